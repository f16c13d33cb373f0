package dev.steward.llm;

import java.time.Duration;
import java.util.Optional;

/**
 * How to make one call: whether the reply must be JSON (Ollama's {@code format: "json"}, which constrains the
 * model's sampling to valid JSON) and an optional timeout replacing the adapter's default read timeout.
 *
 * @param json    ask Ollama for a JSON reply
 * @param timeout the read timeout for this call, or {@code null} for the adapter's default
 */
public record ChatOptions(boolean json, Duration timeout) {
    /** Plain text reply, default timeout. */
    public static final ChatOptions TEXT = new ChatOptions(false, null);
    /** JSON reply, default timeout. */
    public static final ChatOptions JSON = new ChatOptions(true, null);

    public ChatOptions {
        if (timeout != null && (timeout.isNegative() || timeout.isZero())) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
    }

    public ChatOptions withTimeout(Duration newTimeout) {
        return new ChatOptions(json, newTimeout);
    }

    public Optional<Duration> timeoutOverride() {
        return Optional.ofNullable(timeout);
    }
}
