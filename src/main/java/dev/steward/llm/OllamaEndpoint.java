package dev.steward.llm;

import java.net.URI;
import java.util.Map;

/**
 * Where Ollama is and which model to use. Precedence: a command-line flag, then {@code OLLAMA_HOST}
 * (Ollama's own convention: {@code host}, {@code host:port} or a URL), then the user's settings.
 */
public record OllamaEndpoint(URI baseUrl, String model) {
    private static final int DEFAULT_PORT = 11434;

    public static OllamaEndpoint resolve(String flagUrl, String flagModel, Map<String, String> env,
                                         String settingsUrl, String settingsModel) {
        String url = firstNonBlank(flagUrl, hostToUrl(env.get("OLLAMA_HOST")), settingsUrl);
        String model = firstNonBlank(flagModel, settingsModel, null);
        return new OllamaEndpoint(URI.create(stripTrailingSlash(url)), model);
    }

    /** {@code 0.0.0.0:11434} → {@code http://127.0.0.1:11434}; {@code myhost} → {@code http://myhost:11434}. */
    static String hostToUrl(String host) {
        if (host == null || host.isBlank()) {
            return null;
        }
        String value = host.trim();
        String scheme = "http://";
        int schemeEnd = value.indexOf("://");
        if (schemeEnd >= 0) {
            scheme = value.substring(0, schemeEnd + 3);
            value = value.substring(schemeEnd + 3);
        }
        if (value.startsWith("0.0.0.0")) {
            value = "127.0.0.1" + value.substring("0.0.0.0".length());
        }
        boolean hasPort = value.matches(".*:\\d+(/.*)?$");
        return scheme + (hasPort ? value : value + ":" + DEFAULT_PORT);
    }

    private static String firstNonBlank(String a, String b, String c) {
        if (a != null && !a.isBlank()) {
            return a.trim();
        }
        if (b != null && !b.isBlank()) {
            return b.trim();
        }
        return c;
    }

    private static String stripTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
