package dev.steward.cli;

import dev.steward.llm.OllamaEndpoint;
import dev.steward.settings.UserSettings;
import java.util.Map;
import picocli.CommandLine.Option;

/** {@code --llm-url} and {@code --llm-model}, accepted by every command; they beat OLLAMA_HOST and settings. */
public final class LlmOptions {
    @Option(names = "--llm-url", paramLabel = "URL", description = "Ollama's base URL for this run "
            + "(default: OLLAMA_HOST, then your settings, then http://localhost:11434)")
    String url;

    @Option(names = "--llm-model", paramLabel = "MODEL", description = "the Ollama model for this run "
            + "(default: your settings, then qwen2.5-coder:7b)")
    String model;

    public OllamaEndpoint endpoint(Map<String, String> env, UserSettings settings) {
        return OllamaEndpoint.resolve(url, model, env, settings.llmBaseUrl(), settings.llmModel());
    }
}
