package dev.steward.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Decides whether a statement may run, before it runs: exactly one SELECT (decided by DuckDB's own parser through
 * {@code json_serialize_sql}, never by keyword matching), reading only the project's views and information_schema,
 * calling only allowlisted functions and table functions, building no value of unbounded size; then DuckDB binds
 * it ({@code EXPLAIN}) so unknown columns and type errors come back with DuckDB's own message. The text that runs
 * is the statement without a trailing terminator or comment after it, so the row cap can always wrap it.
 */
public final class SqlGate {
    private final Sandbox sandbox;
    private final ObjectMapper json = new ObjectMapper();

    public SqlGate(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /** Checks {@code rawSql} (an LLM reply may keep its ```sql fence and trailing semicolon). */
    public CheckedSql check(String rawSql) {
        return check(rawSql, QueryLimits.defaults(), new QueryCancellation());
    }

    /** Checks {@code rawSql} under a timeout and a cancel button, like a query's own DuckDB calls. */
    public CheckedSql check(String rawSql, QueryLimits limits, QueryCancellation cancellation) {
        for (int attempt = 0; ; attempt++) {
            try (Connection connection = sandbox.connect(); QueryWatch watch = new QueryWatch(limits, cancellation)) {
                return check(rawSql, connection, watch);
            } catch (SQLException | SandboxBrokenException e) {
                if (attempt > 0 || !sandbox.recoverIfBroken()) {
                    throw new StewardException("The query sandbox is not available: " + e.getMessage(),
                            "Reopen the project.", e);
                }
            }
        }
    }

    CheckedSql check(String rawSql, Connection connection, QueryWatch watch) throws SQLException {
        String sql = SqlFence.strip(rawSql);
        if (sql.isBlank()) {
            throw new GateRejection(RejectionReason.EMPTY, "There is no SQL statement to run.");
        }
        JsonNode statement = singleStatement(parse(sql, connection, watch));
        String runnable = runnable(sql, statement, connection, watch);
        ParseTreeChecker checker = new ParseTreeChecker(sandbox.relations(), sandbox.functions());
        checker.check(statement.path("node"));
        bind(runnable, checker.hasParameters(), connection, watch);
        if (!checker.unknownFunctions().isEmpty()) {
            throw new GateRejection(RejectionReason.FUNCTION_NOT_ALLOWED, "The functions "
                    + checker.unknownFunctions() + " are not on Steward's list of functions for answers.");
        }
        return new CheckedSql(runnable, checker.hasParameters());
    }

    /**
     * The statement without its terminator and anything after it ({@code SELECT 1; -- done}); DuckDB must parse
     * that text to exactly the tree it made of the whole, or the query is refused.
     */
    private String runnable(String sql, JsonNode statement, Connection connection, QueryWatch watch)
            throws SQLException {
        String cut = SqlText.withoutTerminator(sql);
        if (cut == null) {
            throw new GateRejection(RejectionReason.PARSE_ERROR, "The query ends inside a /* comment */ that is "
                    + "never closed.");
        }
        if (cut.equals(sql)) {
            return sql;
        }
        JsonNode again = cut.isBlank() ? null : singleStatement(parse(cut, connection, watch));
        if (again == null || !again.path("node").equals(statement.path("node"))) {
            throw new GateRejection(RejectionReason.PARSE_ERROR, "The text after the query's ';' is not just a "
                    + "comment; send exactly one SELECT statement.");
        }
        return cut;
    }

    private JsonNode parse(String sql, Connection connection, QueryWatch watch) throws SQLException {
        try (PreparedStatement serialize = connection.prepareStatement("SELECT json_serialize_sql(?::VARCHAR)")) {
            serialize.setString(1, sql);
            try (ResultSet rows = watch.watch(serialize).executeQuery()) {
                rows.next();
                return json.readTree(rows.getString(1));
            }
        } catch (JsonProcessingException e) {
            throw new GateRejection(RejectionReason.PARSE_ERROR, "DuckDB's parser returned an unreadable tree.",
                    e.getMessage());
        } catch (SQLException e) {
            watch.failIfStopped(e);
            if (!sandbox.answers()) {
                throw new SandboxBrokenException(e);
            }
            throw new GateRejection(RejectionReason.NOT_A_SELECT, notASelect(), e.getMessage());
        }
    }

    private static JsonNode singleStatement(JsonNode tree) {
        if (tree.path("error").asBoolean(false)) {
            String message = tree.path("error_message").asText("");
            if ("parser".equals(tree.path("error_type").asText())) {
                throw new GateRejection(RejectionReason.PARSE_ERROR,
                        "DuckDB could not parse the query: " + message + ".", "Parser Error: " + message);
            }
            throw new GateRejection(RejectionReason.NOT_A_SELECT, notASelect(), message);
        }
        JsonNode statements = tree.path("statements");
        if (statements.size() == 0) {
            throw new GateRejection(RejectionReason.EMPTY, "There is no SQL statement to run, only comments.");
        }
        if (statements.size() > 1) {
            throw new GateRejection(RejectionReason.MULTIPLE_STATEMENTS, "The text holds " + statements.size()
                    + " statements; exactly one SELECT may run at a time.");
        }
        return statements.get(0);
    }

    private static String notASelect() {
        return "Only a single read-only SELECT may run; DuckDB's parser found a statement that is not a SELECT "
                + "(INSERT, UPDATE, DELETE, CREATE, DROP, ALTER, COPY, ATTACH, INSTALL, LOAD, PRAGMA, SET, CALL, ...).";
    }

    /**
     * EXPLAIN binds without running; a query with parameters cannot be explained without values, so it is
     * prepared instead, which binds it just the same.
     */
    private void bind(String sql, boolean parameterized, Connection connection, QueryWatch watch) {
        try {
            if (parameterized) {
                connection.prepareStatement(sql).close();
            } else {
                try (Statement explain = watch.watch(connection.createStatement())) {
                    explain.executeQuery("EXPLAIN " + sql).close();
                }
            }
        } catch (SQLException e) {
            watch.failIfStopped(e);
            if (!sandbox.answers()) {
                throw new SandboxBrokenException(e);
            }
            throw new GateRejection(RejectionReason.BINDER_ERROR,
                    "DuckDB cannot run this query: " + firstLine(e.getMessage()), e.getMessage());
        }
    }

    static String firstLine(String message) {
        String text = message == null ? "" : message.strip();
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
