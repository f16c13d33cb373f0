package dev.steward.catalog;

import dev.steward.project.ParquetTable;
import java.util.List;

/**
 * A table's live schema: its columns in file order, as DuckDB's DESCRIBE spells them, and their
 * openmedallion-compatible {@link SchemaFingerprint}.
 */
public record TableSchema(ParquetTable table, List<ColumnSchema> columns, String fingerprint) {

    public TableSchema {
        columns = List.copyOf(columns);
    }

    public static TableSchema of(ParquetTable table, List<ColumnSchema> columns) {
        return new TableSchema(table, columns, SchemaFingerprint.of(columns));
    }
}
