package dev.steward.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code sql} (or {@code query}) field of a JSON object a model sent instead of bare SQL, e.g.
 * {@code {"sql": "SELECT ...", "explanation": "..."}}, possibly in a ```json fence. When the JSON does not read (cut
 * off, a trailing comma, an unescaped newline), the field's string is read by JSON's own escaping rules up to its
 * closing quote, or to the end of a cut-off reply.
 */
final class JsonSqlField {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern FIELD = Pattern.compile("\"(sql|query|sql_query|SQL)\"\\s*:\\s*\"");
    private static final Pattern JSON_FENCE = Pattern.compile("\\A```(?:json)?[ \\t]*\\R(.*?)(?:\\R?```\\s*)?\\z",
            Pattern.DOTALL | Pattern.CASE_INSENSITIVE);

    private JsonSqlField() {
    }

    static Optional<ReplyExtractor.Extraction> find(String reply) {
        String text = unfenced(reply.strip());
        if (!text.startsWith("{")) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(text);
            for (String name : new String[] {"sql", "query", "sql_query", "SQL"}) {
                if (node != null && node.path(name).isTextual()) {
                    return Optional.of(new ReplyExtractor.Extraction(SqlFence.strip(node.path(name).asText()),
                            "the \"" + name + "\" field of a JSON reply"));
                }
            }
            return Optional.empty();
        } catch (JsonProcessingException invalid) {
            return lenient(text);
        }
    }

    private static String unfenced(String text) {
        Matcher fence = JSON_FENCE.matcher(text);
        return fence.matches() ? fence.group(1).strip() : text;
    }

    private static Optional<ReplyExtractor.Extraction> lenient(String text) {
        Matcher field = FIELD.matcher(text);
        if (!field.find()) {
            return Optional.empty();
        }
        StringBuilder value = new StringBuilder();
        boolean closed = readString(text, field.end(), value);
        return Optional.of(new ReplyExtractor.Extraction(SqlFence.strip(value.toString()), "the \""
                + field.group(1) + "\" field of " + (closed ? "an invalid" : "a cut-off") + " JSON reply"));
    }

    /** Reads a JSON string body from {@code at}; true when its closing quote was found. */
    private static boolean readString(String text, int at, StringBuilder value) {
        int i = at;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                return true;
            }
            if (c == '\\' && i + 1 < text.length()) {
                i = escape(text, i + 1, value);
                continue;
            }
            value.append(c);
            i++;
        }
        return false;
    }

    private static int escape(String text, int i, StringBuilder value) {
        char e = text.charAt(i);
        switch (e) {
            case 'n' -> value.append('\n');
            case 't' -> value.append('\t');
            case 'r' -> value.append('\r');
            case 'b', 'f' -> value.append(' ');
            case 'u' -> {
                if (i + 4 < text.length() && text.substring(i + 1, i + 5).matches("[0-9a-fA-F]{4}")) {
                    value.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16));
                    return i + 5;
                }
                value.append('u');
            }
            default -> value.append(e);
        }
        return i + 1;
    }
}
