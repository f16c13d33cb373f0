package dev.steward.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.sql.ResultColumn;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether a golden SQL orders its output at the top level (an ORDER BY on the outermost SELECT or set operation;
 * one inside a subquery, a CTE or a window does not count), and by which output columns. Read from DuckDB's
 * {@code json_serialize_sql} tree, never from the text, so a string literal or comment saying "order by" is ignored.
 *
 * @param ordered whether row order is part of the answer
 * @param keys    the sort keys in order; empty when not ordered
 */
public record GoldenOrdering(boolean ordered, List<SortKey> keys) {
    public static final GoldenOrdering UNORDERED = new GoldenOrdering(false, List.of());

    public GoldenOrdering {
        keys = List.copyOf(keys);
    }

    /**
     * One ORDER BY key tied to the output where possible.
     *
     * @param position the 0-based select-list position it sorts by, or -1
     * @param name     the output column name it sorts by, or null
     * @param all      ORDER BY ALL: every output column
     */
    public record SortKey(int position, String name, boolean all) {
        static SortKey unknown() {
            return new SortKey(-1, null, false);
        }
    }

    /**
     * The golden result columns the rows are sorted by, or empty when some key sorts by something the output does
     * not show (then ties cannot be told apart and order is checked row by row).
     */
    public Optional<List<Integer>> keyColumns(List<ResultColumn> columns) {
        List<Integer> indexes = new ArrayList<>();
        for (SortKey key : keys) {
            if (key.all()) {
                for (int i = 0; i < columns.size(); i++) {
                    indexes.add(i);
                }
            } else if (key.position() >= 0 && key.position() < columns.size()) {
                indexes.add(key.position());
            } else {
                int byName = uniqueIndexOf(key.name(), columns);
                if (byName < 0) {
                    return Optional.empty();
                }
                indexes.add(byName);
            }
        }
        return Optional.of(List.copyOf(indexes));
    }

    private static int uniqueIndexOf(String name, List<ResultColumn> columns) {
        int found = -1;
        for (int i = 0; name != null && i < columns.size(); i++) {
            if (columns.get(i).name().equalsIgnoreCase(name)) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /** Reads the ordering of the single statement in a {@code json_serialize_sql} tree; unreadable → unordered. */
    public static GoldenOrdering fromParseTree(JsonNode tree) {
        JsonNode node = tree.path("statements").path(0).path("node");
        for (JsonNode modifier : node.path("modifiers")) {
            if ("ORDER_MODIFIER".equals(modifier.path("type").asText())) {
                List<JsonNode> selectList = selectList(node);
                List<SortKey> keys = new ArrayList<>();
                modifier.path("orders").forEach(order -> keys.add(key(order.path("expression"), selectList)));
                return new GoldenOrdering(!keys.isEmpty(), keys);
            }
        }
        return UNORDERED;
    }

    /** The select list that names the output: a set operation's is its left-most SELECT's. Null with a star. */
    private static List<JsonNode> selectList(JsonNode node) {
        JsonNode current = node;
        while ("SET_OPERATION_NODE".equals(current.path("type").asText())) {
            JsonNode children = current.path("children");
            current = children.isArray() && children.size() > 0 ? children.get(0) : current.path("left");
        }
        List<JsonNode> list = new ArrayList<>();
        for (JsonNode expression : current.path("select_list")) {
            if (expression.path("class").asText().contains("STAR")) {
                return null;
            }
            list.add(expression);
        }
        return list;
    }

    private static SortKey key(JsonNode expression, List<JsonNode> selectList) {
        String kind = expression.path("class").asText();
        if (kind.contains("STAR")) {
            return new SortKey(-1, null, true);
        }
        String literal = expression.path("literal").path("text").asText("");
        if (kind.equals("CONSTANT") && literal.matches("[0-9]{1,9}")) {
            return new SortKey(Integer.parseInt(literal) - 1, null, false);
        }
        if (kind.equals("COLUMN_REF")) {
            JsonNode names = expression.path("column_names");
            String name = names.path(names.size() - 1).asText();
            return new SortKey(positionOfColumn(expression, name, selectList), name, false);
        }
        return new SortKey(positionOfExpression(expression, selectList), null, false);
    }

    private static int positionOfColumn(JsonNode expression, String name, List<JsonNode> selectList) {
        if (selectList == null) {
            return -1;
        }
        for (int i = 0; i < selectList.size(); i++) {
            if (selectList.get(i).path("alias").asText().equalsIgnoreCase(name)) {
                return i;
            }
        }
        return positionOfExpression(expression, selectList);
    }

    private static int positionOfExpression(JsonNode expression, List<JsonNode> selectList) {
        if (selectList == null) {
            return -1;
        }
        JsonNode wanted = withoutLocations(expression);
        for (int i = 0; i < selectList.size(); i++) {
            if (withoutLocations(selectList.get(i)).equals(wanted)) {
                return i;
            }
        }
        return -1;
    }

    /** The expression without alias and text positions, so equal expressions compare equal wherever they stand. */
    private static JsonNode withoutLocations(JsonNode node) {
        JsonNode copy = node.deepCopy();
        strip(copy);
        return copy;
    }

    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove(List.of("alias", "query_location", "query_location_length"));
            object.forEach(GoldenOrdering::strip);
        } else if (node.isArray()) {
            node.forEach(GoldenOrdering::strip);
        }
    }
}
