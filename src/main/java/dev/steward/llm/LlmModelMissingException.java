package dev.steward.llm;

/** Ollama answered, but does not have the configured model (HTTP 404 "model ... not found"). */
public class LlmModelMissingException extends LlmException {
    private static final long serialVersionUID = 1L;
    private final String model;

    public LlmModelMissingException(String model, String ollamaError, Throwable cause) {
        super("Ollama has no model '" + model + "' (" + ollamaError + ").", "Run: ollama pull " + model, cause);
        this.model = model;
    }

    public String model() {
        return model;
    }
}
