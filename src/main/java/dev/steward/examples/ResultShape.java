package dev.steward.examples;

import java.util.List;

/** The size of the answer a thumbs-up was given to: row count and column names. */
public record ResultShape(long rows, List<String> columns) {

    public ResultShape {
        columns = columns == null ? List.of() : List.copyOf(columns);
    }

    public static ResultShape empty() {
        return new ResultShape(0, List.of());
    }
}
