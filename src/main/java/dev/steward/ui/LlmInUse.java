package dev.steward.ui;

import dev.steward.llm.OllamaEndpoint;
import dev.steward.settings.UserSettings;
import java.util.Map;

/**
 * The Ollama endpoint the app's chat, eval and drafting actually use, and where it came from: {@code OLLAMA_HOST}
 * beats the settings (the same precedence as the command line, {@link OllamaEndpoint#resolve}).
 *
 * @param endpoint the URL and model
 * @param source   "OLLAMA_HOST" or "settings", for the status bar and the settings screen
 */
public record LlmInUse(OllamaEndpoint endpoint, String source) {
    public static final String FROM_ENVIRONMENT = "OLLAMA_HOST";
    public static final String FROM_SETTINGS = "settings";

    public static LlmInUse resolve(Map<String, String> environment, UserSettings settings) {
        String host = environment.get("OLLAMA_HOST");
        boolean fromEnvironment = host != null && !host.isBlank();
        return new LlmInUse(OllamaEndpoint.resolve(null, null, environment, settings.llmBaseUrl(),
                settings.llmModel()), fromEnvironment ? FROM_ENVIRONMENT : FROM_SETTINGS);
    }

    /** "http://host:port (from OLLAMA_HOST)". */
    public String describe() {
        return endpoint.baseUrl() + " (from " + source + ")";
    }
}
