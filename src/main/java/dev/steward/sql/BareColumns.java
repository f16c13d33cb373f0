package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * SQLite's bare columns beside aggregates ({@code SELECT name, max(amount) FROM t GROUP BY id}): SQLite shows some
 * row's value, DuckDB's binder refuses. The column is wrapped in {@code ANY_VALUE(...)} only when the grouping makes
 * its value unique, which is checked on the data: a query built from the same FROM, WHERE and GROUP BY counts the
 * distinct values (a NULL beside a value counts as two) in each group, and it runs through the gate and the sandbox
 * like any query. Otherwise the statement is refused with the reason, and the model is asked.
 */
final class BareColumns {
    /** Aggregates a bare column may sit beside; a column inside one of them is not bare. */
    private static final Set<String> AGGREGATES = Set.of("sum", "count", "count_star", "avg", "mean", "min", "max",
            "any_value", "arg_max", "arg_min", "max_by", "min_by", "first", "last", "string_agg", "group_concat",
            "listagg", "list", "array_agg", "median", "mode", "quantile", "quantile_cont", "quantile_disc",
            "stddev", "stddev_pop", "stddev_samp", "variance", "var_pop", "var_samp", "bool_and", "bool_or",
            "approx_count_distinct", "product", "sumkahan", "fsum", "bit_and", "bit_or", "histogram", "entropy",
            "kurtosis", "skewness", "corr", "covar_pop", "covar_samp", "regr_slope", "favg");
    private final SqlTrees trees;
    private final Function<String, Optional<Long>> maxValuesPerGroup;

    /** Why the column could not be mended, for the model's repair turn; empty when it was. */
    record Outcome(List<JsonNode[]> changes, String refusal) {
    }

    /** @param maxValuesPerGroup runs a one-value check query through the gate, empty when it cannot run */
    BareColumns(SqlTrees trees, Function<String, Optional<Long>> maxValuesPerGroup) {
        this.trees = trees;
        this.maxValuesPerGroup = maxValuesPerGroup;
    }

    Outcome mend(ObjectNode tree, String column) throws SQLException {
        ObjectNode node = (ObjectNode) tree.path("statements").path(0).path("node");
        List<ObjectNode> bare = new ArrayList<>();
        if ("SELECT_NODE".equals(node.path("type").asText())) {
            collect(node.path("select_list"), column, bare);
            collect(node.path("having"), column, bare);
            collect(node.path("modifiers"), column, bare);
        }
        if (bare.isEmpty()) {
            return new Outcome(List.of(), "");
        }
        Optional<Long> most = maxValuesPerGroup.apply(checkQuery(tree, node, bare.get(0)));
        if (most.isEmpty() || most.get() > 1) {
            return new Outcome(List.of(), "\"" + column + "\" is neither grouped nor aggregated"
                    + most.map(n -> ", and some groups hold " + n + " different values of it").orElse("")
                    + " (SQLite would show one row's value at random). Add it to GROUP BY, aggregate it, or use "
                    + "arg_max(" + column + ", <value>) to take it from the row with the largest value.");
        }
        List<JsonNode[]> changes = new ArrayList<>();
        wrap(node, bare, changes);
        return new Outcome(changes, "");
    }

    private String checkQuery(ObjectNode tree, ObjectNode node, ObjectNode column) throws SQLException {
        ObjectNode check = tree.deepCopy();
        ObjectNode inner = node.deepCopy();
        ObjectNode count = TreeEdits.fill(trees.expression("count(DISTINCT " + TreeEdits.ARG + "0) + CAST(count(*) > "
                + "count(" + TreeEdits.ARG + "0) AS INTEGER)"), List.of(column));
        count.put("alias", "values_per_group");
        inner.putArray("select_list").add(count);
        inner.putNull("having");
        inner.putNull("qualify");
        inner.putArray("modifiers");
        ((ObjectNode) check.path("statements").path(0)).set("node", inner);
        return "SELECT max(values_per_group) AS most FROM (" + trees.render(check) + "\n) AS steward_groups";
    }

    private void wrap(ObjectNode node, List<ObjectNode> bare, List<JsonNode[]> changes) {
        for (String key : List.of("select_list", "having", "modifiers")) {
            TreeEdits.replaceAll(node.path(key), (candidate, parent) -> {
                if (bare.stream().noneMatch(b -> b == candidate)) {
                    return Optional.empty();
                }
                ObjectNode wrapped = TreeEdits.fill(trees.expression("any_value(" + TreeEdits.ARG + "0)"),
                        List.of(candidate));
                String name = candidate.path("column_names").path(candidate.path("column_names").size() - 1)
                        .asText();
                wrapped.put("alias", candidate.path("alias").asText("").isEmpty() && parent == node.path(
                        "select_list") ? name : candidate.path("alias").asText(""));
                changes.add(new JsonNode[] {candidate, wrapped});
                return Optional.of(wrapped);
            });
        }
    }

    /** Column references to {@code column} outside aggregates and window functions. */
    private static void collect(JsonNode node, String column, List<ObjectNode> bare) {
        if (node.isArray()) {
            node.forEach(child -> collect(child, column, bare));
            return;
        }
        if (!node.isObject() || AGGREGATES.contains(TreeEdits.functionName(node))
                || "WINDOW".equals(node.path("class").asText()) || node.path("type").asText("").endsWith("_NODE")) {
            return;
        }
        JsonNode names = node.path("column_names");
        if ("COLUMN_REF".equals(node.path("class").asText()) && names.size() > 0
                && AllowedRelations.lower(names.get(names.size() - 1).asText())
                .equals(AllowedRelations.lower(column))) {
            bare.add((ObjectNode) node);
            return;
        }
        node.forEach(child -> collect(child, column, bare));
    }
}
