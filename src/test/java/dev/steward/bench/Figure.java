package dev.steward.bench;

import java.util.Locale;

/**
 * One line of the benchmark table: a ratio to a reference measured in the same run (or a count), the budget it
 * is held against (PRODUCT.md §9) and, for context only, the wall time behind it.
 *
 * @param project   which project it was measured on (small, medium, large, or "any" for synthetic corpora)
 * @param item      the item number (1-8)
 * @param what      what was measured, against which reference
 * @param value     the ratio or count
 * @param unit      "x" for a ratio, or the counted thing
 * @param limit     the budget's upper bound in the same unit, or NaN when PRODUCT.md §9 sets none
 * @param context   the wall times behind the ratio, for the reader (never compared with anything)
 */
public record Figure(String project, int item, String what, double value, String unit, double limit,
                     String context) {

    public static Figure ratio(String project, int item, String what, double measured, double reference,
                               double limit, String context) {
        return new Figure(project, item, what, measured / reference, "x", limit, context);
    }

    /** "met", "NOT met" or "-" when no budget applies. */
    public String verdict() {
        if (Double.isNaN(limit)) {
            return "-";
        }
        return value <= limit ? "met" : "NOT met";
    }

    public String valueText() {
        String number = value >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
        return "x".equals(unit) ? number + "x" : number + " " + unit;
    }

    public String limitText() {
        if (Double.isNaN(limit)) {
            return "-";
        }
        return "x".equals(unit) ? String.format(Locale.ROOT, "<= %.1fx", limit)
                : String.format(Locale.ROOT, "<= %.0f %s", limit, unit);
    }

    /** One Markdown table row. */
    public String markdownRow() {
        return "| " + item + " | " + project + " | " + what + " | " + valueText() + " | " + limitText() + " | "
                + verdict() + " | " + context + " |";
    }
}
