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
            throw new StewardException("Could not read the schema of " + parquetFile + ": "
                    + plainReason(e.getMessage(), parquetFile), "Check that the file is a complete Parquet file "
                    + "(re-export it from the pipeline).", e);
        }
        return List.copyOf(columns);
    }

    /**
     * DuckDB's reason in one line: its first line without the error class ("Invalid Input Error: ") and without the
     * quoted path the sentence already names; the echoed statement and its {@code ^^^} marker are left to the log.
     */
    static String plainReason(String message, Path file) {
        if (message == null || message.isBlank()) {
            return "no details";
        }
        String first = message.strip().lines().findFirst().orElse("").strip();
        String reason = first.replaceFirst("^[A-Z][A-Za-z ]*Error: ", "").replace(" '" + file + "'", "")
                .replace("\"" + file + "\"", "the file").replace(file.toString(), "the file").strip();
        return reason.isEmpty() ? "no details" : reason;
    }

    /** A SQL string literal: single quotes doubled. */
    public static String sqlString(String value) {
        return "'" + value.replace("'", "''") + "'";
    }
}
