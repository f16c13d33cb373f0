package dev.steward.eval;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a {@link SqlShape} from a {@code json_serialize_sql} tree. Table aliases are read from the whole statement
 * (sub-queries reusing an alias for another table are rare in goldens and only blur which table a column belongs
 * to). An unqualified column belongs to the only table the SQL reads, else to the one table whose known columns
 * hold it; a name no table is known to have (an output alias) is left out.
 */
final class SqlShapeReader {
    private final Function<String, Set<String>> knownColumns;
    private final Map<String, String> aliases = new HashMap<>();
    private final Set<String> tables = new HashSet<>();
    private final Set<String> ctes = new HashSet<>();
    private final Set<SqlShape.Column> columns = new HashSet<>();
    private final Set<SqlShape.Join> joins = new HashSet<>();
    private final List<SqlShape.Filter> filters = new ArrayList<>();

    /** @param knownColumns a table's column names (lower case), empty when unknown */
    SqlShapeReader(Function<String, Set<String>> knownColumns) {
        this.knownColumns = knownColumns;
    }

    SqlShape read(JsonNode tree) {
        collectTables(tree);
        tables.removeAll(ctes);
        collectExpressions(tree);
        return new SqlShape(true, tables, columns, joins, filters);
    }

    private void collectTables(JsonNode node) {
        if (node.isObject()) {
            if ("BASE_TABLE".equals(node.path("type").asText()) && node.has("table_name")) {
                String schema = node.path("schema_name").asText("").toLowerCase(Locale.ROOT);
                String name = (schema.isEmpty() || schema.equals("main") ? "" : schema + ".")
                        + node.path("table_name").asText().toLowerCase(Locale.ROOT);
                tables.add(name);
                aliases.put(name, name);
                aliases.put(node.path("table_name").asText().toLowerCase(Locale.ROOT), name);
                String alias = node.path("alias").asText("");
                if (!alias.isEmpty()) {
                    aliases.put(alias.toLowerCase(Locale.ROOT), name);
                }
            }
            node.path("cte_map").path("map").forEach(e -> ctes.add(e.path("key").asText().toLowerCase(Locale.ROOT)));
        }
        node.forEach(this::collectTables);
    }

    private void collectExpressions(JsonNode node) {
        if (node.isObject()) {
            String type = node.path("type").asText();
            if ("COLUMN_REF".equals(type)) {
                resolve(node).ifPresent(columns::add);
            } else if ("COMPARE_EQUAL".equals(type)) {
                comparison(node.path("left"), node.path("right"));
            } else if ("COMPARE_IN".equals(type) && node.path("children").size() > 1) {
                Optional<SqlShape.Column> column = resolve(node.path("children").path(0));
                for (int i = 1; i < node.path("children").size(); i++) {
                    JsonNode value = node.path("children").path(i);
                    column.ifPresent(c -> text(value).ifPresent(v -> filters.add(new SqlShape.Filter(c, v))));
                }
            }
            node.path("using_columns").forEach(using -> usingJoin(node, using.asText()));
        }
        node.forEach(this::collectExpressions);
    }

    private void comparison(JsonNode left, JsonNode right) {
        Optional<SqlShape.Column> a = resolve(left);
        Optional<SqlShape.Column> b = resolve(right);
        if (a.isPresent() && b.isPresent()) {
            joins.add(SqlShape.Join.of(a.get(), b.get()));
        } else if (a.isPresent()) {
            text(right).ifPresent(v -> filters.add(new SqlShape.Filter(a.get(), v)));
        } else if (b.isPresent()) {
            text(left).ifPresent(v -> filters.add(new SqlShape.Filter(b.get(), v)));
        }
    }

    private void usingJoin(JsonNode join, String column) {
        Optional<String> left = firstTable(join.path("left"));
        Optional<String> right = firstTable(join.path("right"));
        if (left.isPresent() && right.isPresent()) {
            SqlShape.Column a = new SqlShape.Column(left.get(), column);
            SqlShape.Column b = new SqlShape.Column(right.get(), column);
            columns.add(a);
            columns.add(b);
            joins.add(SqlShape.Join.of(a, b));
        }
    }

    private Optional<String> firstTable(JsonNode node) {
        if ("BASE_TABLE".equals(node.path("type").asText())) {
            String alias = node.path("alias").asText("").toLowerCase(Locale.ROOT);
            return Optional.ofNullable(aliases.get(alias.isEmpty()
                    ? node.path("table_name").asText().toLowerCase(Locale.ROOT) : alias));
        }
        return node.has("right") ? firstTable(node.path("right")) : Optional.empty();
    }

    private Optional<SqlShape.Column> resolve(JsonNode node) {
        if (!"COLUMN_REF".equals(node.path("type").asText())) {
            return Optional.empty();
        }
        List<String> parts = new ArrayList<>();
        node.path("column_names").forEach(p -> parts.add(p.asText().toLowerCase(Locale.ROOT)));
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        String column = parts.get(parts.size() - 1);
        if (parts.size() >= 2) {
            String qualifier = String.join(".", parts.subList(0, parts.size() - 1));
            String table = aliases.get(qualifier);
            return table == null ? Optional.empty() : Optional.of(new SqlShape.Column(table, column));
        }
        List<String> owners = tables.stream().filter(t -> knownColumns.apply(t).contains(column)).toList();
        if (owners.size() == 1) {
            return Optional.of(new SqlShape.Column(owners.get(0), column));
        }
        if (tables.size() == 1 && owners.isEmpty() && knownColumns.apply(tables.iterator().next()).isEmpty()) {
            return Optional.of(new SqlShape.Column(tables.iterator().next(), column));
        }
        return Optional.empty();
    }

    /** The text of a string literal (DuckDB 1.x {@code value}, 2.x {@code literal}), else empty. */
    private static Optional<String> text(JsonNode node) {
        if (!"VALUE_CONSTANT".equals(node.path("type").asText())) {
            return Optional.empty();
        }
        JsonNode literal = node.path("literal");
        if (literal.isObject()) {
            return "STRING".equals(literal.path("kind").asText()) ? Optional.of(literal.path("text").asText())
                    : Optional.empty();
        }
        JsonNode value = node.path("value");
        return "VARCHAR".equals(value.path("type").path("id").asText()) && !value.path("is_null").asBoolean()
                ? Optional.of(value.path("value").asText()) : Optional.empty();
    }
}
