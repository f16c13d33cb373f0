package dev.steward.eval;

import dev.steward.pipeline.PipelineStep;

/**
 * One pipeline step of an evaluated question as stored in a run file, so the Eval tab can show how the answer came
 * about (retrieval, template, generation, repairs, execution) without asking again.
 *
 * @param step   the step's label ("retrieval", "generation", ...)
 * @param detail what happened, one line
 * @param millis how long it took
 */
public record AnswerStep(String step, String detail, long millis) {

    public static AnswerStep of(PipelineStep step) {
        return new AnswerStep(step.kind().label(), step.detail(), step.durationMillis());
    }
}
