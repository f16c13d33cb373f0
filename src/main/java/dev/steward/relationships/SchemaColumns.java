package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Detection input: every table's columns as DuckDB describes them, in the caller's table order (openmedallion
 * feeds silver, then gold, each sorted).
 */
public record SchemaColumns(Map<String, List<ColumnSchema>> tables) {

    public SchemaColumns {
        Map<String, List<ColumnSchema>> copy = new LinkedHashMap<>();
        tables.forEach((table, columns) -> copy.put(table, List.copyOf(columns)));
        tables = java.util.Collections.unmodifiableMap(copy);
    }

    public List<ColumnSchema> columns(String table) {
        return tables.getOrDefault(table, List.of());
    }

    public List<String> columnNames(String table) {
        return columns(table).stream().map(ColumnSchema::name).toList();
    }
}
