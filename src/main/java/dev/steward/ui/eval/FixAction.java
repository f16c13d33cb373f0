package dev.steward.ui.eval;

import dev.steward.eval.Attribution;
import dev.steward.eval.ExampleResult;
import dev.steward.ui.fx.FixTargets;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What a failure's button does: open the place that owns the fix — the table's review for a missed table or an
 * undescribed column, the relationship form with the join prefilled, the template's slot editor, the example itself
 * when the model erred or the golden is disputed.
 *
 * @param label  the button's text
 * @param open   opens the place
 */
record FixAction(String label, Consumer<FixTargets> open) {

    /** The action for a failed result, or empty when its owner names nothing to open. */
    static Optional<FixAction> of(ExampleResult result) {
        Attribution a = result.attribution();
        if (a == null) {
            return Optional.empty();
        }
        return switch (a.owner()) {
            case RETRIEVAL -> Optional.ofNullable(a.target()).map(t -> new FixAction("Review " + t,
                    targets -> targets.tableReview(t)));
            case DESCRIPTION -> Optional.ofNullable(a.target()).map(FixAction::tableOf).map(t -> new FixAction(
                    "Describe " + a.target(), targets -> targets.tableReview(t)));
            case RELATIONSHIP -> relationship(a.target());
            case TEMPLATE_SLOT, TEMPLATE -> Optional.of(new FixAction("Edit the template's slots", targets ->
                    targets.example(a.template() != null ? a.template() : result.exampleId(),
                            a.owner() == Attribution.Owner.TEMPLATE_SLOT ? a.target() : null)));
            case MODEL -> Optional.of(exampleAction(result));
            case UNKNOWN -> Optional.empty();
        };
    }

    /** Opens the example itself in the Examples &amp; Templates tab. */
    static FixAction exampleAction(ExampleResult result) {
        return new FixAction("Open the example", targets -> targets.example(result.exampleId(), null));
    }

    /** {@code products.product_id = transactions.product_id}: the form from the left column to the right one. */
    private static Optional<FixAction> relationship(String join) {
        if (join == null || !join.contains(" = ")) {
            return Optional.empty();
        }
        String[] sides = join.split(" = ", 2);
        int left = sides[0].lastIndexOf('.');
        int right = sides[1].lastIndexOf('.');
        if (left <= 0 || right <= 0) {
            return Optional.empty();
        }
        String[] a = {sides[0].substring(0, left), sides[0].substring(left + 1)};
        String[] b = {sides[1].substring(0, right), sides[1].substring(right + 1)};
        boolean swap = keyOf(a[0], a[1]) && !keyOf(b[0], b[1]); // the form goes from the many side to the one side
        String fromTable = swap ? b[0] : a[0];
        String fromColumn = swap ? b[1] : a[1];
        String toTable = swap ? a[0] : b[0];
        String toColumn = swap ? a[1] : b[1];
        return Optional.of(new FixAction("Add the relationship", targets -> targets.relationshipForm(fromTable,
                fromColumn, toTable, toColumn)));
    }

    /** {@code products.product_id} or {@code products.id}: the column looks like the table's own key. */
    private static boolean keyOf(String table, String column) {
        String name = table.substring(table.lastIndexOf('.') + 1).toLowerCase(java.util.Locale.ROOT);
        String singular = name.endsWith("ies") ? name.substring(0, name.length() - 3) + "y"
                : name.endsWith("s") ? name.substring(0, name.length() - 1) : name;
        String col = column.toLowerCase(java.util.Locale.ROOT);
        return col.equals("id") || col.equals(singular + "_id") || col.equals(name + "_id");
    }

    /** {@code orders.status} → {@code orders}; {@code gold.x.y} → {@code gold.x}. */
    private static String tableOf(String column) {
        int dot = column.lastIndexOf('.');
        return dot <= 0 ? null : column.substring(0, dot);
    }
}
