package dev.steward.sample;

import dev.steward.catalog.ParquetDescriber;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Test helper: an in-memory DuckDB with a view per Parquet table of a sample-shaped project, silver
 * tables under their bare name and gold tables in schema {@code gold}, the way Steward queries them.
 */
final class SampleProjectDatabase implements AutoCloseable {
    /** The committed sample, relative to the Maven base directory the tests run in. */
    static final Path COMMITTED = Path.of("sample-projects", "sales_intelligence_demo");

    final Connection connection;

    SampleProjectDatabase(Path projectDir) throws SQLException, IOException {
        connection = DriverManager.getConnection("jdbc:duckdb:");
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE SCHEMA gold");
            for (Path file : parquetIn(SalesDemoGenerator.silverDir(projectDir))) {
                statement.execute("CREATE VIEW \"" + stem(file) + "\" AS SELECT * FROM read_parquet("
                        + ParquetDescriber.sqlString(file.toAbsolutePath().toString()) + ")");
            }
            for (Path file : parquetIn(SalesDemoGenerator.goldDir(projectDir))) {
                statement.execute("CREATE VIEW gold.\"" + stem(file) + "\" AS SELECT * FROM read_parquet("
                        + ParquetDescriber.sqlString(file.toAbsolutePath().toString()) + ")");
            }
        }
    }

    static List<Path> parquetIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".parquet")).sorted().toList();
        }
    }

    static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".parquet".length());
    }

    long count(String sql) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Every row of a query as strings, for readable assertion messages. */
    List<List<String>> rows(String sql) throws SQLException {
        List<List<String>> result = new ArrayList<>();
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            int columns = rows.getMetaData().getColumnCount();
            while (rows.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= columns; i++) {
                    row.add(rows.getString(i));
                }
                result.add(row);
            }
        }
        return result;
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
