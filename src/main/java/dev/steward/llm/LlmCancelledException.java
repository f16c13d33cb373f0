package dev.steward.llm;

/**
 * The calling thread was interrupted (a job was cancelled) while it waited for the model. The thread's interrupt
 * flag is left set so the job's own loop sees it too.
 */
public class LlmCancelledException extends LlmException {
    private static final long serialVersionUID = 1L;

    public LlmCancelledException(String model, Throwable cause) {
        super("The call to " + model + " was cancelled.", null, cause);
    }
}
