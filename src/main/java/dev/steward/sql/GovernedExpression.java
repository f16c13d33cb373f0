package dev.steward.sql;

import java.util.Objects;

/**
 * A governed measure a query must compute unchanged: the approved definition version it comes from, its SQL
 * expression and the table it is computed on.
 *
 * @param label      who governs it, for messages, e.g. {@code "metric.net_revenue v2 (ev.nr.v2)"}
 * @param expression the expression, e.g. {@code SUM(amount) FILTER (WHERE stage = 'closed_won')}
 * @param table      the table it is computed on, as queries name it ({@code orders}, {@code gold.revenue})
 */
public record GovernedExpression(String label, String expression, String table) {
    public GovernedExpression {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(expression, "expression");
        Objects.requireNonNull(table, "table");
    }
}
