package dev.steward.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the model's protocol replies, with openmedallion's tokens kept exact: {@code CLARIFY:}, {@code CLEAR},
 * {@code SINGLE}, {@code OK} and JSON arrays of sub-questions.
 */
final class ProtocolReplies {
    private static final Pattern FENCE_START = Pattern.compile("\\A```[A-Za-z0-9_-]*[ \\t]*\\R?");
    private static final Pattern FENCE_END = Pattern.compile("\\R?```\\s*\\z");
    private static final Pattern CLARIFY = Pattern.compile("\\ACLARIFY:\\s*(.*)\\z",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private final ObjectMapper json = new ObjectMapper();

    /** One leading and one trailing Markdown fence removed, then trimmed. */
    static String unfenced(String reply) {
        String text = reply.strip();
        text = FENCE_START.matcher(text).replaceFirst("");
        text = FENCE_END.matcher(text).replaceFirst("");
        return text.strip();
    }

    /**
     * The clarifying question when the reply starts with {@code CLARIFY:} (any case, after an optional fence);
     * a SQL comment mentioning "clarify" is not a clarification.
     */
    static Optional<String> clarification(String reply) {
        Matcher m = CLARIFY.matcher(unfenced(reply));
        return m.matches() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }

    /**
     * The ambiguity check's clarifying question, or empty when the reply is {@code CLEAR}. Unlike openmedallion,
     * a reply that starts with the word CLEAR ("CLEAR.", "Clear - nothing to ask") also counts as clear: only a
     * reply that is not CLEAR at all is taken as the question to ask.
     */
    static Optional<String> ambiguity(String reply) {
        String text = withoutTrailingDots(unfenced(reply));
        if (text.isEmpty() || text.toUpperCase(Locale.ROOT).matches("CLEAR\\b.*")) {
            return Optional.empty();
        }
        return Optional.of(text);
    }

    /**
     * The sub-questions: {@code SINGLE} or anything unusable (invalid JSON, not an array, empty, a non-string
     * item) gives the question itself; never throws.
     */
    List<String> subQuestions(String reply, String question) {
        String text = withoutTrailingDots(reply.strip());
        if (text.equalsIgnoreCase("SINGLE")) {
            return List.of(question);
        }
        try {
            JsonNode node = json.readTree(unfenced(reply));
            if (node == null || !node.isArray() || node.isEmpty()) {
                return List.of(question);
            }
            List<String> parts = new ArrayList<>();
            for (JsonNode item : node) {
                if (!item.isTextual() || item.asText().isBlank()) {
                    return List.of(question);
                }
                parts.add(item.asText().strip());
            }
            return parts;
        } catch (IOException e) {
            return List.of(question);
        }
    }

    /** True when the sanity check's reply is {@code OK} ({@code ok.} counts). */
    static boolean isOk(String reply) {
        return withoutTrailingDots(unfenced(reply)).equalsIgnoreCase("OK");
    }

    private static String withoutTrailingDots(String text) {
        String out = text.strip();
        while (out.endsWith(".")) {
            out = out.substring(0, out.length() - 1).stripTrailing();
        }
        return out;
    }
}
