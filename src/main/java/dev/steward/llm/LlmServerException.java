package dev.steward.llm;

/** Ollama answered with an HTTP error other than "model not found", e.g. 500 when a model fails to load. */
public class LlmServerException extends LlmException {
    private static final long serialVersionUID = 1L;
    private final int status;

    public LlmServerException(String baseUrl, int status, String ollamaError, Throwable cause) {
        super("Ollama at " + baseUrl + " answered HTTP " + status + ": " + ollamaError,
                "Look at Ollama's log (`ollama serve` output); a model that does not fit in memory fails this way.",
                cause);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
