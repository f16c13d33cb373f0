package dev.steward.catalog;

/** One column as DuckDB's DESCRIBE reports it: name and DuckDB type spelling (e.g. {@code DECIMAL(18,2)}). */
public record ColumnSchema(String name, String type) {
}
