package dev.steward.catalog;

import dev.steward.error.StewardException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a Parquet file's schema with DuckDB's {@code DESCRIBE SELECT * FROM read_parquet(...)}, the call
 * whose type spellings openmedallion's fingerprints were computed from.
 */
public final class ParquetDescriber {
    private final Connection connection;

    /** Uses (does not own) the given DuckDB connection. */
    public ParquetDescriber(Connection connection) {
        this.connection = connection;
    }

    public List<ColumnSchema> describe(Path parquetFile) {
        String sql = "DESCRIBE SELECT * FROM read_parquet(" + sqlString(parquetFile.toString()) + ")";
        List<ColumnSchema> columns = new ArrayList<>();
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                columns.add(new ColumnSchema(rows.getString("column_name"), rows.getString("column_type")));
            }
        } catch (SQLException e) {
            throw new StewardException("Could not read the schema of " + parquetFile + ": " + e.getMessage(),
                    "Check that the file is a complete Parquet file.", e);
        }
        return List.copyOf(columns);
    }

    /** A SQL string literal: single quotes doubled. */
    public static String sqlString(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
