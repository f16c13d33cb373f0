package dev.steward.metric;

import java.util.List;
import java.util.Objects;

/**
 * A governed measure as the metric route uses it.
 *
 * @param name       the result column's name, e.g. {@code net_revenue}
 * @param table      the table it is computed on, as queries name it ({@code orders}, {@code gold.revenue})
 * @param expression the governed SQL expression, used exactly as written
 * @param dimensions the columns it may be grouped by
 * @param timeColumn the date or timestamp column a period filters on
 */
public record MeasureSpec(String name, String table, String expression, List<String> dimensions,
                          String timeColumn) {
    public MeasureSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(expression, "expression");
        dimensions = List.copyOf(dimensions);
    }
}
