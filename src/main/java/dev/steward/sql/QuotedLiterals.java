package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * SQLite's habit of double-quoting text ({@code WHERE name = "Acme Bank"}): DuckDB reads {@code "Acme Bank"} as a
 * column and its binder says no such column is in scope. That one name becomes a string literal, and only where a
 * value belongs: compared with something, in an {@code IN} list, a {@code BETWEEN} bound, a {@code LIKE} pattern, a
 * {@code CASE} result or an argument of a text or date function. It stays a column (and the model is asked) when it
 * was not written in double quotes, or when it names a column of any of the project's tables (then the model more
 * likely forgot a join than meant the text).
 */
final class QuotedLiterals {
    /** Functions whose arguments are values a SQLite habit may double-quote. */
    private static final Set<String> VALUE_FUNCTIONS = Set.of("~~", "!~~", "~~*", "!~~*", "like_escape",
            "ilike_escape", "glob", "regexp_matches", "regexp_replace", "contains", "starts_with", "ends_with",
            "prefix", "suffix", "strftime", "strptime", "date_trunc", "date_part", "datepart", "datetrunc", "concat",
            "concat_ws", "||", "replace", "instr", "strpos", "position", "iif", "if", "nullif", "coalesce", "ifnull",
            "split_part", "lpad", "rpad", "to_char", "to_date", "date_format", "str_to_date", "datetime", "julianday",
            SlipRules.SQLITE_DATE);
    private final String missing;
    private final Set<String> doubleQuoted;
    private final Set<String> projectColumns;
    private final Supplier<ObjectNode> stringTemplate;
    private final List<JsonNode[]> changes = new ArrayList<>();

    /**
     * @param missing        the name DuckDB's binder did not find
     * @param doubleQuoted   the single-part column names the model wrote in double quotes (see {@link #quoted})
     * @param projectColumns every column name of the project's tables, lower case
     * @param stringTemplate a string constant node to copy
     */
    QuotedLiterals(String missing, Set<String> doubleQuoted, Set<String> projectColumns,
                   Supplier<ObjectNode> stringTemplate) {
        this.missing = missing;
        this.doubleQuoted = doubleQuoted;
        this.projectColumns = projectColumns;
        this.stringTemplate = stringTemplate;
    }

    /** Rewrites the tree in place; returns the (old, new) expression pairs. */
    List<JsonNode[]> mend(JsonNode root) {
        if (projectColumns.contains(AllowedRelations.lower(missing)) || !doubleQuoted.contains(missing)) {
            return List.of();
        }
        walk(root);
        return changes;
    }

    private void walk(JsonNode node) {
        if (node.isArray()) {
            node.forEach(this::walk);
            return;
        }
        if (!node.isObject()) {
            return;
        }
        ObjectNode object = (ObjectNode) node;
        List<String> keys = new ArrayList<>();
        object.fieldNames().forEachRemaining(keys::add);
        for (String key : keys) {
            JsonNode child = object.get(key);
            if (child.isObject() && valueSlot(object, key)) {
                object.set(key, literalOr(child));
            } else if (child.isArray()) {
                ArrayNode array = (ArrayNode) child;
                for (int i = 0; i < array.size(); i++) {
                    if (valueSlot(object, key, i)) {
                        array.set(i, literalOr(array.get(i)));
                    }
                }
            }
            walk(object.get(key));
        }
    }

    private static boolean valueSlot(ObjectNode owner, String key) {
        String kind = owner.path("class").asText("");
        return switch (key) {
            case "left", "right" -> kind.equals("COMPARISON");
            case "lower", "upper" -> kind.equals("BETWEEN");
            case "then_expr", "else_expr" -> true;
            case "expression" -> false; // function arguments are judged by their function, below
            default -> false;
        };
    }

    private static boolean valueSlot(ObjectNode owner, String key, int index) {
        String type = owner.path("type").asText("");
        if (key.equals("children")) {
            return (type.equals("COMPARE_IN") || type.equals("COMPARE_NOT_IN")) ? index > 0
                    : type.equals("OPERATOR_COALESCE");
        }
        return key.equals("arguments") && VALUE_FUNCTIONS.contains(TreeEdits.functionName(owner));
    }

    /** The string literal for a double-quoted reference to the missing name, else the node itself. */
    private JsonNode literalOr(JsonNode node) {
        if (node.has("expression") && !node.has("class")) { // a function argument: {name, expression}
            ((ObjectNode) node).set("expression", literalOr(node.get("expression")));
            return node;
        }
        if (!missing.equals(TreeEdits.columnName(node))) {
            return node;
        }
        ObjectNode literal = TreeEdits.keepingAlias(TreeEdits.string(stringTemplate.get(), missing), node);
        changes.add(new JsonNode[] {node, literal});
        return literal;
    }

    /**
     * The single-part column names written in double quotes in {@code sql}, read from the query locations of its
     * tree (byte offsets into the text). Taken from the model's own text once: DuckDB prints a repaired statement
     * with quotes only where an identifier needs them, so a later round could no longer tell.
     */
    static Set<String> quoted(JsonNode tree, String sql) {
        byte[] source = sql.getBytes(StandardCharsets.UTF_8);
        Set<String> names = new HashSet<>();
        TreeEdits.visit(tree, (node, parent) -> {
            String name = TreeEdits.columnName(node);
            long at = node.path("query_location").asLong(-1);
            if (!name.isEmpty() && at >= 0 && at < source.length && source[(int) at] == '"') {
                names.add(name);
            }
            return true;
        });
        return Set.copyOf(names);
    }
}
