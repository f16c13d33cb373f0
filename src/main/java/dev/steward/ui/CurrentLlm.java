package dev.steward.ui;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmReply;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import java.util.List;
import java.util.function.Supplier;

/**
 * The LLM of the settings of the moment: each call goes to the endpoint, model and timeout the settings say now,
 * so a URL changed in the settings screen is used by the next chat question without reopening the project. The
 * client is rebuilt only when that configuration changes.
 */
final class CurrentLlm implements Llm {
    private final Supplier<OllamaLlmConfig> config;
    private OllamaLlmConfig builtFor;
    private OllamaLlm client;

    CurrentLlm(Supplier<OllamaLlmConfig> config) {
        this.config = config;
    }

    @Override
    public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
        return client().chat(turns, options);
    }

    @Override
    public String model() {
        return config.get().endpoint().model();
    }

    private synchronized OllamaLlm client() {
        OllamaLlmConfig now = config.get();
        if (client == null || !now.equals(builtFor)) {
            client = new OllamaLlm(now);
            builtFor = now;
        }
        return client;
    }
}
