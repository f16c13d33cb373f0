package dev.steward.pipeline;

/**
 * An approximate token count: one token per four characters, rounded up. It is not the model's tokenizer
 * (Steward does not ship one per model); for English and SQL it tends to overestimate a little, which is the
 * safe side for a budget. docs/decisions explains the choice.
 */
public final class TokenEstimate {
    private static final int CHARS_PER_TOKEN = 4;

    private TokenEstimate() {
    }

    public static int of(String text) {
        return (text.length() + CHARS_PER_TOKEN - 1) / CHARS_PER_TOKEN;
    }
}
