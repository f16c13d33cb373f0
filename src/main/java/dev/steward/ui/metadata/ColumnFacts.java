package dev.steward.ui.metadata;

/**
 * What the review shows beside a column's description so the reviewer can judge it: the live type, sample
 * values and a line of profile statistics.
 *
 * @param name    the column name
 * @param type    the DuckDB type of the live Parquet column; empty when the column is not in the file
 * @param samples sample values, comma separated; empty when none are known
 * @param stats   e.g. {@code Categorical · 0% null · 5 distinct}; empty until profiled
 */
public record ColumnFacts(String name, String type, String samples, String stats) {
}
