package dev.steward.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Steward's side of harvested.jsonl and failures.jsonl: {@code steward/feedback.jsonl}, one line per review row
 * Steward appends, {@code {file, key, ts, user, turn_id, answer, error}} with {@code key} the row's content hash
 * (question + SQL). openmedallion's files keep only their own keys (reference §1.6); readers put the two together
 * again, the n-th feedback line of a key going with the n-th row of that key. The feedback line is appended before
 * the row, so a crash between them leaves an unmatched feedback line (harmless), never a row that looks unrecorded
 * and would be appended twice.
 */
public final class FeedbackLog {
    /** Which review log a feedback line belongs to. */
    public enum Kind {
        HARVESTED, FAILURES;

        String jsonName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One feedback line.
     *
     * @param kind   harvested or failures
     * @param key    the content hash of the row's question and SQL
     * @param ts     when, ISO-8601 UTC, or null
     * @param user   who rated it, or null
     * @param turnId the chat turn, or null
     * @param answer the answer shown (failures), or null
     * @param error  the error (failures), or null
     */
    public record Entry(Kind kind, String key, String ts, String user, String turnId, String answer, String error) {
    }

    private final Path file;
    private final JsonLinesReader reader = new JsonLinesReader();

    /** The feedback file of the project whose examples folder is {@code examplesDir}. */
    public FeedbackLog(Path examplesDir) {
        this.file = examplesDir.toAbsolutePath().getParent().resolve(StewardFolder.FEEDBACK);
    }

    public Path file() {
        return file;
    }

    /** Appends one line (before the row it describes is appended). */
    public void append(JsonLinesAppender appender, Entry entry) {
        appender.append(file, row(entry));
    }

    /** One entry as the single JSON line {@link #append} writes (for a migration that writes the file whole). */
    public static String line(Entry entry) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(row(entry));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a feedback line of text values could not be written", e);
        }
    }

    private static Map<String, Object> row(Entry entry) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("file", entry.kind().jsonName());
        row.put("key", entry.key());
        putIfPresent(row, "ts", entry.ts());
        putIfPresent(row, "user", entry.user());
        putIfPresent(row, "turn_id", entry.turnId());
        putIfPresent(row, "answer", entry.answer());
        putIfPresent(row, "error", entry.error());
        return row;
    }

    /** The readable lines of one kind, grouped by key in file order (torn or foreign lines are skipped). */
    Map<String, Deque<Entry>> byKey(Kind kind) {
        Map<String, Deque<Entry>> entries = new HashMap<>();
        for (Entry entry : read()) {
            if (entry.kind() == kind) {
                entries.computeIfAbsent(entry.key(), k -> new ArrayDeque<>()).add(entry);
            }
        }
        return entries;
    }

    /** Every readable line in file order. */
    public List<Entry> read() {
        List<Entry> entries = new ArrayList<>();
        for (JsonLineRow row : reader.read(file).rows()) {
            JsonNode json = row.json();
            Kind kind = "failures".equals(text(json, "file")) ? Kind.FAILURES
                    : "harvested".equals(text(json, "file")) ? Kind.HARVESTED : null;
            if (kind != null && text(json, "key") != null) {
                entries.add(new Entry(kind, text(json, "key"), text(json, "ts"), text(json, "user"),
                        text(json, "turn_id"), text(json, "answer"), text(json, "error")));
            }
        }
        return entries;
    }

    private static String text(JsonNode json, String key) {
        JsonNode value = json.get(key);
        return value == null || !value.isTextual() ? null : value.asText();
    }

    private static void putIfPresent(Map<String, Object> row, String key, String value) {
        if (value != null) {
            row.put(key, value);
        }
    }
}
