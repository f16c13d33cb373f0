package dev.steward.eval;

/**
 * The route under test: asks a question as a live user would, with the example under test held out of the
 * few-shot set. The real implementation runs the question pipeline ({@link PipelineAnswerSource}). Closing it frees
 * what it opened for a project (nothing, by default).
 */
public interface AnswerSource extends AutoCloseable {

    /**
     * @param question        the example's question (or a template's test question)
     * @param heldOutExample  the content hash of the example under test, never shown to the model as a few-shot
     * @param useTemplates    whether the template route may answer
     * @param cancellation    the run's cancellation: register how to stop this question with
     *                        {@link EvalCancellation#whileRunning} or take query tokens from it
     */
    GeneratedAnswer answer(String question, String heldOutExample, boolean useTemplates,
                           EvalCancellation cancellation);

    @Override
    default void close() {
    }
}
