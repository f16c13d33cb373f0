package dev.steward.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * chat_history/&lt;user&gt;.jsonl (reference §1.7): exactly openmedallion's eleven keys in its order, their types
 * ({@code accepted} three-state), {@code ts} at second precision in UTC, and a file name openmedallion's username
 * cleaning can produce.
 */
final class ChatHistoryConformance implements FileConformance {
    static final String FOLDER = "chat_history";
    static final List<String> KEYS = List.of("ts", "turn_id", "session_id", "question", "sql", "answer", "row_count",
            "columns", "response_generated", "accepted", "promoted");
    private static final Pattern TS = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    @Override
    public List<String> check(Path project) throws IOException {
        Path folder = project.resolve(FOLDER);
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return out;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".jsonl")).sorted().toList()) {
                String name = file.getFileName().toString();
                String user = name.substring(0, name.length() - ".jsonl".length());
                if (!FILE_NAME.matcher(user).matches() || user.matches("^[._].*|.*[._]$")) {
                    out.add(FOLDER + "/" + name + ": not a file name openmedallion's username cleaning makes");
                }
                out.addAll(JsonLineFacts.check(project, FOLDER + "/" + name, ChatHistoryConformance::turn));
            }
        }
        return out;
    }

    static void turn(JsonNode row, List<String> out) {
        JsonLineFacts.extraKeys(row, java.util.Set.copyOf(KEYS), "", out);
        List<String> order = new ArrayList<>();
        for (Iterator<String> keys = row.fieldNames(); keys.hasNext(); ) {
            order.add(keys.next());
        }
        List<String> expected = KEYS.stream().filter(order::contains).toList();
        if (!order.stream().filter(KEYS::contains).toList().equals(expected)) {
            out.add("keys out of openmedallion's order " + KEYS + ": " + order);
        }
        KEYS.stream().filter(k -> !row.has(k)).forEach(k -> out.add(k + " is required (Steward writes every key)"));
        for (String text : List.of("ts", "turn_id", "session_id", "question", "sql", "answer")) {
            JsonLineFacts.string(row, text, false, out);
        }
        if (row.path("ts").isTextual() && !TS.matcher(row.path("ts").asText()).matches()) {
            out.add("ts: " + row.get("ts") + " is not YYYY-MM-DDTHH:MM:SSZ");
        }
        JsonLineFacts.integer(row, "row_count", out);
        JsonLineFacts.stringList(row, "columns", out);
        JsonLineFacts.bool(row, "response_generated", false, out);
        JsonLineFacts.bool(row, "accepted", true, out);
        JsonLineFacts.bool(row, "promoted", false, out);
    }
}
