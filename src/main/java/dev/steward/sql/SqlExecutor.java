package dev.steward.sql;

import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs queries in a project's {@link Sandbox}, always through the {@link SqlGate} first: there is no way to run
 * unchecked SQL through this class. Each query gets its own connection, a row cap, and one timeout and cancel
 * ({@link QueryWatch}) over all its DuckDB calls, the gate's included. A DuckDB that breaks itself is replaced and
 * the query reported as an engine failure. Safe to use from several threads at once.
 *
 * <p>A parameterized statement (a template's SQL, and the golden of a template case) is checked once per executor:
 * every later run of the same text with other values skips the gate's parse and bind and only prepares and runs
 * (ADR 38). An executor lives as long as one eval run's pipeline, or a project's chat; a statement that no longer
 * binds (the data changed) still fails when it is prepared, with DuckDB's message.
 */
public final class SqlExecutor {
    private static final int CHECKED_KEPT = 256;
    private final Sandbox sandbox;
    private final SqlGate gate;
    private final Map<String, CheckedSql> checkedParameterized = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CheckedSql> eldest) {
            return size() > CHECKED_KEPT;
        }
    };

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
     * Checks and runs one query. If the sandbox's DuckDB was already broken by an earlier query, it is reopened
     * and this query checked again, once.
     *
     * @throws GateRejection        the gate refused it; nothing ran
     * @throws QueryFailedException DuckDB failed while running it, it timed out or was cancelled, or it broke
     *                              DuckDB ({@link QueryFailedException.Kind#ENGINE_FAILURE})
     */
    public QueryResult execute(String sql, List<?> params, QueryLimits limits, QueryCancellation cancellation) {
        for (int attempt = 0; ; attempt++) {
            try (Connection connection = sandbox.connect(); QueryWatch watch = new QueryWatch(limits, cancellation)) {
                CheckedSql checked = checked(sql, params, connection, watch);
                return run(connection, checked, params, limits, watch);
            } catch (SQLException | SandboxBrokenException e) {
                if (attempt > 0 || !sandbox.recoverIfBroken()) {
                    throw new StewardException("The query sandbox is not available: " + e.getMessage(),
                            "Reopen the project.", e);
                }
            }
        }
    }

    /** The gate's verdict, remembered for parameterized statements (only accepted ones: a refusal throws). */
    private CheckedSql checked(String sql, List<?> params, Connection connection, QueryWatch watch)
            throws SQLException {
        if (params.isEmpty()) {
            return gate.check(sql, connection, watch);
        }
        synchronized (checkedParameterized) {
            CheckedSql kept = checkedParameterized.get(sql);
            if (kept != null) {
                return kept;
            }
        }
        CheckedSql checked = gate.check(sql, connection, watch);
        if (checked.parameterized()) {
            synchronized (checkedParameterized) {
                checkedParameterized.put(sql, checked);
            }
        }
        return checked;
    }

    /**
     * DuckDB's parse tree of {@code sql} as {@code json_serialize_sql} gives it (JSON text; an unparsable text gives
     * {@code "error": true}). Only the parser runs: no table is read and nothing is planned. Queries may not call
     * json_serialize_sql themselves (it is on the refused list), so callers that need a golden's tree ask here.
     */
    public String parseTree(String sql, QueryLimits limits) {
        for (int attempt = 0; ; attempt++) {
            try (Connection connection = sandbox.connect();
                 QueryWatch watch = new QueryWatch(limits, new QueryCancellation());
                 PreparedStatement serialize = connection.prepareStatement("SELECT json_serialize_sql(?::VARCHAR)")) {
                serialize.setString(1, sql);
                try (ResultSet rows = watch.watch(serialize).executeQuery()) {
                    rows.next();
                    return rows.getString(1);
                }
            } catch (SQLException e) {
                if (attempt > 0 || !sandbox.recoverIfBroken()) {
                    throw new QueryFailedException(QueryFailedException.Kind.ERROR, "DuckDB could not parse the "
                            + "query: " + SqlGate.firstLine(e.getMessage()), "Fix the query and run it again.", e);
                }
            }
        }
    }

    private QueryResult run(Connection connection, CheckedSql checked, List<?> params, QueryLimits limits,
                            QueryWatch watch) {
        long started = System.nanoTime();
        try (PreparedStatement statement = prepare(connection, checked, limits, watch)) {
            for (int i = 0; i < params.size(); i++) {
                statement.setObject(i + 1, params.get(i));
            }
            try (ResultSet rows = watch.watch(statement).executeQuery()) {
                return read(rows, limits.maxRows(), started);
            }
        } catch (SQLException e) {
            watch.failIfStopped(e);
            if (sandbox.recoverIfBroken()) {
                throw new QueryFailedException(QueryFailedException.Kind.ENGINE_FAILURE, "DuckDB failed internally "
                        + "while running this query and had to be restarted: " + SqlGate.firstLine(e.getMessage()),
                        "This query is the cause, not the project's knowledge; the sandbox was reopened and other "
                                + "queries run again. Rewrite the query (smaller values, fewer rows).", e);
            }
            throw new QueryFailedException(QueryFailedException.Kind.ERROR, e.getMessage(),
                    "Fix the query and run it again.", e);
        }
    }

    /**
     * The checked query wrapped in a LIMIT one past the cap, so DuckDB stops computing there. The JDBC driver
     * ignores setMaxRows and materialises whole results, and its streaming mode replaces runtime error messages
     * with "Invalid result set"; the wrapper keeps DuckDB's messages (line 1 shows the wrapper). The newline
     * keeps a trailing line comment from swallowing the closing parenthesis. There is no unwrapped fallback: the
     * gate already cut any terminator, and a statement that still cannot be wrapped does not run (issue 19: a
     * trailing "; --" used to lift the cap). Side effect: duplicate column names come back as a, a_1.
     */
    private static PreparedStatement prepare(Connection connection, CheckedSql checked, QueryLimits limits,
                                             QueryWatch watch) throws SQLException {
        try {
            return connection.prepareStatement(capped(checked, limits));
        } catch (SQLException e) {
            watch.failIfStopped(e);
            throw new QueryFailedException(QueryFailedException.Kind.ERROR, "The query cannot be run under the "
                    + "row cap: " + SqlGate.firstLine(e.getMessage()), "Send one plain SELECT statement.", e);
        }
    }

    private static String capped(CheckedSql checked, QueryLimits limits) {
        return "SELECT * FROM (" + checked.sql() + "\n) LIMIT " + (limits.maxRows() + 1L);
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
