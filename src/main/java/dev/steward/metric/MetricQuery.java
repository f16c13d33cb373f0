package dev.steward.metric;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The SQL of a metric question: the governed expression as written, over its table, grouped by the asked
 * dimensions, filtered to {@code from <= time column < to}; the two dates are bound as {@code ?} parameters.
 *
 * @param sql        the statement with two {@code ?} parameters
 * @param parameters {@code from} and {@code to}, as {@link LocalDate}s
 */
public record MetricQuery(String sql, List<Object> parameters) {
    public MetricQuery {
        parameters = List.copyOf(parameters);
    }

    /**
     * @param dimensions the asked dimensions, each one of {@code measure}'s, in the order asked
     * @param from       first day of the period
     * @param to         first day after it (exclusive)
     */
    public static MetricQuery of(MeasureSpec measure, List<String> dimensions, LocalDate from, LocalDate to) {
        if (measure.timeColumn() == null || measure.timeColumn().isBlank()) {
            throw new IllegalArgumentException("measure " + measure.name() + " has no time column");
        }
        for (String dimension : dimensions) {
            if (!measure.dimensions().contains(dimension)) {
                throw new IllegalArgumentException(dimension + " is not a dimension of " + measure.name());
            }
        }
        String grouped = dimensions.stream().map(MetricQuery::identifier).collect(Collectors.joining(", "));
        List<String> select = new ArrayList<>();
        if (!dimensions.isEmpty()) {
            select.add(grouped);
        }
        select.add(measure.expression().strip() + " AS " + identifier(columnName(measure.name())));
        String time = identifier(measure.timeColumn());
        StringBuilder sql = new StringBuilder("SELECT ").append(String.join(", ", select))
                .append(" FROM ").append(table(measure.table()))
                .append(" WHERE ").append(time).append(" >= ? AND ").append(time).append(" < ?");
        if (!dimensions.isEmpty()) {
            sql.append(" GROUP BY ").append(grouped).append(" ORDER BY ").append(grouped);
        }
        return new MetricQuery(sql.toString(), List.of(from, to));
    }

    /** A measure name as a column name: lower case letters, digits and underscores. */
    static String columnName(String name) {
        String last = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1) : name;
        String cleaned = last.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_").replaceAll("^_+|_+$", "");
        return cleaned.isEmpty() ? "value" : cleaned;
    }

    private static String table(String name) {
        return java.util.Arrays.stream(name.split("\\.")).map(MetricQuery::identifier)
                .collect(Collectors.joining("."));
    }

    private static String identifier(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
