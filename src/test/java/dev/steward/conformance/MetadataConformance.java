package dev.steward.conformance;

import static dev.steward.conformance.YamlFacts.enumValue;
import static dev.steward.conformance.YamlFacts.extraKeys;
import static dev.steward.conformance.YamlFacts.isOptionalString;
import static dev.steward.conformance.YamlFacts.isStringList;
import static dev.steward.conformance.YamlFacts.topLevelMap;
import static dev.steward.conformance.YamlFacts.typeName;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * metadata.yaml alone (what {@code approve} validates) and merged with metadata_enhancements.yaml (what
 * {@code load_metadata} validates): reference §1.2 and §1.3.
 */
final class MetadataConformance implements FileConformance {

    static final String METADATA = "metadata.yaml";
    static final String OVERLAY = "metadata_enhancements.yaml";
    private static final Set<String> TOP = Set.of("tables", "glossary");
    private static final Set<String> TABLE = Set.of("layer", "description", "status", "synonyms", "columns",
            "schema_hash");
    private static final Set<String> COLUMN = Set.of("description", "value_examples", "synonyms", "dtype", "stats",
            "accepted_values");

    @Override
    public List<String> check(Path project) throws IOException {
        Optional<Object> base = YamlFacts.load(project.resolve(METADATA));
        Optional<Object> overlay = YamlFacts.load(project.resolve(OVERLAY));
        List<String> alone = problems(base.orElse(null));
        List<String> out = new ArrayList<>(alone.stream().map(p -> METADATA + ": " + p).toList());
        if (overlay.isPresent()) {
            List<String> merged = problems(OverlayMerge.merge(base.orElse(null), overlay.get()));
            merged.stream().filter(p -> !alone.contains(p))
                    .forEach(p -> out.add(OVERLAY + " (merged over " + METADATA + "): " + p));
        }
        return out;
    }

    /** The violations of one (already merged) document, with pydantic-style locations. */
    static List<String> problems(Object doc) {
        List<String> out = new ArrayList<>();
        Map<?, ?> top = topLevelMap(doc, out);
        if (top == null) {
            return out;
        }
        extraKeys(top, TOP, "", out);
        if (top.containsKey("tables")) {
            tables(top.get("tables"), out);
        }
        glossary(top.get("glossary"), out);
        return out;
    }

    private static void tables(Object tables, List<String> out) {
        if (!(tables instanceof Map<?, ?> map)) {
            out.add("tables: must be a mapping of table name to table (found " + typeName(tables) + ")");
            return;
        }
        map.forEach((name, table) -> {
            if (!(name instanceof String)) {
                out.add("tables." + name + ": a table name must be a string");
            }
            table("tables." + name, table, out);
        });
    }

    private static void table(String at, Object value, List<String> out) {
        if (!(value instanceof Map<?, ?> table)) {
            out.add(at + ": must be a mapping (found " + typeName(value) + ")");
            return;
        }
        extraKeys(table, TABLE, at + ".", out);
        if (!table.containsKey("layer")) {
            out.add(at + ".layer is required");
        } else {
            enumValue(table.get("layer"), Set.of("silver", "gold"), false, at + ".layer", out);
        }
        if (table.containsKey("status")) {
            enumValue(table.get("status"), Set.of("draft", "approved", "stale"), false, at + ".status", out);
        }
        optionalString(table, "description", at, out);
        optionalString(table, "schema_hash", at, out);
        optionalStringList(table, "synonyms", at, out);
        if (table.containsKey("columns")) {
            columns(at + ".columns", table.get("columns"), out);
        }
    }

    private static void columns(String at, Object value, List<String> out) {
        if (!(value instanceof Map<?, ?> columns)) {
            out.add(at + ": must be a mapping of column name to column (found " + typeName(value) + ")");
            return;
        }
        columns.forEach((name, column) -> {
            String where = at + "." + name;
            if (!(name instanceof String)) {
                out.add(where + ": a column name must be a string");
            }
            if (!(column instanceof Map<?, ?> fields)) {
                out.add(where + ": must be a mapping (found " + typeName(column) + ")");
                return;
            }
            extraKeys(fields, COLUMN, where + ".", out);
            optionalString(fields, "description", where, out);
            optionalString(fields, "dtype", where, out);
            optionalStringList(fields, "synonyms", where, out);
            optionalOf(fields, "value_examples", List.class, where, out);
            optionalOf(fields, "accepted_values", List.class, where, out);
            optionalOf(fields, "stats", Map.class, where, out);
        });
    }

    private static void glossary(Object value, List<String> out) {
        if (value == null) {
            return;
        }
        if (!(value instanceof Map<?, ?> terms)) {
            out.add("glossary: must be a mapping of term to text (found " + typeName(value) + ")");
            return;
        }
        terms.forEach((term, text) -> {
            if (!(term instanceof String)) {
                out.add("glossary." + term + ": a term must be a string");
            }
            if (!(text instanceof String)) {
                out.add("glossary." + term + ": must be a string (found " + typeName(text) + ")");
            }
        });
    }

    private static void optionalString(Map<?, ?> map, String key, String at, List<String> out) {
        if (!isOptionalString(map.get(key))) {
            out.add(at + "." + key + ": must be a string (found " + typeName(map.get(key)) + ")");
        }
    }

    private static void optionalStringList(Map<?, ?> map, String key, String at, List<String> out) {
        Object value = map.get(key);
        if (value != null && !isStringList(value)) {
            out.add(at + "." + key + ": must be a list of strings (found " + typeName(value) + ")");
        }
    }

    private static void optionalOf(Map<?, ?> map, String key, Class<?> type, String at, List<String> out) {
        Object value = map.get(key);
        if (value != null && !type.isInstance(value)) {
            out.add(at + "." + key + ": must be a " + (type == Map.class ? "mapping" : "list") + " (found "
                    + typeName(value) + ")");
        }
    }

    /** §1.3 {@code _deep_merge}: maps recurse, anything else in the overlay replaces the base value. */
    static final class OverlayMerge {

        private OverlayMerge() {
        }

        static Object merge(Object base, Object overlay) {
            if (base instanceof Map<?, ?> b && overlay instanceof Map<?, ?> o) {
                Map<Object, Object> merged = new LinkedHashMap<>(b);
                o.forEach((key, value) -> merged.put(key, merge(b.get(key), value)));
                return merged;
            }
            return overlay;
        }
    }
}
