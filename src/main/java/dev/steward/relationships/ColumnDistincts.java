package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Per table, in one DuckDB query: its rows and each column's non-null and distinct counts, read once and kept.
 * From them, some column sets are provably not unique without a query per candidate: a shared-column candidate
 * whose columns are not unique on either side is contradicted whatever its orphans, and a 150-table schema has
 * thousands of such pairs ({@code status}, {@code quantity} in every fact table).
 */
final class ColumnDistincts {
    private final Connection connection;
    private final SchemaColumns schema;
    private final java.util.function.Function<String, String> scan;
    private final Map<String, Stats> byTable = new HashMap<>();

    /** {@code scan} gives the SQL that reads a table ({@code read_parquet('...')}). */
    ColumnDistincts(Connection connection, SchemaColumns schema, java.util.function.Function<String, String> scan) {
        this.connection = connection;
        this.schema = schema;
        this.scan = scan;
    }

    private record Stats(long rows, Map<String, long[]> columns) {
    }

    /**
     * True when {@code columns} cannot be unique over {@code table}'s rows whose columns are all non-null: even
     * if every combination of their distinct values occurred once, there are more such rows than combinations.
     */
    boolean provablyNotUnique(String table, List<String> columns) {
        Stats stats = byTable.computeIfAbsent(table, this::read);
        long nulls = 0;
        double combinations = 1;
        for (String column : columns) {
            long[] counts = stats.columns().get(column);
            if (counts == null) {
                return false;
            }
            nulls += stats.rows() - counts[0];
            combinations *= counts[1];
        }
        return stats.rows() - nulls > combinations;
    }

    private Stats read(String table) {
        List<ColumnSchema> columns = schema.columns(table);
        String select = columns.stream().map(c -> RelationshipVerifier.quoteIdentifier(c.name()))
                .map(q -> "count(" + q + "), count(DISTINCT " + q + ")").collect(Collectors.joining(", "));
        String sql = "SELECT count(*)" + (select.isEmpty() ? "" : ", " + select) + " FROM " + scan.apply(table);
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            Map<String, long[]> counts = new HashMap<>();
            for (int i = 0; i < columns.size(); i++) {
                counts.put(columns.get(i).name(), new long[] {row.getLong(2 + 2 * i), row.getLong(3 + 2 * i)});
            }
            return new Stats(row.getLong(1), counts);
        } catch (SQLException e) {
            throw new StewardException("Could not count the distinct values of '" + table + "': " + e.getMessage(),
                    "Check that its Parquet file is readable.", e);
        }
    }
}
