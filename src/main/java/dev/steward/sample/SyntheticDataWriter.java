package dev.steward.sample;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.project.Layer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Fills planned tables with DuckDB SQL and writes each to {@code silverDir/<table>.parquet}. Every value is a
 * function of (seed, table, column, row number) through DuckDB's {@code hash}, so the data is the same on every
 * run and needs no Java-side loop: categoricals and foreign keys are skewed towards their first values (a few
 * customers place most orders), dates span 2021-2024 for facts and 2019-2024 for dimensions, and the last
 * foreign key of a fact is empty in about one row in seven.
 */
final class SyntheticDataWriter {
    private final Connection connection;
    private final long seed;

    /** @param connection a DuckDB connection used single-threaded, so row groups are the same every run */
    SyntheticDataWriter(Connection connection, long seed) {
        this.connection = connection;
        this.seed = seed;
    }

    List<GeneratedTable> write(List<SyntheticTable> tables, Path silverDir) throws SQLException, IOException {
        Map<String, Long> rows = tables.stream().collect(Collectors.toMap(SyntheticTable::name, SyntheticTable::rows));
        Files.createDirectories(silverDir);
        List<GeneratedTable> written = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET threads = 1");
            for (SyntheticTable table : tables) {
                statement.execute(createSql(table, rows::get));
                written.add(copyToParquet(statement, table, silverDir));
                statement.execute("DROP TABLE " + table.name());
            }
        }
        return List.copyOf(written);
    }

    String createSql(SyntheticTable table, Function<String, Long> rowsOf) {
        List<String> columns = new ArrayList<>();
        columns.add("i::" + (table.fact() ? "BIGINT" : "INTEGER") + " AS " + table.keyColumn());
        if (!table.fact()) {
            columns.add("'" + capitalised(table.label()) + " ' || lpad(i::VARCHAR, 6, '0') AS name");
        }
        for (int k = 0; k < table.foreignKeys().size(); k++) {
            PlannedJoin key = table.foreignKeys().get(k);
            String value = "(1 + floor(pow(" + uniform(table, key.column()) + ", 2) * " + rowsOf.apply(key.toTable())
                    + "))::INTEGER";
            boolean optional = table.fact() && k == table.foreignKeys().size() - 1 && k > 0;
            columns.add((optional ? "CASE WHEN " + uniform(table, key.column() + "#null") + " < 0.15 THEN NULL ELSE "
                    + value + " END" : value) + " AS " + key.column());
        }
        columns.add(categorical(table));
        columns.add(table.fact()
                ? "DATE '2021-01-01' + floor(" + uniform(table, table.dateColumn()) + " * 1461)::INTEGER AS "
                        + table.dateColumn()
                : "DATE '2019-01-01' + floor(" + uniform(table, "created_on") + " * 2191)::INTEGER AS created_on");
        if (table.fact()) {
            columns.add("round(5 + pow(" + uniform(table, "amount") + ", 3) * 4995, 2)::DECIMAL(12,2) AS amount");
            columns.add("(1 + floor(pow(" + uniform(table, "quantity") + ", 3) * 20))::INTEGER AS quantity");
        }
        return "CREATE TABLE " + table.name() + " AS SELECT " + String.join(", ", columns)
                + " FROM range(1, " + (table.rows() + 1) + ") r(i)";
    }

    private String categorical(SyntheticTable table) {
        List<String> values = table.categorical().values();
        String list = values.stream().map(v -> "'" + v + "'").collect(Collectors.joining(", ", "[", "]"));
        return "list_element(" + list + ", (1 + floor(pow(" + uniform(table, table.categorical().column())
                + ", 2.2) * " + values.size() + "))::INTEGER) AS " + table.categorical().column();
    }

    /** A number in [0, 1) that depends only on the seed, the table, the column and the row. */
    private String uniform(SyntheticTable table, String column) {
        return "((hash(i, " + seed + "::BIGINT, '" + table.name() + "." + column + "') % 1000003) / 1000003.0)";
    }

    private static GeneratedTable copyToParquet(Statement statement, SyntheticTable table, Path silverDir)
            throws SQLException, IOException {
        Path target = silverDir.resolve(table.name() + ".parquet");
        Path temporary = silverDir.resolve("." + table.name() + ".parquet.tmp");
        try {
            statement.execute("COPY (SELECT * FROM " + table.name() + " ORDER BY " + table.keyColumn() + ") TO "
                    + ParquetDescriber.sqlString(temporary.toString()) + " (FORMAT parquet)");
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return new GeneratedTable(table.name(), Layer.SILVER, target, table.rows());
    }

    private static String capitalised(String label) {
        String words = label.replace('_', ' ');
        return words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }
}
