package dev.steward.eval;

import dev.steward.sql.QueryCancellation;

/**
 * The route under test: asks a question as a live user would, with the example under test held out of the
 * few-shot set. The real implementation runs the question pipeline ({@link PipelineAnswerSource}).
 */
public interface AnswerSource {

    /**
     * @param question        the example's question (or a template's test question)
     * @param heldOutExample  the content hash of the example under test, never shown to the model as a few-shot
     * @param useTemplates    whether the template route may answer
     * @param cancellation    stops a running query when the run is cancelled
     */
    GeneratedAnswer answer(String question, String heldOutExample, boolean useTemplates,
                           QueryCancellation cancellation);
}
