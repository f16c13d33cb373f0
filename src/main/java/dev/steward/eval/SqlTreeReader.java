package dev.steward.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.SqlFence;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Asks DuckDB's parser (through the sandbox, like every query) for a golden SQL's {@code json_serialize_sql}
 * tree, and reads from it the top-level ordering and the tables the SQL reads. SQL DuckDB cannot parse is taken as
 * unordered and reading nothing: running it will report the real problem.
 */
public final class SqlTreeReader {
    private static final QueryLimits LIMITS = new QueryLimits(1, Duration.ofSeconds(10));
    private final SqlExecutor executor;
    private final ObjectMapper json = new ObjectMapper();

    public SqlTreeReader(SqlExecutor executor) {
        this.executor = executor;
    }

    public GoldenOrdering ordering(String sql) {
        return tree(sql).map(GoldenOrdering::fromParseTree).orElse(GoldenOrdering.UNORDERED);
    }

    /** The tables the SQL reads, lower-case, gold ones as {@code gold.<name>}; CTE names are left out. */
    public Set<String> tables(String sql) {
        Set<String> tables = new TreeSet<>();
        Set<String> ctes = new TreeSet<>();
        tree(sql).ifPresent(tree -> collect(tree, tables, ctes));
        tables.removeAll(ctes);
        return Set.copyOf(tables);
    }

    /**
     * The tables, columns, joins and string filters of the SQL ({@link SqlShape#UNPARSED} when DuckDB cannot parse
     * it); {@code knownColumns} gives a table's columns, to place unqualified ones.
     */
    SqlShape shape(String sql, java.util.function.Function<String, Set<String>> knownColumns) {
        if (sql == null || sql.isBlank()) {
            return SqlShape.UNPARSED;
        }
        return tree(sql).map(t -> new SqlShapeReader(knownColumns).read(t)).orElse(SqlShape.UNPARSED);
    }

    private Optional<JsonNode> tree(String sql) {
        try {
            JsonNode parsed = json.readTree(executor.parseTree(SqlFence.strip(sql), LIMITS));
            return parsed.path("error").asBoolean(false) ? Optional.empty() : Optional.of(parsed);
        } catch (StewardException | JsonProcessingException e) {
            return Optional.empty();
        }
    }

    private static void collect(JsonNode node, Set<String> tables, Set<String> ctes) {
        if (node.isObject()) {
            if ("BASE_TABLE".equals(node.path("type").asText()) && node.has("table_name")) {
                String schema = node.path("schema_name").asText("");
                String name = node.path("table_name").asText();
                tables.add((schema.isEmpty() || schema.equals("main") ? "" : schema + ".")
                        + name.toLowerCase(Locale.ROOT));
            }
            node.path("cte_map").path("map").forEach(e -> ctes.add(e.path("key").asText().toLowerCase(Locale.ROOT)));
        }
        node.forEach(child -> collect(child, tables, ctes));
    }
}
