package dev.steward.error;

import java.util.Optional;

/**
 * Base of every error Steward shows to a person. The message says what went wrong in one sentence;
 * the hint, when present, says what to do about it.
 */
public class StewardException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String hint;

    public StewardException(String message, String hint) {
        this(message, hint, null);
    }

    public StewardException(String message, String hint, Throwable cause) {
        super(message, cause);
        this.hint = hint;
    }

    /** What the user can do about it, e.g. "Run: ollama pull qwen2.5-coder:7b". */
    public Optional<String> hint() {
        return Optional.ofNullable(hint);
    }

    /** Message and hint as one readable paragraph, for a status line or a CLI error. */
    public String userText() {
        return hint == null ? getMessage() : getMessage() + " " + hint;
    }
}
