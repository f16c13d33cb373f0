package dev.steward.llm;

import dev.steward.error.StewardException;

/**
 * A call to the LLM did not produce a usable reply. Subclasses say why (not reachable, model missing, timeout,
 * bad output, cancelled, server error) so callers can decide per kind: a feature that drafts many tables reports
 * a timeout on one table and goes on, but stops the run when Ollama is not reachable at all.
 */
public class LlmException extends StewardException {
    private static final long serialVersionUID = 1L;

    public LlmException(String message, String hint, Throwable cause) {
        super(message, hint, cause);
    }
}
