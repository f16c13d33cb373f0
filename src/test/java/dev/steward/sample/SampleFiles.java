package dev.steward.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** Test helper: reads the committed sample's knowledge files with Jackson and snakeyaml-engine directly. */
final class SampleFiles {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SampleFiles() {
    }

    static Path file(String relative) {
        return SampleProjectDatabase.COMMITTED.resolve(relative);
    }

    /** Every non-blank line as a JSON object; a line that is not one fails with file:line. */
    static List<JsonNode> jsonLines(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<JsonNode> rows = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            JsonNode node;
            try {
                node = JSON.readTree(lines.get(i));
            } catch (IOException e) {
                throw new AssertionError(file.getFileName() + ":" + (i + 1) + ": not valid JSON: " + e.getMessage(), e);
            }
            if (node == null || !node.isObject()) {
                throw new AssertionError(file.getFileName() + ":" + (i + 1) + ": not a JSON object");
            }
            rows.add(node);
        }
        return rows;
    }

    static List<JsonNode> jsonLines(String relative) throws IOException {
        return jsonLines(file(relative));
    }

    /**
     * examples/synthetic.jsonl's rows with Steward's own record of each (steward/examples.yaml, by openmedallion's
     * content hash) laid over them: who verified, when, the source and the typed slots, as Steward's readers see them.
     */
    static List<JsonNode> examplesWithStewardRecords() throws IOException {
        Map<String, Object> records = map(yaml("steward/examples.yaml").get("examples"));
        List<JsonNode> merged = new ArrayList<>();
        for (JsonNode row : jsonLines("examples/synthetic.jsonl")) {
            com.fasterxml.jackson.databind.node.ObjectNode example = row.deepCopy();
            Object record = records.get(dev.steward.examples.ExampleContentHash.of(row.path("question").asText(),
                    row.path("sql").asText()));
            if (record != null) {
                map(record).forEach((key, value) -> {
                    if (!key.equals("question")) {
                        example.set(key, JSON.valueToTree(value));
                    }
                });
            }
            merged.add(example);
        }
        return merged;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> yaml(String relative) throws IOException {
        String text = Files.readString(file(relative), StandardCharsets.UTF_8);
        return (Map<String, Object>) new Load(LoadSettings.builder().setLabel(relative).build()).loadFromString(text);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object value) {
        return (List<Object>) value;
    }
}
