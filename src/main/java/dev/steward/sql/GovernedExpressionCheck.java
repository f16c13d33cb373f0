package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a query computes a {@link GovernedExpression} unchanged: DuckDB parses both ({@code json_serialize_sql},
 * as the gate and the eval comparator do), aliases, source positions, letter case and the table or alias that
 * qualifies a column are taken out of both trees, and the expression's tree must equal one subtree of the query's
 * tree, which must also read the governed table. Wrapping the expression ({@code ROUND(expr, 2)}) or naming it
 * passes; another FILTER, a dropped or added term, another column or constant is a miss. Only the parser runs.
 */
public final class GovernedExpressionCheck {
    private static final java.util.Set<String> NOT_STRUCTURE = java.util.Set.of("alias", "query_location",
            "query_location_length");
    private final Sandbox sandbox;

    public GovernedExpressionCheck(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /**
     * Refuses {@code sql} unless it computes {@code governed} unchanged over its table.
     *
     * @throws GateRejection {@link RejectionReason#GOVERNED_EXPRESSION_CHANGED} with a sentence saying what to do
     */
    public void require(String sql, GovernedExpression governed) {
        try (Connection connection = sandbox.connect()) {
            SqlTrees trees = new SqlTrees(connection);
            SqlTrees.Parsed query = trees.parse(SqlFence.strip(sql));
            if (!query.oneSelect()) {
                throw new GateRejection(RejectionReason.PARSE_ERROR, "DuckDB could not parse the query: "
                        + query.error());
            }
            JsonNode expected = normalised(expression(trees, governed));
            JsonNode tree = normalised(query.node());
            if (!readsTable(tree, governed.table())) {
                throw miss(governed, "it does not read the governed table " + governed.table());
            }
            if (!containsSubtree(tree, expected)) {
                throw miss(governed, "the expression is not in it as written");
            }
        } catch (SQLException e) {
            throw new StewardException("The query sandbox is not available: " + e.getMessage(), "Reopen the project.",
                    e);
        }
    }

    /** Whether {@code sql} computes {@code governed} unchanged (see {@link #require}). */
    public boolean holds(String sql, GovernedExpression governed) {
        try {
            require(sql, governed);
            return true;
        } catch (GateRejection miss) {
            return false;
        }
    }

    private static JsonNode expression(SqlTrees trees, GovernedExpression governed) {
        SqlTrees.Parsed parsed = trees.parse("SELECT " + governed.expression());
        if (!parsed.oneSelect() || parsed.node().path("select_list").size() != 1) {
            throw new StewardException("The governed expression of " + governed.label() + " is not one SQL "
                    + "expression DuckDB can parse: " + governed.expression() + (parsed.error().isEmpty() ? ""
                    : " (" + parsed.error() + ")"), "Correct the measure's sql in steward/definitions.yaml.");
        }
        return parsed.node().path("select_list").path(0);
    }

    private static GateRejection miss(GovernedExpression governed, String why) {
        return new GateRejection(RejectionReason.GOVERNED_EXPRESSION_CHANGED, "The query does not compute "
                + governed.label() + " as governed (" + why + "). Compute it with exactly this expression over "
                + governed.table() + ": " + governed.expression() + " - you may name it with AS or wrap it, but "
                + "do not change it; put any other filter in WHERE, not inside the expression.");
    }

    /** A copy without aliases and positions; names lower case; a column reference by its last name only. */
    static JsonNode normalised(JsonNode node) {
        if (node.isArray()) {
            ArrayNode copy = ((ArrayNode) node).arrayNode();
            node.forEach(child -> copy.add(normalised(child)));
            return copy;
        }
        if (!node.isObject()) {
            return node;
        }
        ObjectNode copy = ((ObjectNode) node).objectNode();
        boolean columnRef = "COLUMN_REF".equals(node.path("class").asText());
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            String key = field.getKey();
            if (NOT_STRUCTURE.contains(key)) {
                continue;
            }
            JsonNode value = field.getValue();
            if (columnRef && key.equals("column_names") && value.size() > 0) {
                copy.putArray(key).add(lower(value.get(value.size() - 1).asText()));
            } else if (key.equals("function_name") || key.equals("table_name") || key.equals("schema_name")) {
                copy.put(key, lower(value.asText()));
            } else if (key.equals("qualified_name")) {
                ArrayNode path = copy.putObject(key).putArray("path");
                value.path("path").forEach(p -> path.add(lower(p.asText())));
            } else {
                copy.set(key, normalised(value));
            }
        }
        return copy;
    }

    static boolean containsSubtree(JsonNode tree, JsonNode expected) {
        if (tree.equals(expected)) {
            return true;
        }
        for (JsonNode child : tree) {
            if (child.isContainerNode() && containsSubtree(child, expected)) {
                return true;
            }
        }
        return false;
    }

    private static boolean readsTable(JsonNode tree, String table) {
        String wanted = lower(table);
        if (tree.isObject() && "BASE_TABLE".equals(tree.path("type").asText())) {
            String schema = tree.path("schema_name").asText("");
            String name = tree.path("table_name").asText("");
            String full = schema.isEmpty() || schema.equals("main") ? name : schema + "." + name;
            if (full.equals(wanted) || name.equals(wanted)) {
                return true;
            }
        }
        for (JsonNode child : tree) {
            if (child.isContainerNode() && readsTable(child, table)) {
                return true;
            }
        }
        return false;
    }

    private static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }
}
