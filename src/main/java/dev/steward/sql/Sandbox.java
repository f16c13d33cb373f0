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
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.duckdb.DuckDBConnection;

/**
 * One project's locked-down DuckDB: an in-memory database holding only views over the project's Parquet (silver
 * by bare name, gold in schema {@code gold}). After the views exist, file access is limited to exactly the Parquet
 * files the views read (at their real paths), memory and temp disk are capped, external access is switched off
 * and the configuration is locked, so even SQL that bypassed {@link SqlGate} could not read other files, reach the
 * network, load extensions or change settings. It can still create in-memory objects: that is why every query
 * passes the gate. A DuckDB that invalidated itself after an internal error is detected and replaced by a fresh
 * one ({@link #recoverIfBroken()}).
 */
public final class Sandbox implements AutoCloseable {
    private final Project project;
    private final Path tempDir;
    private final SandboxLimits limits;
    private final FunctionPolicy functions;
    private volatile Database database;
    private volatile int reopened;

    /** One opened DuckDB with its views. */
    private record Database(DuckDBConnection connection, AllowedRelations relations, List<String> problems) {
    }

    private Sandbox(Project project, Path tempDir, SandboxLimits limits, FunctionPolicy functions) {
        this.project = project;
        this.tempDir = tempDir;
        this.limits = limits;
        this.database = openDatabase();
        this.functions = functions.withExisting(functionNames(database.connection()));
    }

    /**
     * Opens the sandbox for a project with the default limits.
     *
     * @param project   the project whose Parquet becomes views
     * @param tempDir   an app-private folder DuckDB may spill to (created if missing)
     */
    public static Sandbox open(Project project, Path tempDir) {
        return open(project, tempDir, SandboxLimits.defaults());
    }

    /** Opens the sandbox with the given memory and temp-disk limits. */
    public static Sandbox open(Project project, Path tempDir, SandboxLimits limits) {
        FunctionPolicy functions = FunctionPolicy.standard()
                .withProjectAdditions(TrustedFunctions.read(project).names());
        return new Sandbox(project, tempDir, limits, functions);
    }

    /** The names queries may use, as the gate checks them. */
    public AllowedRelations relations() {
        return database.relations();
    }

    /** The functions queries may call, including the project's trusted additions. */
    public FunctionPolicy functions() {
        return functions;
    }

    /** Tables left out because their Parquet could not be read, one readable sentence each. */
    public List<String> problems() {
        return database.problems();
    }

    /** How many times a broken DuckDB was replaced since the sandbox opened. */
    public int reopenCount() {
        return reopened;
    }

    /** A new connection to the sandboxed database; it shares the views and the locked configuration. */
    Connection connect() throws SQLException {
        return database.connection().duplicate();
    }

    /**
     * Checks that DuckDB still answers; if it does not (an INTERNAL error invalidates the whole database, and every
     * later statement then fails with "database has been invalidated"), the database is replaced by a fresh one
     * with the same views and locks. Queries running on the old one finish on their own connections.
     *
     * @return true if the database was broken and has been reopened
     */
    public synchronized boolean recoverIfBroken() {
        if (answers(database.connection())) {
            return false;
        }
        Database broken = database;
        database = openDatabase();
        reopened++;
        closeQuietly(broken.connection());
        return true;
    }

    @Override
    public void close() {
        closeQuietly(database.connection());
    }

    /** Whether the current database still answers a trivial query. */
    boolean answers() {
        return answers(database.connection());
    }

    /** For tests: the root connection, to break the database the way an internal error does. */
    DuckDBConnection rootConnection() {
        return database.connection();
    }

    private static boolean answers(DuckDBConnection connection) {
        try (Connection probe = connection.duplicate(); Statement statement = probe.createStatement();
             ResultSet rows = statement.executeQuery("SELECT 1")) {
            return rows.next();
        } catch (SQLException e) {
            return false;
        }
    }

    private static Set<String> functionNames(DuckDBConnection connection) {
        Set<String> names = new HashSet<>();
        try (Connection own = connection.duplicate(); Statement statement = own.createStatement();
             ResultSet rows = statement.executeQuery("SELECT DISTINCT function_name FROM duckdb_functions()")) {
            while (rows.next()) {
                names.add(rows.getString(1));
            }
        } catch (SQLException e) {
            throw new StewardException("Could not list DuckDB's functions: " + e.getMessage(),
                    "Reopen the project.", e);
        }
        return names;
    }

    private Database openDatabase() {
        DuckDBConnection connection = null;
        try {
            Files.createDirectories(tempDir);
            connection = DriverManager.getConnection("jdbc:duckdb:").unwrap(DuckDBConnection.class);
            List<String> problems = new ArrayList<>();
            List<ParquetTable> viewed = createViews(connection, project.tables(), problems);
            lockDown(connection, viewed, tempDir, limits);
            return new Database(connection, AllowedRelations.of(viewed), problems);
        } catch (SQLException | IOException | RuntimeException e) {
            closeQuietly(connection);
            throw new StewardException("Could not prepare the query sandbox for " + project.root() + ": "
                    + e.getMessage(), "Check that the project's Parquet files are readable (steward doctor).", e);
        }
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
                        + " AS SELECT * FROM read_parquet(" + literal(realPath(table.file())) + ")");
                viewed.add(table);
            } catch (SQLException | IOException e) {
                problems.add(table.queryName() + " (" + table.file() + ") is not queryable: " + e.getMessage());
            }
        }
        return viewed;
    }

    /**
     * The order is forced by DuckDB: allowed_paths and temp_directory cannot be changed once external access is
     * off, and nothing can be changed once the configuration is locked. Only the viewed files are allowed, at
     * their real paths (a data folder the user symlinked still works; nothing else in or beside it is readable).
     */
    private static void lockDown(Connection connection, List<ParquetTable> viewed, Path tempDir,
                                 SandboxLimits limits) throws SQLException, IOException {
        List<String> files = new ArrayList<>();
        for (ParquetTable table : viewed) {
            files.add(literal(realPath(table.file())));
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("SET allowed_directories = []");
            statement.execute("SET allowed_paths = " + files.stream().collect(Collectors.joining(", ", "[", "]")));
            statement.execute("SET temp_directory = " + literal(tempDir.toAbsolutePath().toString()));
            statement.execute("SET memory_limit = " + literal(limits.memoryLimit()));
            statement.execute("SET max_temp_directory_size = " + literal(limits.tempDirectoryMax()));
            statement.execute("SET autoinstall_known_extensions = false");
            statement.execute("SET autoload_known_extensions = false");
            statement.execute("SET enable_external_access = false");
            statement.execute("SET lock_configuration = true");
        }
    }

    private static String realPath(Path file) throws IOException {
        return file.toRealPath().toString();
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
