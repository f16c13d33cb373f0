package dev.steward.catalog;

import dev.steward.project.ParquetTable;

/** A table whose Parquet file DuckDB could not read, with the message that says which file and why. */
public record UnreadableTable(ParquetTable table, String problem) {
}
