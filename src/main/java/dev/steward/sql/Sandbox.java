package dev.steward.sql;

import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.duckdb.DuckDBConnection;

/**
 * One project's locked-down DuckDB: an in-memory database holding only views over the project's Parquet (silver
 * by bare name, gold in schema {@code gold}). After the views exist, file access is limited to the project's data
 * folders, external access is switched off and the configuration is locked, so even SQL that bypassed
 * {@link SqlGate} could not read other files, reach the network, load extensions or change settings. It can still
 * write inside the data folders (COPY TO) and create in-memory objects: that is why every query passes the gate.
 */
public final class Sandbox implements AutoCloseable {
    private final DuckDBConnection connection;
    private final AllowedRelations relations;
    private final List<String> problems;

    private Sandbox(DuckDBConnection connection, AllowedRelations relations, List<String> problems) {
        this.connection = connection;
        this.relations = relations;
        this.problems = List.copyOf(problems);
    }

    /**
     * Opens the sandbox for a project.
     *
     * @param project   the project whose Parquet becomes views
     * @param tempDir   an app-private folder DuckDB may spill to (created if missing)
     */
    public static Sandbox open(Project project, Path tempDir) {
        DuckDBConnection connection = null;
        try {
            Files.createDirectories(tempDir);
            connection = DriverManager.getConnection("jdbc:duckdb:").unwrap(DuckDBConnection.class);
            List<String> problems = new ArrayList<>();
            List<ParquetTable> viewed = createViews(connection, project.tables(), problems);
            lockDown(connection, project.dataDirs(), tempDir);
            return new Sandbox(connection, AllowedRelations.of(viewed), problems);
        } catch (SQLException | IOException | RuntimeException e) {
            closeQuietly(connection);
            throw new StewardException("Could not prepare the query sandbox for " + project.root() + ": "
                    + e.getMessage(), "Check that the project's Parquet files are readable (steward doctor).", e);
        }
    }

    /** The names queries may use, as the gate checks them. */
    public AllowedRelations relations() {
        return relations;
    }

    /** Tables left out because their Parquet could not be read, one readable sentence each. */
    public List<String> problems() {
        return problems;
    }

    /** A new connection to the sandboxed database; it shares the views and the locked configuration. */
    Connection connect() throws SQLException {
        return connection.duplicate();
    }

    @Override
    public void close() {
        closeQuietly(connection);
    }

    /** One broken Parquet file must not take the other tables down with it: it is left out and reported. */
    private static List<ParquetTable> createViews(Connection connection, List<ParquetTable> tables,
                                                  List<String> problems) throws SQLException {
        List<ParquetTable> viewed = new ArrayList<>();
        try (Statement schema = connection.createStatement()) {
            schema.execute("CREATE SCHEMA gold");
        }
        for (ParquetTable table : tables) {
            String schema = table.layer() == Layer.GOLD ? "gold." : "";
            try (Statement statement = connection.createStatement()) {
                statement.execute("CREATE VIEW " + schema + identifier(table.name())
                        + " AS SELECT * FROM read_parquet(" + literal(table.file().toAbsolutePath().toString())
                        + ")");
                viewed.add(table);
            } catch (SQLException e) {
                problems.add(table.queryName() + " (" + table.file() + ") is not queryable: " + e.getMessage());
            }
        }
        return viewed;
    }

    /**
     * The order is forced by DuckDB: allowed_directories and temp_directory cannot be changed once external
     * access is off, and nothing can be changed once the configuration is locked.
     */
    private static void lockDown(Connection connection, List<Path> dataDirs, Path tempDir) throws SQLException {
        String allowed = dataDirs.stream()
                .map(dir -> literal(withTrailingSeparator(dir)))
                .collect(Collectors.joining(", ", "[", "]"));
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET allowed_directories = " + allowed);
            statement.execute("SET temp_directory = " + literal(tempDir.toAbsolutePath().toString()));
            statement.execute("SET autoinstall_known_extensions = false");
            statement.execute("SET autoload_known_extensions = false");
            statement.execute("SET enable_external_access = false");
            statement.execute("SET lock_configuration = true");
        }
    }

    /** A trailing separator so that {@code /data/silver} does not also open {@code /data/silver-old}. */
    private static String withTrailingSeparator(Path dir) {
        String path = dir.toAbsolutePath().normalize().toString();
        String separator = dir.getFileSystem().getSeparator();
        return path.endsWith(separator) ? path : path + separator;
    }

    /** A SQL identifier: double quotes, embedded ones doubled. */
    static String identifier(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    /** A SQL string literal: single quotes, embedded ones doubled. */
    static String literal(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    private static void closeQuietly(Connection connection) {
        if (connection == null) {
            return;
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // Closing an in-memory database only frees memory; nothing to report to the user.
        }
    }
}
