package dev.steward.llm;

import java.time.Duration;
import java.util.Optional;

/**
 * How to make one call: whether the reply must be JSON, optionally of a given shape, and an optional timeout
 * replacing the adapter's default read timeout.
 *
 * @param json    ask for a JSON reply (Ollama's {@code format: "json"}, which constrains sampling to valid JSON)
 * @param timeout the read timeout for this call, or {@code null} for the adapter's default
 * @param shape   when not null (requires {@code json}), the reply is constrained to this shape (Ollama's
 *                structured outputs: {@code format} is a JSON schema), so required keys cannot be left out
 */
public record ChatOptions(boolean json, Duration timeout, JsonShape shape) {
    /** Plain text reply, default timeout. */
    public static final ChatOptions TEXT = new ChatOptions(false, null, null);
    /** JSON reply, default timeout. */
    public static final ChatOptions JSON = new ChatOptions(true, null, null);

    public ChatOptions {
        if (timeout != null && (timeout.isNegative() || timeout.isZero())) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        if (shape != null && !json) {
            throw new IllegalArgumentException("a reply shape needs JSON mode");
        }
    }

    /** JSON mode constrained to {@code replyShape}, default timeout. */
    public static ChatOptions shaped(JsonShape replyShape) {
        return new ChatOptions(true, null, replyShape);
    }

    public ChatOptions withTimeout(Duration newTimeout) {
        return new ChatOptions(json, newTimeout, shape);
    }

    public Optional<Duration> timeoutOverride() {
        return Optional.ofNullable(timeout);
    }

    public Optional<JsonShape> replyShape() {
        return Optional.ofNullable(shape);
    }
}
