package dev.steward.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.SqlFence;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The audit's only way to the data: the project's sandbox (real DuckDB over its Parquet), through the SQL gate like
 * every query. Runs goldens, reads their parse trees, a table's live columns (cached) and whether a value occurs in
 * a column.
 */
final class ProjectData {
    private static final QueryLimits PROBE = new QueryLimits(1, Duration.ofSeconds(30));
    private final SqlExecutor executor;
    private final QueryLimits goldenLimits;
    private final ObjectMapper json = new ObjectMapper();
    private final Map<String, List<String>> columns = new HashMap<>();

    ProjectData(SqlExecutor executor, QueryLimits goldenLimits) {
        this.executor = executor;
        this.goldenLimits = goldenLimits;
    }

    /** The golden's result; throws the sandbox's StewardException when it does not run. */
    QueryResult run(String sql, List<Object> params) {
        return executor.execute(sql, params, goldenLimits);
    }

    /** The parse tree's first statement, or empty when DuckDB cannot parse the text. */
    Optional<JsonNode> tree(String sql) {
        try {
            JsonNode parsed = json.readTree(executor.parseTree(SqlFence.strip(sql), PROBE));
            return parsed.path("error").asBoolean(false) ? Optional.empty() : Optional.of(parsed);
        } catch (StewardException | JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** The table's live column names, lower case; empty when the table cannot be read. */
    List<String> columns(String table) {
        return columns.computeIfAbsent(table, t -> {
            try {
                return executor.execute("SELECT * FROM " + relation(t) + " LIMIT 0", PROBE).columns().stream()
                        .map(ResultColumn::name).map(n -> n.toLowerCase(Locale.ROOT)).toList();
            } catch (StewardException e) {
                return List.of();
            }
        });
    }

    /** True when some row's {@code column} (as text) equals, or for {@code like} matches, {@code value}. */
    boolean occurs(String table, String column, String value, boolean like) {
        String sql = "SELECT 1 FROM " + relation(table) + " WHERE CAST(" + quote(column) + " AS VARCHAR) "
                + (like ? "LIKE" : "=") + " ? LIMIT 1";
        try {
            return executor.execute(sql, List.of(value), PROBE).rowCount() > 0;
        } catch (StewardException e) {
            return true; // a probe that cannot run accuses nothing
        }
    }

    private static String relation(String table) {
        int dot = table.indexOf('.');
        return dot < 0 ? quote(table) : quote(table.substring(0, dot)) + "." + quote(table.substring(dot + 1));
    }

    private static String quote(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }
}
