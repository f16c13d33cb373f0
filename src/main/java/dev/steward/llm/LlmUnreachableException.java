package dev.steward.llm;

import java.net.URI;

/** Nothing answered at the configured Ollama address, or the connection broke before a reply arrived. */
public class LlmUnreachableException extends LlmException {
    private static final long serialVersionUID = 1L;

    public LlmUnreachableException(String message, String hint, Throwable cause) {
        super(message, hint, cause);
    }

    static LlmUnreachableException noAnswer(URI baseUrl, Throwable cause) {
        return new LlmUnreachableException("No Ollama answers at " + baseUrl + ".",
                "Start it with `ollama serve`, or set the LLM URL in settings, --llm-url or OLLAMA_HOST.", cause);
    }

    static LlmUnreachableException dropped(URI baseUrl, Throwable cause) {
        return new LlmUnreachableException("Ollama at " + baseUrl + " closed the connection before answering ("
                + cause.getMessage() + ").",
                "Check that `ollama serve` is still running; it may have crashed while loading the model.", cause);
    }
}
