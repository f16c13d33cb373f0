package dev.steward.catalog;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * One aggregate pass over a Parquet file: the row count and, per column, the non-null count, and min/max
 * (as DuckDB text) for numeric and temporal columns plus the mean for numeric ones — over finite values only,
 * so NaN and infinities neither poison the mean nor stretch a histogram.
 */
final class ColumnAggregates {

    /** One column's aggregates; min, max and mean are null where they do not apply or nothing was finite. */
    record Aggregate(long nonNull, String min, String max, Double mean) {
    }

    /** The table's row count and its columns' aggregates in column order. */
    record Result(long rowCount, List<Aggregate> columns) {
    }

    Result compute(Connection connection, Path file, List<ColumnSchema> columns) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery(sql(file, columns))) {
            row.next();
            List<Aggregate> aggregates = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                int first = 2 + 4 * i;
                long nonNull = row.getLong(first);
                String min = row.getString(first + 1);
                String max = row.getString(first + 2);
                double mean = row.getDouble(first + 3);
                aggregates.add(new Aggregate(nonNull, min, max, row.wasNull() ? null : mean));
            }
            return new Result(row.getLong(1), aggregates);
        }
    }

    private static String sql(Path file, List<ColumnSchema> columns) {
        StringJoiner select = new StringJoiner(",\n  ", "SELECT ", "");
        select.add("count(*)");
        for (ColumnSchema column : columns) {
            String name = SqlText.identifier(column.name());
            ValueKind kind = ValueKind.of(column.type());
            select.add("count(" + name + ")");
            boolean ranged = kind.isNumeric() || kind.isTemporal();
            String finite = kind == ValueKind.FLOATING || kind.isTemporal()
                    ? " FILTER (WHERE isfinite(" + name + "))" : "";
            select.add(ranged ? "CAST(min(" + name + ")" + finite + " AS VARCHAR)" : "NULL");
            select.add(ranged ? "CAST(max(" + name + ")" + finite + " AS VARCHAR)" : "NULL");
            select.add(kind.isNumeric() ? "CAST(avg(CAST(" + name + " AS DOUBLE))" + finite + " AS DOUBLE)" : "NULL");
        }
        return select + "\nFROM " + SqlText.readParquet(file);
    }
}
