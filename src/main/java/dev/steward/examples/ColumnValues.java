package dev.steward.examples;

import java.util.List;

/** Where slot suggestions get a column's allowed values from (the column's profile). */
@FunctionalInterface
public interface ColumnValues {

    /**
     * The accepted values of {@code column} in the tables {@code sql} reads, as text; empty when the column is not
     * categorical or unknown.
     */
    List<String> acceptedValues(String column, String sql);

    /** No profiles: suggestions then never offer allowed values. */
    static ColumnValues none() {
        return (column, sql) -> List.of();
    }
}
