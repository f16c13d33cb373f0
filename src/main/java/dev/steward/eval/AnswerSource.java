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

    /**
     * Asks an eval case: by default its question as above (a source that knows no reporting date or role); the
     * pipeline's source also asks at the case's {@code as_of} and as its {@code role}.
     */
    default GeneratedAnswer answer(EvalCase evalCase, EvalCancellation cancellation) {
        return answer(evalCase.question(), evalCase.exampleId(), evalCase.route().usesTemplates(), cancellation);
    }

    @Override
    default void close() {
    }
}
