package dev.steward.metadata;

import java.util.List;

/**
 * How a table's live Parquet schema differs from the one its metadata was approved against
 * (Steward's {@code schema_delta} field).
 */
public record SchemaDelta(List<String> added, List<String> removed, List<RetypedColumn> retyped) {

    public SchemaDelta {
        added = added == null ? List.of() : List.copyOf(added);
        removed = removed == null ? List.of() : List.copyOf(removed);
        retyped = retyped == null ? List.of() : List.copyOf(retyped);
    }

    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty() && retyped.isEmpty();
    }

    /** A column whose DuckDB type changed, e.g. {@code amount: DOUBLE -> DECIMAL(18,2)}. */
    public record RetypedColumn(String column, String from, String to) {
    }
}
