package dev.steward.llm;

import java.util.Optional;

/**
 * The model answered, but not with something usable: an empty reply, a reply cut off or too long, text that is
 * not JSON in JSON mode, JSON of the wrong shape, or an HTTP body that is not Ollama's reply format.
 * {@link #problem()} is phrased so it can be fed back to the model when asking again.
 */
public class LlmBadOutputException extends LlmException {
    private static final long serialVersionUID = 1L;
    private final String problem;
    private final String reply;

    public LlmBadOutputException(String message, String problem, String hint, Throwable cause) {
        this(message, problem, hint, cause, null);
    }

    /** @param reply the model's reply text as received, when there was one, for "show me what it said" */
    public LlmBadOutputException(String message, String problem, String hint, Throwable cause, String reply) {
        super(message, hint, cause);
        this.problem = problem;
        this.reply = reply;
    }

    /** The model's unusable reply as received, when there was one (absent for an unreadable HTTP body). */
    public Optional<String> reply() {
        return Optional.ofNullable(reply);
    }

    /** The bare problem, e.g. {@code "$.columns: missing key 'region'"}, without the surrounding sentence. */
    public String problem() {
        return problem;
    }
}
