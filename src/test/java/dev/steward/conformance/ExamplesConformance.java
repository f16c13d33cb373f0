package dev.steward.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * examples/synthetic.jsonl (reference §1.5), examples/harvested.jsonl and examples/failures.jsonl (§1.6): strict
 * keys, types, enums; {@code templated: true} requires {@code verified: true}; {@code params} a map of slot name to
 * description text, or null.
 */
final class ExamplesConformance implements FileConformance {
    static final String SYNTHETIC = "examples/synthetic.jsonl";
    static final String HARVESTED = "examples/harvested.jsonl";
    static final String FAILURES = "examples/failures.jsonl";
    private static final Set<String> EXAMPLE = Set.of("question", "sql", "verified", "templated", "params");
    private static final Set<String> HARVEST = Set.of("question", "sql", "result_shape", "status");
    private static final Set<String> SHAPE = Set.of("rows", "columns");
    private static final Set<String> FAILURE = Set.of("question", "sql", "status");

    @Override
    public List<String> check(Path project) throws IOException {
        List<String> out = new ArrayList<>(JsonLineFacts.check(project, SYNTHETIC, ExamplesConformance::example));
        out.addAll(JsonLineFacts.check(project, HARVESTED, ExamplesConformance::harvested));
        out.addAll(JsonLineFacts.check(project, FAILURES, ExamplesConformance::failure));
        return out;
    }

    static void example(JsonNode row, List<String> out) {
        JsonLineFacts.extraKeys(row, EXAMPLE, "", out);
        JsonLineFacts.requiredString(row, "question", out);
        JsonLineFacts.requiredString(row, "sql", out);
        JsonLineFacts.bool(row, "verified", false, out);
        JsonLineFacts.bool(row, "templated", false, out);
        if (row.path("templated").asBoolean(false) && !row.path("verified").asBoolean(false)) {
            out.add("templated: true requires verified: true (openmedallion's \"templated\" validation error)");
        }
        JsonNode params = row.get("params");
        if (params != null && !params.isNull()) {
            if (!params.isObject()) {
                out.add("params: must be a mapping or null (found " + JsonLineFacts.kind(params) + ")");
            } else {
                params.fields().forEachRemaining(slot -> {
                    if (!slot.getValue().isTextual()) {
                        out.add("params." + slot.getKey() + ": must be a string (found "
                                + JsonLineFacts.kind(slot.getValue()) + ")");
                    }
                });
            }
        }
    }

    static void harvested(JsonNode row, List<String> out) {
        JsonLineFacts.extraKeys(row, HARVEST, "", out);
        JsonLineFacts.requiredString(row, "question", out);
        JsonLineFacts.requiredString(row, "sql", out);
        JsonLineFacts.enumValue(row, "status", Set.of("candidate", "harvested"), out);
        JsonNode shape = row.get("result_shape");
        if (shape == null) {
            return;
        }
        if (!shape.isObject()) {
            out.add("result_shape: must be a mapping (found " + JsonLineFacts.kind(shape) + ")");
            return;
        }
        JsonLineFacts.extraKeys(shape, SHAPE, "result_shape.", out);
        List<String> inner = new ArrayList<>();
        JsonLineFacts.integer(shape, "rows", inner);
        JsonLineFacts.stringList(shape, "columns", inner);
        inner.forEach(p -> out.add("result_shape." + p));
    }

    static void failure(JsonNode row, List<String> out) {
        JsonLineFacts.extraKeys(row, FAILURE, "", out);
        JsonLineFacts.requiredString(row, "question", out);
        JsonLineFacts.requiredString(row, "sql", out);
        JsonLineFacts.enumValue(row, "status", Set.of("failed"), out);
    }
}
