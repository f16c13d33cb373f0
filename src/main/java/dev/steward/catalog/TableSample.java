package dev.steward.catalog;

import dev.steward.project.ParquetTable;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sample values of every column of a table, for the drafting prompt and {@code value_examples}: columns in
 * file order, each with up to {@link TableSampler#MAX_VALUES} YAML-safe values (empty when the column holds
 * only NULLs).
 */
public record TableSample(TableSchema schema, Map<String, List<Object>> valuesByColumn) {

    public TableSample {
        Map<String, List<Object>> copy = new LinkedHashMap<>();
        valuesByColumn.forEach((column, values) -> copy.put(column, List.copyOf(values)));
        valuesByColumn = Collections.unmodifiableMap(copy);
    }

    public ParquetTable table() {
        return schema.table();
    }

    /** The column's sample values, empty for an unknown or all-NULL column. */
    public List<Object> valuesOf(String column) {
        return valuesByColumn.getOrDefault(column, List.of());
    }
}
