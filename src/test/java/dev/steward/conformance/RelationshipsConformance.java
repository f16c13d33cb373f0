package dev.steward.conformance;

import static dev.steward.conformance.YamlFacts.enumValue;
import static dev.steward.conformance.YamlFacts.extraKeys;
import static dev.steward.conformance.YamlFacts.isStringList;
import static dev.steward.conformance.YamlFacts.topLevelMap;
import static dev.steward.conformance.YamlFacts.typeName;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** relationships.yaml (reference §1.4): strict keys, required fields, enums, join_on a non-empty string list. */
final class RelationshipsConformance implements FileConformance {

    static final String FILE = "relationships.yaml";
    private static final Set<String> ENTRY = Set.of("from_table", "to_table", "join_on", "confidence", "status",
            "method");

    @Override
    public List<String> check(Path project) throws IOException {
        return problems(YamlFacts.load(project.resolve(FILE)).orElse(null)).stream()
                .map(p -> FILE + ": " + p).toList();
    }

    static List<String> problems(Object doc) {
        List<String> out = new ArrayList<>();
        Map<?, ?> top = topLevelMap(doc, out);
        if (top == null) {
            return out;
        }
        extraKeys(top, Set.of("relationships"), "", out);
        if (!top.containsKey("relationships")) {
            return out;
        }
        if (!(top.get("relationships") instanceof List<?> entries)) {
            out.add("relationships: must be a list (found " + typeName(top.get("relationships")) + ")");
            return out;
        }
        for (int i = 0; i < entries.size(); i++) {
            entry("relationships[" + i + "]", entries.get(i), out);
        }
        return out;
    }

    private static void entry(String at, Object value, List<String> out) {
        if (!(value instanceof Map<?, ?> entry)) {
            out.add(at + ": must be a mapping (found " + typeName(value) + ")");
            return;
        }
        extraKeys(entry, ENTRY, at + ".", out);
        for (String table : List.of("from_table", "to_table")) {
            if (!entry.containsKey(table)) {
                out.add(at + "." + table + " is required");
            } else if (!(entry.get(table) instanceof String)) {
                out.add(at + "." + table + ": must be a string (found " + typeName(entry.get(table)) + ")");
            }
        }
        Object joinOn = entry.get("join_on");
        if (!entry.containsKey("join_on")) {
            out.add(at + ".join_on is required");
        } else if (!isStringList(joinOn) || ((List<?>) joinOn).isEmpty()) {
            out.add(at + ".join_on: must be a list of at least one string (found " + typeName(joinOn) + " "
                    + joinOn + ")");
        }
        if (entry.containsKey("confidence")) {
            enumValue(entry.get("confidence"), Set.of("high", "medium", "low"), false, at + ".confidence", out);
        }
        if (entry.containsKey("status")) {
            enumValue(entry.get("status"), Set.of("draft", "approved", "stale"), false, at + ".status", out);
        }
        enumValue(entry.get("method"), Set.of("fk_naming", "lineage", "grain"), true, at + ".method", out);
    }
}
