package dev.steward.sql;

import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs queries in a project's {@link Sandbox}, always through the {@link SqlGate} first: there is no way to run
 * unchecked SQL through this class. Each query gets its own connection, a row cap, and a timeout that really
 * interrupts it inside DuckDB; {@link QueryCancellation} stops it from another thread. Safe to use from several
 * threads at once.
 */
public final class SqlExecutor {
    private final Sandbox sandbox;
    private final SqlGate gate;

    public SqlExecutor(Sandbox sandbox) {
        this.sandbox = sandbox;
        this.gate = new SqlGate(sandbox);
    }

    public QueryResult execute(String sql, QueryLimits limits) {
        return execute(sql, List.of(), limits, new QueryCancellation());
    }

    /** Runs a query whose {@code ?} / {@code $n} parameters are bound from {@code params}, in order. */
    public QueryResult execute(String sql, List<?> params, QueryLimits limits) {
        return execute(sql, params, limits, new QueryCancellation());
    }

    /**
     * Checks and runs one query.
     *
     * @throws GateRejection        the gate refused it; nothing ran
     * @throws QueryFailedException DuckDB failed while running it, or it timed out or was cancelled
     */
    public QueryResult execute(String sql, List<?> params, QueryLimits limits, QueryCancellation cancellation) {
        try (Connection connection = sandbox.connect()) {
            CheckedSql checked = gate.check(sql, connection);
            return run(connection, checked, params, limits, cancellation);
        } catch (SQLException e) {
            throw new StewardException("The query sandbox is not available: " + e.getMessage(),
                    "Reopen the project.", e);
        }
    }

    private static QueryResult run(Connection connection, CheckedSql checked, List<?> params, QueryLimits limits,
                                   QueryCancellation cancellation) {
        long started = System.nanoTime();
        AtomicBoolean timedOut = new AtomicBoolean();
        try (PreparedStatement statement = prepare(connection, checked, limits)) {
            for (int i = 0; i < params.size(); i++) {
                statement.setObject(i + 1, params.get(i));
            }
            cancellation.attach(statement);
            CompletableFuture<Void> watchdog = startWatchdog(limits, statement, timedOut);
            try (ResultSet rows = statement.executeQuery()) {
                return read(rows, limits.maxRows(), started);
            } finally {
                watchdog.cancel(false);
                cancellation.detach();
            }
        } catch (SQLException e) {
            failIfStopped(cancellation, timedOut, limits, e);
            throw new QueryFailedException(QueryFailedException.Kind.ERROR, e.getMessage(),
                    "Fix the query and run it again.", e);
        }
    }

    /**
     * The checked query wrapped in a LIMIT one past the cap, so DuckDB stops computing there. The JDBC driver
     * ignores setMaxRows and materialises whole results, and its streaming mode replaces runtime error messages
     * with "Invalid result set"; the wrapper keeps DuckDB's messages (line 1 shows the wrapper). The newline
     * keeps a trailing line comment from swallowing the closing parenthesis. Side effect: duplicate column names
     * come back de-duplicated ({@code a}, {@code a_1}).
     */
    private static PreparedStatement prepare(Connection connection, CheckedSql checked, QueryLimits limits)
            throws SQLException {
        try {
            return connection.prepareStatement(capped(checked, limits));
        } catch (SQLException e) {
            // "SELECT 1; -- done" is one statement to the gate but cannot be wrapped; run it as checked.
            return connection.prepareStatement(checked.sql());
        }
    }

    private static String capped(CheckedSql checked, QueryLimits limits) {
        return "SELECT * FROM (" + checked.sql() + "\n) LIMIT " + (limits.maxRows() + 1L);
    }

    /**
     * Interrupts this query when the timeout passes; the JDK's delayed executor keeps no thread of ours alive.
     * It stops the statement, not the caller's {@link QueryCancellation}: one token may serve many queries (an
     * eval run, a chat turn's repairs), and one slow query must not cancel the ones after it.
     */
    private static CompletableFuture<Void> startWatchdog(QueryLimits limits, PreparedStatement statement,
                                                         AtomicBoolean timedOut) {
        Executor later = CompletableFuture.delayedExecutor(limits.timeout().toMillis(), TimeUnit.MILLISECONDS);
        return CompletableFuture.runAsync(() -> {
            timedOut.set(true);
            try {
                statement.cancel();
            } catch (SQLException finishedMeanwhile) {
                // nothing left to stop
            }
        }, later);
    }

    private static void failIfStopped(QueryCancellation cancellation, AtomicBoolean timedOut, QueryLimits limits,
                                      SQLException cause) {
        if (timedOut.get()) {
            throw new QueryFailedException(QueryFailedException.Kind.TIMEOUT, "The query was stopped after "
                    + limits.timeout().toMillis() + " ms.", "Narrow it down (filters, LIMIT) or raise the timeout.",
                    cause);
        }
        if (cancellation.isCancelled()) {
            throw new QueryFailedException(QueryFailedException.Kind.CANCELLED, "The query was cancelled.", null,
                    cause);
        }
    }

    private static QueryResult read(ResultSet rows, int maxRows, long started) throws SQLException {
        ResultSetMetaData meta = rows.getMetaData();
        List<ResultColumn> columns = new ArrayList<>();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            columns.add(new ResultColumn(meta.getColumnName(i), meta.getColumnTypeName(i)));
        }
        List<List<Object>> values = new ArrayList<>();
        boolean truncated = false;
        while (rows.next()) {
            if (values.size() == maxRows) {
                truncated = true;
                break;
            }
            List<Object> row = new ArrayList<>(columns.size());
            for (int i = 1; i <= columns.size(); i++) {
                row.add(ResultValues.toJava(rows.getObject(i)));
            }
            values.add(row);
        }
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        return new QueryResult(columns, values, truncated, elapsed);
    }
}
