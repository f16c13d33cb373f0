package dev.steward.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.store.FileStamp;
import dev.steward.store.JsonLineMembers;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.StewardFolder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Takes out of the examples files what Steward wrote in-line before issue 18, for {@code steward migrate}: in
 * synthetic.jsonl {@code verified_by}, {@code verified_at}, {@code source} and typed slot objects in {@code params}
 * (left as their description text) go to steward/examples.yaml; in harvested.jsonl and failures.jsonl {@code ts},
 * {@code user}, {@code turn_id}, {@code answer} and {@code error} go to steward/feedback.jsonl. Only those members'
 * bytes change (span edits); a record already in Steward's file wins. Works on text in memory; writes nothing.
 */
public final class InlineExtras {
    static final List<String> FEEDBACK_KEYS = List.of("ts", "user", "turn_id", "answer", "error");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One value taken out: where it was ({@code line N key}), its JSON text, and where it went. */
    public record Taken(String location, String value, String destination) {
    }

    /** The new texts and what was taken. */
    public record Moved(String source, String destination, List<Taken> taken) {
    }

    private InlineExtras() {
    }

    /**
     * synthetic.jsonl's in-line extras into the records file's text.
     *
     * @param project  the project root (names files in messages)
     * @param synthetic examples/synthetic.jsonl's text
     * @param records   steward/examples.yaml's text, empty when it does not exist
     */
    public static Moved synthetic(Path project, String synthetic, String records) {
        Path file = project.resolve("examples/synthetic.jsonl");
        List<ExampleRow> rows = new SyntheticExamplesReader().parseRowsRaw(file, bytes(synthetic));
        ExampleRecordsFile existing = ExampleRecordsFile.parse(project.resolve(StewardFolder.EXAMPLES), records,
                FileStamp.missing());
        Map<String, ExampleRecord> examples = new LinkedHashMap<>(existing.examples());
        JsonLinesDocument document = JsonLinesDocument.parse(bytes(synthetic));
        List<Taken> taken = new ArrayList<>();
        for (ExampleRow row : rows) {
            String line = document.line(row.lineNumber());
            JsonLineMembers members = JsonLineMembers.of(line).orElseThrow();
            List<String> remove = ExampleJson.STEWARD_KEYS.stream().filter(members::has).toList();
            Map<String, String> slots = typedSlots(members);
            if (remove.isEmpty() && slots.isEmpty()) {
                continue;
            }
            String hash = row.example().contentHash();
            String to = StewardFolder.EXAMPLES + " examples." + hash;
            remove.forEach(key -> taken.add(new Taken("line " + row.lineNumber() + " " + key,
                    members.valueText(key).orElseThrow(), to + "." + key)));
            slots.keySet().forEach(slot -> taken.add(new Taken("line " + row.lineNumber() + " params." + slot,
                    members.nested("params").flatMap(p -> p.valueText(slot)).orElseThrow(), to + ".params." + slot)));
            examples.putIfAbsent(hash, ExampleRecord.of(row.example()));
            String edited = members.edited(remove, Map.of());
            if (!slots.isEmpty()) {
                edited = JsonLineMembers.of(edited).orElseThrow().nested("params").orElseThrow()
                        .edited(List.of(), slots);
            }
            document = document.replace(row.lineNumber(), edited);
        }
        if (taken.isEmpty()) {
            return new Moved(synthetic, records, List.of());
        }
        return new Moved(text(document), ExampleRecordsFile.renderText(examples, existing.orphans()), taken);
    }

    /**
     * One review log's in-line extras, appended to the feedback file's text (one line per row, in file order).
     *
     * @param kind     which log
     * @param log      harvested.jsonl's or failures.jsonl's text
     * @param feedback steward/feedback.jsonl's text, empty when it does not exist
     */
    public static Moved feedback(FeedbackLog.Kind kind, String log, String feedback) {
        JsonLinesDocument document = JsonLinesDocument.parse(bytes(log));
        StringBuilder appended = new StringBuilder(feedback);
        if (!feedback.isEmpty() && !feedback.endsWith("\n")) {
            appended.append('\n');
        }
        List<Taken> taken = new ArrayList<>();
        for (int n = 1; n <= document.lineCount(); n++) {
            String line = document.line(n);
            JsonLineMembers members = JsonLineMembers.of(line).orElse(null);
            if (members == null) {
                continue; // an unreadable line is left as it is
            }
            List<String> remove = FEEDBACK_KEYS.stream().filter(members::has).toList();
            if (remove.isEmpty()) {
                continue;
            }
            JsonNode row = tree(line);
            String key = ExampleContentHash.of(row.path("question").asText(), row.path("sql").asText());
            int lineNumber = n;
            remove.forEach(k -> taken.add(new Taken("line " + lineNumber + " " + k, members.valueText(k).orElseThrow(),
                    StewardFolder.FEEDBACK + " " + kind.jsonName() + " " + key + " " + k)));
            appended.append(FeedbackLog.line(new FeedbackLog.Entry(kind, key, text(row, "ts"), text(row, "user"),
                    text(row, "turn_id"), text(row, "answer"), text(row, "error")))).append('\n');
            document = document.replace(n, members.edited(remove, Map.of()));
        }
        return taken.isEmpty() ? new Moved(log, feedback, List.of())
                : new Moved(text(document), appended.toString(), taken);
    }

    /** Slot name → its description as a JSON string, for each slot written as an object. */
    private static Map<String, String> typedSlots(JsonLineMembers members) {
        Map<String, String> out = new LinkedHashMap<>();
        members.nested("params").ifPresent(params -> tree("{\"p\":" + members.valueText("params").orElseThrow() + "}")
                .path("p").fields().forEachRemaining(slot -> {
                    if (slot.getValue().isObject()) {
                        JsonNode description = slot.getValue().get("description");
                        out.put(slot.getKey(), quoted(description == null || description.isNull() ? ""
                                : description.asText()));
                    }
                }));
        return out;
    }

    private static String quoted(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a text could not be written as JSON", e);
        }
    }

    private static JsonNode tree(String line) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a line read as JSON a moment ago is not JSON", e);
        }
    }

    private static String text(JsonNode row, String key) {
        JsonNode value = row.get(key);
        return value == null || value.isNull() ? null : value.asText();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(JsonLinesDocument document) {
        return new String(document.bytes(), StandardCharsets.UTF_8);
    }
}
