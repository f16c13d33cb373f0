package dev.steward.chat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.store.JsonLineProblem;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesContent;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Reads chat history leniently, like openmedallion: unknown keys are ignored, missing keys take
 * openmedallion's defaults, and a line that is not JSON or holds a value of the wrong type is reported
 * and skipped. Nothing here ever throws for content. A failed turn's error comes from Steward's chat_turns.jsonl
 * (or, in histories written before issue 18, from the line itself).
 */
public final class ChatHistoryReader {
    /** openmedallion lists at most 50 turns. */
    public static final int DEFAULT_LIMIT = 50;
    private static final String KEPT = "; the line was kept in the file and skipped";

    private final JsonLinesReader lines;

    public ChatHistoryReader() {
        this(new JsonLinesReader());
    }

    public ChatHistoryReader(JsonLinesReader lines) {
        this.lines = lines;
    }

    /** The whole history file; a missing file is empty. */
    public ChatHistory read(Path file) {
        return fromContent(lines.read(file));
    }

    /** A history already read as bytes (e.g. with a file stamp); {@code file} names it in messages. */
    public ChatHistory parse(Path file, byte[] bytes) {
        return fromContent(lines.parse(file, bytes));
    }

    private ChatHistory fromContent(JsonLinesContent content) {
        Path file = content.file();
        Map<String, ChatTurnExtras.Extra> extras = new ChatTurnExtras(file.toAbsolutePath().getParent(), lines).read();
        List<ChatTurn> turns = new ArrayList<>();
        List<JsonLineProblem> problems = new ArrayList<>(content.problems());
        for (JsonLineRow row : content.rows()) {
            try {
                turns.add(ChatTurnExtras.merged(toTurn(row.json()), extras));
            } catch (IllegalArgumentException e) {
                String reason = e.getMessage();
                problems.add(new JsonLineProblem(row.lineNumber(), 0, JsonLinesReader.excerpt(row.rawText()), reason,
                        file.getFileName() + ":" + row.lineNumber() + ": " + reason + KEPT));
            }
        }
        problems.sort(Comparator.comparingInt(JsonLineProblem::lineNumber));
        return new ChatHistory(turns, problems);
    }

    /** The newest {@code limit} turns of {@code user} in {@code chatHistoryDir}, newest first. */
    public List<ChatTurn> listNewestFirst(Path chatHistoryDir, String user, int limit) {
        return read(ChatUserFiles.pathFor(chatHistoryDir, user)).newestFirst(limit);
    }

    /** One history row as a turn; throws IllegalArgumentException for a value of the wrong type. */
    static ChatTurn toTurn(JsonNode row) {
        return new ChatTurn(text(row, "ts"), text(row, "turn_id"), text(row, "session_id"), text(row, "question"),
                text(row, "sql"), text(row, "answer"), count(row, "row_count"), columns(row),
                bool(row, "response_generated", true), optionalBool(row, "accepted"), bool(row, "promoted", false),
                text(row, "error"));
    }

    private static String text(JsonNode row, String key) {
        JsonNode value = row.get(key);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isValueNode()) {
            throw new IllegalArgumentException("'" + key + "' must be text, not " + value.getNodeType());
        }
        return value.asText();
    }

    private static long count(JsonNode row, String key) {
        JsonNode value = row.get(key);
        if (value == null || value.isNull()) {
            return 0;
        }
        if (!value.canConvertToLong() || !value.isIntegralNumber()) {
            throw new IllegalArgumentException("'" + key + "' must be a whole number, not " + value);
        }
        return value.asLong();
    }

    private static List<String> columns(JsonNode row) {
        JsonNode value = row.get("columns");
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw new IllegalArgumentException("'columns' must be a list, not " + value.getNodeType());
        }
        List<String> names = new ArrayList<>();
        value.forEach(item -> names.add(item.asText()));
        return names;
    }

    private static boolean bool(JsonNode row, String key, boolean fallback) {
        Boolean value = optionalBool(row, key);
        return value == null ? fallback : value;
    }

    private static Boolean optionalBool(JsonNode row, String key) {
        JsonNode value = row.get(key);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isBoolean()) {
            throw new IllegalArgumentException("'" + key + "' must be true, false or null, not " + value);
        }
        return value.asBoolean();
    }
}
