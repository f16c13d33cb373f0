package dev.steward.catalog;

import dev.steward.error.StewardException;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.project.TableNameClash;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The DuckDB view of one open project: a single in-memory DuckDB connection over the project's Parquet,
 * opened lazily or by {@link #warm()} (the first DuckDB connection in a JVM costs about half a second of
 * native loading, so the app warms it off the UI thread).
 *
 * <p>Thread-safety: every use of the connection is serialized by one lock, so background jobs may share a
 * catalog freely. Serializing costs little, because DuckDB already spreads each query over all cores.
 * Timestamps with time zone are rendered in UTC so samples and profiles do not depend on the machine.
 *
 * <p>Cancellation: a job is cancelled by interrupting its thread; the catalog checks before each DuckDB
 * statement it runs for the job (each table of {@link #describeAll()}, each pass of a profile) and then throws
 * {@link CancellationException}. A statement already running finishes first (about a second on 1M rows).
 */
public final class Catalog implements AutoCloseable {
    private final List<ParquetTable> tables;
    private final List<TableNameClash> nameClashes;
    private final ReentrantLock lock = new ReentrantLock();
    private Connection connection; // guarded by lock
    private boolean closed; // guarded by lock

    /** The project's tables; its name clashes ({@link Project#nameClashes()}) are listed as unreadable. */
    public Catalog(Project project) {
        this(project.tables(), project.nameClashes());
    }

    /** A catalog over the given tables (silver then gold, as {@link Project#tables()} lists them). */
    public Catalog(List<ParquetTable> tables) {
        this(tables, List.of());
    }

    private Catalog(List<ParquetTable> tables, List<TableNameClash> nameClashes) {
        this.tables = List.copyOf(tables);
        this.nameClashes = List.copyOf(nameClashes);
    }

    public List<ParquetTable> tables() {
        return tables;
    }

    /** Opens the DuckDB connection now (it is otherwise opened on first use). Safe to call more than once. */
    public void warm() {
        withConnection(c -> null);
    }

    /** The table's columns in file order, with DuckDB's DESCRIBE type spellings. */
    public List<ColumnSchema> describe(ParquetTable table) {
        return withConnection(c -> new ParquetDescriber(c).describe(table.file()));
    }

    /** openmedallion's fingerprint of the table's live schema. */
    public String fingerprint(ParquetTable table) {
        return schema(table).fingerprint();
    }

    public TableSchema schema(ParquetTable table) {
        return TableSchema.of(table, describe(table));
    }

    /**
     * Describes every table, one DESCRIBE per file (DuckDB reads only the Parquet footer; about 1-2 ms per
     * file). A file DuckDB cannot read is listed as unreadable instead of failing the whole scan, and so is each
     * file of a name clash (names that differ only in case), with the sentence naming the colliding files.
     */
    public SchemaScan describeAll() {
        List<TableSchema> schemas = new ArrayList<>();
        List<UnreadableTable> unreadable = new ArrayList<>();
        for (TableNameClash clash : nameClashes) {
            clash.tables().forEach(table -> unreadable.add(new UnreadableTable(table, clash.message())));
        }
        withConnection(c -> {
            ParquetDescriber describer = new ParquetDescriber(c);
            for (ParquetTable table : tables) {
                stopIfCancelled();
                try {
                    schemas.add(TableSchema.of(table, describer.describe(table.file())));
                } catch (StewardException e) {
                    unreadable.add(new UnreadableTable(table, e.getMessage()));
                }
            }
            return null;
        });
        return new SchemaScan(schemas, unreadable);
    }

    /**
     * Runs SQL over one table's Parquet while holding the connection; a DuckDB error becomes a
     * {@link StewardException} that names the file (a corrupt or truncated Parquet file lands here).
     */
    public <T> T query(ParquetTable table, SqlWork<T> work) {
        return withConnection(c -> {
            try {
                return work.run(c);
            } catch (SQLException e) {
                throw unreadable(table, e);
            }
        });
    }

    /** Runs work with the connection held for the caller alone; other callers wait. */
    public <T> T withConnection(SqlWork<T> work) {
        stopIfCancelled();
        lock.lock();
        try {
            return work.run(open());
        } catch (SQLException e) {
            throw new StewardException("DuckDB failed: " + firstLine(e.getMessage()),
                    "This is unexpected; the details are in the log.", e);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            if (connection != null) {
                connection.close();
                connection = null;
            }
        } catch (SQLException e) {
            throw new StewardException("Could not close DuckDB cleanly: " + firstLine(e.getMessage()), null, e);
        } finally {
            lock.unlock();
        }
    }

    /** Throws {@link CancellationException} when the current thread was interrupted (its job was cancelled). */
    public static void stopIfCancelled() {
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("cancelled");
        }
    }

    private Connection open() throws SQLException {
        if (closed) {
            throw new StewardException("The project's catalog is already closed.",
                    "Reopen the project to read its data again.");
        }
        if (connection == null) {
            Connection fresh = DriverManager.getConnection("jdbc:duckdb:");
            try (Statement statement = fresh.createStatement()) {
                statement.execute("SET TimeZone = 'UTC'");
                // Profiles and samples read one table once per column; without the cache DuckDB parses the
                // Parquet footer (every column's metadata) each time, which made wide tables quadratic.
                statement.execute("SET parquet_metadata_cache = true");
            }
            connection = fresh;
        }
        return connection;
    }

    static StewardException unreadable(ParquetTable table, SQLException e) {
        return new StewardException("Could not read " + table.file() + " (" + table.layer().yamlName()
                + " table '" + table.name() + "'): " + firstLine(e.getMessage()),
                "Check that the file is a complete Parquet file (re-export it from the pipeline).", e);
    }

    static String firstLine(String message) {
        if (message == null) {
            return "no details";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
