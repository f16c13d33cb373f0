package dev.steward.metadata;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSample;
import dev.steward.project.Layer;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one drafted table into metadata.yaml as span edits, so nothing outside that table's entry changes.
 * A new entry, or a bare one (no description yet, e.g. added by {@code refresh}), is written whole in
 * openmedallion's key order. An entry that already has wording is edited field by field: its key order,
 * comments and flow style stay, columns no longer in the Parquet are removed and new ones appended.
 * Values the draft leaves empty (no synonyms, an all-NULL column's examples) are removed, as openmedallion
 * leaves nulls out.
 */
final class DraftWriter {
    private static final List<String> PROFILE_KEYS = List.of("dtype", "stats", "accepted_values");

    /**
     * The document with the table's entry drafted.
     *
     * @param existing the entry before drafting, or null for a new one
     * @param profile  column name to profile fields, or null when not profiling
     */
    YamlDocument write(YamlDocument document, String key, Layer layer, TableMetadata existing, TableSample sample,
                       DraftedTable draft, Map<String, Map<String, Object>> profile) {
        YamlPath table = YamlPath.of("tables", key);
        if (existing == null || existing.description() == null && existing.synonyms() == null
                || !(document.get(table).orElse(null) instanceof YamlNode.Mapping)) {
            return document.edit().putEntry(YamlPath.of("tables"), key, wholeEntry(layer, sample, draft, profile))
                    .apply();
        }
        YamlEdits edits = document.edit();
        put(edits, table, "description", draft.description());
        edits.putEntry(table, "status", TableStatus.DRAFT.yamlName());
        put(edits, table, "synonyms", nonEmpty(draft.synonyms()));
        edits.removeEntry(table, "stale_reason").removeEntry(table, "schema_delta");
        if (!sample.schema().fingerprint().equals(existing.schemaHash())) {
            edits.putEntry(table, "schema_hash", sample.schema().fingerprint()); // an equal hash keeps its bytes
        }
        writeColumns(document, edits, table, sample, draft, profile);
        return edits.apply();
    }

    private static void writeColumns(YamlDocument document, YamlEdits edits, YamlPath table, TableSample sample,
                                     DraftedTable draft, Map<String, Map<String, Object>> profile) {
        YamlPath columns = table.child("columns");
        if (!(document.get(columns).orElse(null) instanceof YamlNode.Mapping)) {
            edits.putEntry(table, "columns", columnMap(sample, draft, profile));
            return;
        }
        List<String> live = sample.schema().columns().stream().map(ColumnSchema::name).toList();
        for (String gone : document.keys(columns)) {
            if (!live.contains(gone)) {
                edits.removeEntry(columns, gone);
            }
        }
        for (String name : live) {
            Map<String, Object> fields = columnFields(name, sample, draft, profile);
            YamlPath column = columns.child(name);
            if (document.get(column).orElse(null) instanceof YamlNode.Mapping) {
                fields.forEach((field, value) -> put(edits, column, field, value));
            } else {
                fields.values().removeIf(java.util.Objects::isNull);
                edits.putEntry(columns, name, fields);
            }
        }
    }

    private static Map<String, Object> wholeEntry(Layer layer, TableSample sample, DraftedTable draft,
                                                  Map<String, Map<String, Object>> profile) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("layer", layer.yamlName());
        entry.put("description", draft.description());
        entry.put("status", TableStatus.DRAFT.yamlName());
        if (!draft.synonyms().isEmpty()) {
            entry.put("synonyms", draft.synonyms());
        }
        entry.put("columns", columnMap(sample, draft, profile));
        entry.put("schema_hash", sample.schema().fingerprint());
        return entry;
    }

    private static Map<String, Object> columnMap(TableSample sample, DraftedTable draft,
                                                 Map<String, Map<String, Object>> profile) {
        Map<String, Object> columns = new LinkedHashMap<>();
        for (ColumnSchema column : sample.schema().columns()) {
            Map<String, Object> fields = columnFields(column.name(), sample, draft, profile);
            fields.values().removeIf(java.util.Objects::isNull);
            columns.put(column.name(), fields);
        }
        return columns;
    }

    /** A column's fields in openmedallion's order; null means "leave out / remove". */
    private static Map<String, Object> columnFields(String name, TableSample sample, DraftedTable draft,
                                                    Map<String, Map<String, Object>> profile) {
        DraftedTable.ColumnDraft wording = draft.columns().get(name);
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("description", wording.description());
        fields.put("value_examples", nonEmpty(sample.valuesOf(name)));
        fields.put("synonyms", nonEmpty(wording.synonyms()));
        if (profile != null) {
            Map<String, Object> profiled = profile.getOrDefault(name, Map.of());
            PROFILE_KEYS.forEach(field -> fields.put(field, profiled.get(field)));
        }
        return fields;
    }

    private static void put(YamlEdits edits, YamlPath map, String key, Object value) {
        if (value == null) {
            edits.removeEntry(map, key);
        } else {
            edits.putEntry(map, key, value);
        }
    }

    private static <T> List<T> nonEmpty(List<T> values) {
        return values == null || values.isEmpty() ? null : values;
    }
}
