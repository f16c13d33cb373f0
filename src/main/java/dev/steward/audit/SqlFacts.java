package dev.steward.audit;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What a golden's DuckDB parse tree ({@code json_serialize_sql}) says it reads: the tables (with their aliases), the
 * column references, and the string values it compares a column with ({@code =}, {@code IN}, {@code LIKE}). Table
 * names are lower case, gold ones as {@code gold.<name>}; CTE names are left out.
 *
 * @param tables  alias (or the table's own name) to table
 * @param columns column references as written: {@code [column]} or {@code [qualifier, column]}
 * @param filters a column compared with a string constant
 */
record SqlFacts(Map<String, String> tables, List<List<String>> columns, List<Filter> filters) {

    /**
     * One comparison of a column with a string value.
     *
     * @param column the column reference as written
     * @param value  the constant
     * @param like   a LIKE pattern rather than an equality
     */
    record Filter(List<String> column, String value, boolean like) {
    }

    static SqlFacts of(JsonNode tree) {
        Map<String, String> tables = new LinkedHashMap<>();
        Set<String> ctes = new LinkedHashSet<>();
        List<List<String>> columns = new ArrayList<>();
        List<Filter> filters = new ArrayList<>();
        walk(tree, tables, ctes, columns, filters);
        tables.values().removeIf(ctes::contains);
        return new SqlFacts(tables, columns, filters);
    }

    /** The distinct tables read. */
    Set<String> readTables() {
        return new LinkedHashSet<>(tables.values());
    }

    private static void walk(JsonNode node, Map<String, String> tables, Set<String> ctes, List<List<String>> columns,
                             List<Filter> filters) {
        if (node.isObject()) {
            if ("BASE_TABLE".equals(node.path("type").asText()) && node.has("table_name")) {
                String table = tableName(node);
                String alias = node.path("alias").asText("");
                tables.put(alias.isEmpty() ? table : alias.toLowerCase(Locale.ROOT), table);
                tables.putIfAbsent(table, table);
            }
            node.path("cte_map").path("map").forEach(e -> ctes.add(e.path("key").asText().toLowerCase(Locale.ROOT)));
            if ("COLUMN_REF".equals(node.path("class").asText())) {
                columns.add(names(node));
            }
            filter(node, filters);
        }
        node.forEach(child -> walk(child, tables, ctes, columns, filters));
    }

    private static String tableName(JsonNode node) {
        String schema = node.path("schema_name").asText("");
        String name = node.path("table_name").asText().toLowerCase(Locale.ROOT);
        return schema.isEmpty() || schema.equalsIgnoreCase("main") ? name : schema.toLowerCase(Locale.ROOT) + "." + name;
    }

    private static void filter(JsonNode node, List<Filter> filters) {
        String kind = node.path("class").asText("");
        String type = node.path("type").asText("");
        if (kind.equals("COMPARISON") && type.equals("COMPARE_EQUAL")) {
            pair(node.path("left"), node.path("right"), false, filters);
            pair(node.path("right"), node.path("left"), false, filters);
        } else if (kind.equals("OPERATOR") && type.equals("COMPARE_IN") && node.path("children").size() > 1) {
            JsonNode column = node.path("children").get(0);
            for (int i = 1; i < node.path("children").size(); i++) {
                pair(column, node.path("children").get(i), false, filters);
            }
        } else if (kind.equals("FUNCTION") && node.path("function_name").asText().equals("~~")
                && node.path("arguments").size() == 2) {
            pair(argument(node, 0), argument(node, 1), true, filters);
        }
    }

    private static JsonNode argument(JsonNode function, int index) {
        JsonNode argument = function.path("arguments").get(index);
        return argument.has("expression") ? argument.get("expression") : argument;
    }

    private static void pair(JsonNode column, JsonNode value, boolean like, List<Filter> filters) {
        if ("COLUMN_REF".equals(column.path("class").asText()) && "CONSTANT".equals(value.path("class").asText())
                && "STRING".equals(value.path("literal").path("kind").asText())) {
            filters.add(new Filter(names(column), value.path("literal").path("text").asText(), like));
        }
    }

    private static List<String> names(JsonNode columnRef) {
        List<String> names = new ArrayList<>();
        columnRef.path("column_names").forEach(n -> names.add(n.asText()));
        return List.copyOf(names);
    }
}
