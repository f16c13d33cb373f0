package dev.steward.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * DuckDB's own parse tree, both ways: {@code json_serialize_sql} reads SQL into the tree the gate walks, and
 * {@code json_deserialize_sql} prints a (rewritten) tree back as SQL. Reply extraction asks it whether a piece of text
 * is one SELECT; dialect repair rewrites the tree and prints it. Nothing here runs a query.
 */
final class SqlTrees {
    private final Connection connection;
    private final ObjectMapper json = new ObjectMapper();

    SqlTrees(Connection connection) {
        this.connection = connection;
    }

    /**
     * A parse: the whole tree ({@code {"error": false, "statements": [...]}}) or DuckDB's parser message.
     *
     * @param tree  the tree, or null when DuckDB could not parse the text
     * @param error DuckDB's message when it could not ("" otherwise)
     */
    record Parsed(ObjectNode tree, String error) {
        /** Exactly one statement, and a SELECT (json_serialize_sql serialises nothing else). */
        boolean oneSelect() {
            return tree != null && tree.path("statements").size() == 1;
        }

        /** The root query node of the first statement. */
        ObjectNode node() {
            return (ObjectNode) tree.path("statements").path(0).path("node");
        }
    }

    Parsed parse(String sql) {
        try (PreparedStatement serialize = connection.prepareStatement("SELECT json_serialize_sql(?::VARCHAR)")) {
            serialize.setString(1, sql);
            try (ResultSet rows = serialize.executeQuery()) {
                rows.next();
                JsonNode tree = json.readTree(rows.getString(1));
                if (tree.path("error").asBoolean(false) || !tree.isObject()) {
                    return new Parsed(null, tree.path("error_message").asText("unreadable"));
                }
                return new Parsed((ObjectNode) tree, "");
            }
        } catch (SQLException | JsonProcessingException e) {
            return new Parsed(null, String.valueOf(e.getMessage()));
        }
    }

    /** The tree printed as SQL by DuckDB. */
    String render(ObjectNode tree) throws SQLException {
        try (PreparedStatement deserialize = connection.prepareStatement("SELECT json_deserialize_sql(?::JSON)")) {
            deserialize.setString(1, tree.toString());
            try (ResultSet rows = deserialize.executeQuery()) {
                rows.next();
                return rows.getString(1);
            }
        }
    }

    /**
     * One expression printed as SQL, for the steward's "repaired: old → new" line: the expression is put into a
     * {@code SELECT} of its own and printed, and the {@code SELECT } is dropped.
     */
    String renderExpression(JsonNode expression) throws SQLException {
        Parsed holder = parse("SELECT 1");
        ObjectNode node = holder.node();
        ObjectNode copy = expression.deepCopy();
        copy.put("alias", "");
        node.putArray("select_list").add(copy);
        String sql = render(holder.tree());
        return sql.startsWith("SELECT ") ? sql.substring("SELECT ".length()) : sql;
    }

    /** The tree of one expression, parsed from {@code SELECT <expression>}; throws if DuckDB cannot parse it. */
    ObjectNode expression(String expressionSql) {
        Parsed parsed = parse("SELECT " + expressionSql);
        if (!parsed.oneSelect()) {
            throw new IllegalStateException("DuckDB cannot parse the rewrite template " + expressionSql + ": "
                    + parsed.error());
        }
        return (ObjectNode) parsed.node().path("select_list").path(0);
    }
}
