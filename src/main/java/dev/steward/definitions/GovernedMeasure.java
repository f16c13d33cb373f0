package dev.steward.definitions;

import java.util.List;
import java.util.Objects;

/**
 * A metric version's governed SQL expression on one table, e.g. {@code SUM(amount) FILTER (WHERE stage =
 * 'closed_won')} on {@code orders}.
 *
 * @param table      the table the expression reads
 * @param expression the aggregate expression, as the source wrote it
 * @param dimensions the columns it may be sliced by
 * @param timeColumn the column a reporting period filters, or null
 */
public record GovernedMeasure(String table, String expression, List<String> dimensions, String timeColumn) {
    public GovernedMeasure {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(expression, "expression");
        dimensions = dimensions == null ? List.of() : List.copyOf(dimensions);
    }
}
