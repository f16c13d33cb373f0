package dev.steward.llm;

import java.time.Duration;
import java.util.List;

/**
 * The answer to "can Steward use the LLM now?": whether Ollama answered, which models it has, whether the
 * configured one is among them, and a sentence saying what to do when it is not usable.
 */
public record OllamaStatus(boolean reachable, List<String> models, boolean modelAvailable, String message,
                           Duration latency) {

    public OllamaStatus {
        models = List.copyOf(models);
    }

    public boolean usable() {
        return reachable && modelAvailable;
    }
}
