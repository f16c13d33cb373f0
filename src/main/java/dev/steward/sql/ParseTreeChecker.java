package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Walks one statement of DuckDB's {@code json_serialize_sql} tree and refuses anything a read-only query over the
 * project's views does not need. The walk is generic (every object in the tree is visited), so a construct hidden
 * in a subquery, a CTE, a join or a function argument is seen just like one at the top.
 */
final class ParseTreeChecker {
    private static final Set<String> QUERY_NODES =
            Set.of("SELECT_NODE", "SET_OPERATION_NODE", "RECURSIVE_CTE_NODE", "CTE_NODE");
    private static final Set<String> PLAIN_TABLE_REFS = Set.of("JOIN", "SUBQUERY", "EMPTY", "EXPRESSION_LIST",
            "PIVOT");
    /** Table functions that only compute: they read no file, setting, catalog or network. */
    static final Set<String> ALLOWED_TABLE_FUNCTIONS = Set.of("range", "generate_series", "unnest");

    private static final int KNOWN_TABLES_SHOWN = 30;
    private final AllowedRelations relations;
    private final FunctionPolicy functions;
    private boolean hasParameters;
    private final Set<String> unknownFunctions = new TreeSet<>();

    ParseTreeChecker(AllowedRelations relations, FunctionPolicy functions) {
        this.relations = relations;
        this.functions = functions;
    }

    /** Checks one statement's root {@code node}; throws {@link GateRejection} at the first thing refused. */
    void check(JsonNode queryNode) {
        walk(queryNode, Set.of());
        SizeBounds.check(queryNode);
    }

    /** Functions DuckDB does not have: binding must fail on them (the gate refuses the query if it does not). */
    Set<String> unknownFunctions() {
        return Set.copyOf(unknownFunctions);
    }

    /** Whether the statement uses {@code ?} or {@code $n} parameters (then binding needs a prepare, not EXPLAIN). */
    boolean hasParameters() {
        return hasParameters;
    }

    private void walk(JsonNode node, Set<String> ctes) {
        if (node.isArray()) {
            node.forEach(child -> walk(child, ctes));
            return;
        }
        if (!node.isObject()) {
            return;
        }
        Set<String> scope = node.has("cte_map") ? checkCtes(node.get("cte_map"), ctes) : ctes;
        checkObject(node, scope);
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!field.getKey().equals("cte_map")) {
                walk(field.getValue(), scope);
            }
        }
    }

    /**
     * A CTE body sees the outer names, the CTEs defined before it and, when recursive, itself; the query sees
     * them all. Anything else with the same name is a real table to DuckDB, so it must not be excused here.
     */
    private Set<String> checkCtes(JsonNode cteMap, Set<String> outer) {
        Set<String> visible = new HashSet<>(outer);
        for (JsonNode entry : cteMap.path("map")) {
            String name = AllowedRelations.lower(entry.path("key").asText());
            JsonNode body = entry.path("value");
            JsonNode queryNode = body.path("query_node");
            if ("RECURSIVE_CTE_NODE".equals(queryNode.path("type").asText())) {
                walkRecursiveCte(body, queryNode, Set.copyOf(visible), name);
            } else {
                walk(body, Set.copyOf(visible));
            }
            visible.add(name);
        }
        return Set.copyOf(visible);
    }

    /**
     * In {@code WITH RECURSIVE r AS (anchor UNION recursive)} only the recursive part refers to {@code r}; in the
     * anchor DuckDB binds the name to a real table (tested: a CTE named duckdb_tables reads the system view there).
     */
    private void walkRecursiveCte(JsonNode body, JsonNode queryNode, Set<String> visible, String name) {
        Set<String> withSelf = new HashSet<>(visible);
        withSelf.add(name);
        Iterator<Map.Entry<String, JsonNode>> fields = body.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!field.getKey().equals("query_node")) {
                walk(field.getValue(), visible);
            }
        }
        checkObject(queryNode, visible);
        Iterator<Map.Entry<String, JsonNode>> parts = queryNode.fields();
        while (parts.hasNext()) {
            Map.Entry<String, JsonNode> part = parts.next();
            walk(part.getValue(), part.getKey().equals("left") ? visible : Set.copyOf(withSelf));
        }
    }

    private void checkObject(JsonNode node, Set<String> ctes) {
        String type = node.path("type").asText("");
        if (type.endsWith("_NODE")) {
            checkQueryNode(type);
        } else if (isTableRef(node)) {
            checkTableRef(node, type, ctes);
        }
        if (node.has("function_name")) {
            checkFunction(node);
        }
        if ("PARAMETER".equals(node.path("class").asText())) {
            hasParameters = true;
        }
    }

    private static void checkQueryNode(String type) {
        if (QUERY_NODES.contains(type)) {
            return;
        }
        if (type.matches("(INSERT|UPDATE|DELETE|MERGE|MERGE_INTO)_QUERY_NODE")) {
            String verb = type.substring(0, type.indexOf("_QUERY_NODE"));
            throw new GateRejection(RejectionReason.WRITE_INSIDE_QUERY, "The query hides a " + verb
                    + " inside it (for example in a WITH clause); only reading queries may run.");
        }
        throw new GateRejection(RejectionReason.UNSUPPORTED_CONSTRUCT,
                "The query contains a " + type + " part, which is not a plain SELECT.");
    }

    private static boolean isTableRef(JsonNode node) {
        return !node.has("class") && node.has("alias") && node.has("sample") && node.has("type");
    }

    private void checkTableRef(JsonNode ref, String type, Set<String> ctes) {
        switch (type) {
            case "BASE_TABLE" -> checkBaseTable(ref, ctes);
            case "TABLE_FUNCTION" -> checkTableFunction(ref.path("function"));
            case "SHOW_REF" -> throw new GateRejection(RejectionReason.UNSUPPORTED_CONSTRUCT,
                    "DESCRIBE, SHOW and SUMMARIZE are not allowed here; query information_schema.columns "
                            + "for column names and types.");
            default -> {
                if (!PLAIN_TABLE_REFS.contains(type)) {
                    throw new GateRejection(RejectionReason.UNSUPPORTED_CONSTRUCT,
                            "The query reads from a " + type + " source, which is not allowed here.");
                }
            }
        }
    }

    private void checkBaseTable(JsonNode ref, Set<String> ctes) {
        String catalog = ref.path("catalog_name").asText("");
        String schema = ref.path("schema_name").asText("");
        String table = ref.path("table_name").asText("");
        boolean unqualified = catalog.isEmpty() && schema.isEmpty();
        if (unqualified && ctes.contains(AllowedRelations.lower(table))) {
            return;
        }
        if (!relations.allows(catalog, schema, table)) {
            throw new GateRejection(RejectionReason.UNKNOWN_TABLE, "'" + qualified(catalog, schema, table)
                    + "' is not one of the project's tables; queries may read only the project's tables "
                    + "(gold ones as gold.<name>) and information_schema, not files, URLs or system tables. "
                    + "Tables: " + relations.summary(KNOWN_TABLES_SHOWN) + ".");
        }
    }

    private static void checkTableFunction(JsonNode function) {
        String name = function.path("function_name").asText("");
        boolean qualified = !function.path("schema").asText("").isEmpty()
                || !function.path("catalog").asText("").isEmpty();
        if (qualified || !ALLOWED_TABLE_FUNCTIONS.contains(AllowedRelations.lower(name))) {
            throw new GateRejection(RejectionReason.TABLE_FUNCTION_NOT_ALLOWED, "The table function '" + name
                    + "' is not allowed: it can read files, settings or the network. Only "
                    + String.join(", ", ALLOWED_TABLE_FUNCTIONS.stream().sorted().toList()) + " may be used.");
        }
    }

    /**
     * Every call (scalar, aggregate, window, macro, operator) must name an allowed function, unqualified: an
     * allowlist, so a function DuckDB adds later is refused until reviewed (issue 19: json_serialize_plan was on no
     * deny list and planned read_csv on any path).
     */
    private void checkFunction(JsonNode node) {
        String rawName = node.path("function_name").asText();
        boolean qualified = !node.path("schema").asText("").isEmpty() || !node.path("catalog").asText("").isEmpty();
        if (qualified) {
            throw new GateRejection(RejectionReason.FUNCTION_NOT_ALLOWED, "The function '" + rawName
                    + "' is called with a schema or catalog in front; call functions by their plain name.");
        }
        if (functions.allows(rawName)) {
            return;
        }
        if (!functions.exists(rawName) && functions.refusalReason(rawName).isEmpty()) {
            unknownFunctions.add(rawName);
            return;
        }
        String why = functions.refusalReason(rawName).map(reason -> ": " + reason + ".")
                .orElse(": it is not on Steward's list of functions for answers (allowed-functions.txt).");
        throw new GateRejection(RejectionReason.FUNCTION_NOT_ALLOWED, "The function '" + rawName
                + "' is not allowed" + why);
    }

    private static String qualified(String catalog, String schema, String table) {
        StringBuilder name = new StringBuilder();
        if (!catalog.isEmpty()) {
            name.append(catalog).append('.');
        }
        if (!schema.isEmpty()) {
            name.append(schema).append('.');
        }
        return name.append(table).toString();
    }
}
