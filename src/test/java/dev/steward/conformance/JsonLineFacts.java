package dev.steward.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * JSON lines the way openmedallion reads them (json.loads per line, blank lines skipped) and the pydantic type
 * tests, strict: a bool is a JSON boolean, a str a JSON string, an int a JSON integer (no coercion).
 */
final class JsonLineFacts {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonLineFacts() {
    }

    /**
     * The violations of every non-blank line of {@code file} (relative to the project), each prefixed
     * {@code "<file>: line N: "}; a line that is not a JSON object is a violation. A missing file has none.
     */
    static List<String> check(Path project, String file, BiConsumer<JsonNode, List<String>> rules)
            throws IOException {
        Path path = project.resolve(file);
        List<String> out = new ArrayList<>();
        if (!Files.exists(path)) {
            return out;
        }
        List<String> lines = List.of(new String(Files.readAllBytes(path), StandardCharsets.UTF_8).split("\n", -1));
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            List<String> problems = new ArrayList<>();
            try {
                JsonNode row = JSON.readTree(line);
                if (row == null || !row.isObject()) {
                    problems.add("must be a JSON object");
                } else {
                    rules.accept(row, problems);
                }
            } catch (JsonProcessingException e) {
                problems.add("not JSON (" + e.getOriginalMessage() + ")");
            }
            int number = i + 1;
            problems.forEach(p -> out.add(file + ": line " + number + ": " + p));
        }
        return out;
    }

    static void extraKeys(JsonNode row, Set<String> allowed, String where, List<String> out) {
        row.fieldNames().forEachRemaining(key -> {
            if (!allowed.contains(key)) {
                out.add(where + key + ": extra key (allowed: " + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        });
    }

    static void requiredString(JsonNode row, String key, List<String> out) {
        if (!row.has(key)) {
            out.add(key + " is required");
        } else {
            string(row, key, false, out);
        }
    }

    static void string(JsonNode row, String key, boolean nullable, List<String> out) {
        JsonNode value = row.get(key);
        if (value != null && !value.isTextual() && !(nullable && value.isNull())) {
            out.add(key + ": must be a string" + (nullable ? " or null" : "") + " (found " + kind(value) + ")");
        }
    }

    static void bool(JsonNode row, String key, boolean nullable, List<String> out) {
        JsonNode value = row.get(key);
        if (value != null && !value.isBoolean() && !(nullable && value.isNull())) {
            out.add(key + ": must be true or false" + (nullable ? " or null" : "") + " (found " + kind(value) + ")");
        }
    }

    static void integer(JsonNode row, String key, List<String> out) {
        JsonNode value = row.get(key);
        if (value != null && !value.isIntegralNumber()) {
            out.add(key + ": must be an integer (found " + kind(value) + ")");
        }
    }

    static void stringList(JsonNode row, String key, List<String> out) {
        JsonNode value = row.get(key);
        if (value == null) {
            return;
        }
        boolean ok = value.isArray();
        if (ok) {
            for (JsonNode item : value) {
                ok &= item.isTextual();
            }
        }
        if (!ok) {
            out.add(key + ": must be a list of strings (found " + value + ")");
        }
    }

    static void enumValue(JsonNode row, String key, Set<String> allowed, List<String> out) {
        JsonNode value = row.get(key);
        if (value != null && !(value.isTextual() && allowed.contains(value.asText()))) {
            out.add(key + ": " + value + " is not one of " + String.join("|", new TreeSet<>(allowed)));
        }
    }

    static String kind(JsonNode value) {
        return value.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
}
