package dev.steward.catalog;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * Histograms of every numeric and temporal column of a Parquet file in one pass: one DuckDB
 * {@code histogram()} aggregate per column over the bin number (numbers; log-scaled when min, max and mean
 * say the values are skewed) or the month/year (dates), planned from {@link ColumnAggregates}. Other columns get {@link Histogram#none()}.
 */
final class HistogramQuery {

    List<Histogram> compute(Connection connection, Path file, List<ColumnSchema> columns,
                            ColumnAggregates.Result aggregates) throws SQLException {
        List<Optional<BinPlan>> plans = new ArrayList<>();
        StringJoiner select = new StringJoiner(",\n  ", "SELECT ", "\nFROM " + SqlText.readParquet(file));
        for (int i = 0; i < columns.size(); i++) {
            Optional<BinPlan> plan = plan(columns.get(i), aggregates.columns().get(i));
            String column = SqlText.identifier(columns.get(i).name());
            plan.ifPresent(p -> select.add(p.countExpression(column)));
            plans.add(plan);
        }
        if (plans.stream().noneMatch(Optional::isPresent)) {
            return plans.stream().map(p -> Histogram.none()).toList();
        }
        List<Histogram> histograms = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery(select.toString())) {
            row.next();
            int index = 1;
            for (Optional<BinPlan> plan : plans) {
                histograms.add(plan.isEmpty() ? Histogram.none() : plan.get().histogram(counts(row, index++)));
            }
        }
        return histograms;
    }

    private static Optional<BinPlan> plan(ColumnSchema column, ColumnAggregates.Aggregate aggregate) {
        ValueKind kind = ValueKind.of(column.type());
        if (kind.isNumeric()) {
            Optional<BinPlan> skewed = LogBins.planIfSkewed(aggregate.min(), aggregate.max(), aggregate.mean())
                    .map(BinPlan.class::cast);
            return skewed.isPresent() ? skewed
                    : NumericBins.plan(kind, aggregate.min(), aggregate.max()).map(BinPlan.class::cast);
        }
        if (kind.isTemporal()) {
            return CalendarBins.plan(aggregate.min(), aggregate.max()).map(BinPlan.class::cast);
        }
        return Optional.empty();
    }

    private static Map<?, ?> counts(ResultSet row, int index) throws SQLException {
        Object value = row.getObject(index);
        return value instanceof Map<?, ?> map ? map : Map.of();
    }
}
