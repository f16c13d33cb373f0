package dev.steward.llm;

import java.time.Duration;
import java.util.Objects;

/**
 * Everything {@link OllamaLlm} needs besides the turns. The defaults are chosen for one local model on a laptop;
 * docs/decisions/0004-llm-port.md explains each.
 *
 * @param endpoint          where Ollama is and which model to use
 * @param connectTimeout    how long to wait for the TCP connection; short, because Ollama is local
 * @param readTimeout       how long a reply may take; long, because a local model is slow on its first call
 * @param seed              sent with every call so that, with temperature 0, the same prompt gives the same reply
 * @param connectRetries    extra attempts when the connection is refused (Ollama still starting); replies that
 *                          time out or fail are never retried here, since retrying would multiply the wait
 * @param connectRetryPause pause before each such extra attempt
 * @param contextTokens     Ollama's {@code num_ctx}; its default is small enough to cut long prompts silently
 * @param maxReplyTokens    Ollama's {@code num_predict}: a runaway model stops here (reply marked cut off)
 * @param maxReplyChars     longer replies are refused as bad output instead of being handed on
 */
public record OllamaLlmConfig(OllamaEndpoint endpoint, Duration connectTimeout, Duration readTimeout, int seed,
                              int connectRetries, Duration connectRetryPause, int contextTokens, int maxReplyTokens,
                              int maxReplyChars) {
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(3);
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(120);
    public static final int DEFAULT_SEED = 42;

    public OllamaLlmConfig {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(endpoint.baseUrl(), "endpoint.baseUrl");
        Objects.requireNonNull(endpoint.model(), "endpoint.model");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(connectRetryPause, "connectRetryPause");
        if (connectRetries < 0 || contextTokens <= 0 || maxReplyTokens <= 0 || maxReplyChars <= 0) {
            throw new IllegalArgumentException("retries must be >= 0 and limits > 0: " + connectRetries + ", "
                    + contextTokens + ", " + maxReplyTokens + ", " + maxReplyChars);
        }
    }

    /** The defaults for this endpoint: 3 s connect, 120 s read, seed 42, one retry of a refused connection. */
    public static OllamaLlmConfig defaults(OllamaEndpoint endpoint) {
        return new OllamaLlmConfig(endpoint, DEFAULT_CONNECT_TIMEOUT, DEFAULT_READ_TIMEOUT, DEFAULT_SEED, 1,
                Duration.ofMillis(500), 8192, 4096, 1_000_000);
    }

    /** The same settings with another seed ({@code examples eval --repeat N} only; ADR 32). */
    public OllamaLlmConfig withSeed(int newSeed) {
        return new OllamaLlmConfig(endpoint, connectTimeout, readTimeout, newSeed, connectRetries, connectRetryPause,
                contextTokens, maxReplyTokens, maxReplyChars);
    }

    public OllamaLlmConfig withReadTimeout(Duration timeout) {
        return new OllamaLlmConfig(endpoint, connectTimeout, timeout, seed, connectRetries, connectRetryPause,
                contextTokens, maxReplyTokens, maxReplyChars);
    }

    public OllamaLlmConfig withConnectRetries(int retries, Duration pause) {
        return new OllamaLlmConfig(endpoint, connectTimeout, readTimeout, seed, retries, pause, contextTokens,
                maxReplyTokens, maxReplyChars);
    }

    public OllamaLlmConfig withMaxReplyChars(int chars) {
        return new OllamaLlmConfig(endpoint, connectTimeout, readTimeout, seed, connectRetries, connectRetryPause,
                contextTokens, maxReplyTokens, chars);
    }
}
