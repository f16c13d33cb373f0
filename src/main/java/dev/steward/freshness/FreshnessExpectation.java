package dev.steward.freshness;

import java.time.Duration;
import java.util.Objects;

/**
 * A table's freshness expectation, from {@code steward/tables.yaml}:
 * {@code tables: {<table>: {freshness: {column: loaded_at, sla: PT24H}}}} or {@code {file_time: true, sla: P1D}}.
 *
 * @param table  the table's key in metadata.yaml
 * @param column the timestamp (or date) column whose maximum is the last load; null when the file time is used
 * @param sla    how old the data may be and still count as fresh
 */
public record FreshnessExpectation(String table, String column, Duration sla) {
    public FreshnessExpectation {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(sla, "sla");
        if (sla.isNegative() || sla.isZero()) {
            throw new IllegalArgumentException("an SLA is a positive duration, was " + sla);
        }
    }

    /** Whether the last load is the Parquet file's modification time. */
    public boolean fileTime() {
        return column == null;
    }

    /** How the last load is found, for answers: {@code "max(loaded_at)"} or {@code "the Parquet file's time"}. */
    public String basis() {
        return fileTime() ? "the Parquet file's time" : "max(" + column + ")";
    }
}
