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
 * Ranks the values of every column of one Parquet file in ONE query: a UNION ALL of one branch per column,
 * each {@code GROUP BY col ORDER BY count DESC, col LIMIT k}. DuckDB reads only that column for each branch
 * and uses a top-k operator, which measured ~2x faster on 1M rows than GROUPING SETS with a window ranking.
 * Ordering ties by the typed column (not its text) makes 2 come before 10 and the result exact and repeatable.
 */
final class ValueRanking {
    private final int limit;
    private final boolean countDistinct;

    /**
     * @param limit         how many values to keep per column
     * @param countDistinct also count each column's distinct values (a window over all groups; sampling skips it)
     */
    ValueRanking(int limit, boolean countDistinct) {
        this.limit = limit;
        this.countDistinct = countDistinct;
    }

    List<RankedValues> rank(Connection connection, Path file, List<ColumnSchema> columns) throws SQLException {
        List<List<ValueCount>> tops = new ArrayList<>();
        long[] distinct = new long[columns.size()];
        columns.forEach(c -> tops.add(new ArrayList<>()));
        if (!columns.isEmpty()) {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery(sql(file, columns))) {
                while (rows.next()) {
                    int column = rows.getInt(1);
                    ValueKind kind = ValueKind.of(columns.get(column).type());
                    tops.get(column).add(new ValueCount(SafeValues.fromDuckDbText(kind, rows.getString(2)),
                            rows.getLong(3)));
                    distinct[column] = rows.getLong(4);
                }
            }
        }
        List<RankedValues> ranked = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            ranked.add(new RankedValues(tops.get(i), distinct[i]));
        }
        return ranked;
    }

    private String sql(Path file, List<ColumnSchema> columns) {
        StringJoiner branches = new StringJoiner("\nUNION ALL\n");
        for (int i = 0; i < columns.size(); i++) {
            branches.add(branch(i, SqlText.identifier(columns.get(i).name()), SqlText.readParquet(file)));
        }
        return "SELECT col, val, n, d FROM (\n" + branches + "\n) ORDER BY col, rnk";
    }

    private String branch(int index, String column, String source) {
        String top = "SELECT " + column + " AS v, count(*) AS n, "
                + (countDistinct ? "count(*) OVER ()" : "0") + " AS d FROM " + source
                + " WHERE " + column + " IS NOT NULL GROUP BY " + column
                + " ORDER BY n DESC, " + column + " LIMIT " + limit;
        // Re-rank the k kept rows: UNION ALL does not promise to keep each branch's order.
        return "(SELECT " + index + " AS col, CAST(v AS VARCHAR) AS val, n, d,"
                + " row_number() OVER (ORDER BY n DESC, v) AS rnk FROM (" + top + "))";
    }
}
