package dev.steward.metadata;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a person changed before approving a table: only the fields given are written, everything else in the
 * entry stays as it is (openmedallion's deep merge). A null field means "unchanged".
 *
 * @param description the table's new description
 * @param synonyms    the table's new synonyms
 * @param columns     per-column changes, by column name
 */
public record TableEdit(String description, List<String> synonyms, Map<String, ColumnEdit> columns) {

    public TableEdit {
        synonyms = synonyms == null ? null : List.copyOf(synonyms);
        columns = columns == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(columns));
    }

    /** No change: approve as drafted. */
    public static TableEdit none() {
        return new TableEdit(null, null, Map.of());
    }

    public boolean isEmpty() {
        return description == null && synonyms == null && columns.isEmpty();
    }

    /** A column's new description and/or synonyms; null means unchanged. */
    public record ColumnEdit(String description, List<String> synonyms) {
        public ColumnEdit {
            synonyms = synonyms == null ? null : List.copyOf(synonyms);
        }
    }
}
