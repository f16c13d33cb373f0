package dev.steward.ui.chat;

import dev.steward.sql.QueryResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One plain line about a result, computed from its rows (no LLM): "East leads with 1.88 M, 28 % of the total.",
 * "North is lowest with 53.91 (attainment_pct, 4 rows).",
 * "The answer is 42.", "No rows match.". Empty when the shape says nothing simple (no number to talk about).
 */
final class ResultSummary {
    private ResultSummary() {
    }

    static Optional<String> of(QueryResult result) {
        if (result.rowCount() == 0) {
            return Optional.of("No rows match.");
        }
        int value = lastNumericColumn(result);
        if (value < 0) {
            return Optional.empty();
        }
        if (result.rowCount() == 1) {
            String what = result.columns().size() == 1 ? "The answer is " : result.columns().get(value).name() + " is ";
            return Optional.of(what + number(toDouble(result.rows().get(0).get(value))) + ".");
        }
        int label = firstTextColumn(result);
        if (label < 0) {
            return Optional.empty();
        }
        return Optional.of(leader(result, label, value));
    }

    /**
     * The row the result puts first when its values are in ascending order (the query sorted them so: "which regions
     * missed their target" lists the worst first), else the largest value. The share of the total only for a
     * column that adds up: a percentage, rate or average summed over rows means nothing.
     */
    private static String leader(QueryResult result, int label, int value) {
        double[] values = result.rows().stream().mapToDouble(row -> toDouble(row.get(value))).toArray();
        boolean ascending = ascending(values);
        int pick = ascending ? 0 : largest(values);
        String column = result.columns().get(value).name();
        String text = result.rows().get(pick).get(label) + (ascending ? " is lowest with " : " leads with ")
                + number(values[pick]);
        double total = java.util.Arrays.stream(values).sum();
        boolean allPositive = java.util.Arrays.stream(values).allMatch(v -> v >= 0);
        if (allPositive && total > 0 && !result.truncated() && addsUp(column)) {
            text += String.format(Locale.ROOT, ", %.0f %% of the total", 100 * values[pick] / total);
        }
        return text + " (" + column + ", " + result.rowCount() + (result.truncated() ? "+" : "") + " rows).";
    }

    /** Never decreasing and not all equal: the rows were sorted by this value, smallest first. */
    private static boolean ascending(double[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[i] < values[i - 1]) {
                return false;
            }
        }
        return values[values.length - 1] > values[0];
    }

    private static int largest(double[] values) {
        int best = 0;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }

    /** Words in a column name that mark a ratio or an average rather than an amount. */
    private static final java.util.Set<String> NOT_ADDITIVE = java.util.Set.of("pct", "percent", "percentage",
            "rate", "ratio", "share", "avg", "average", "mean", "median", "margin", "per");

    private static boolean addsUp(String column) {
        return java.util.Arrays.stream(column.toLowerCase(Locale.ROOT).split("[^a-z0-9]+"))
                .noneMatch(NOT_ADDITIVE::contains);
    }

    private static int lastNumericColumn(QueryResult result) {
        for (int c = result.columns().size() - 1; c >= 0; c--) {
            if (numeric(result, c)) {
                return c;
            }
        }
        return -1;
    }

    private static int firstTextColumn(QueryResult result) {
        for (int c = 0; c < result.columns().size(); c++) {
            if (!numeric(result, c)) {
                return c;
            }
        }
        return -1;
    }

    private static boolean numeric(QueryResult result, int column) {
        boolean any = false;
        for (List<Object> row : result.rows()) {
            Object cell = row.get(column);
            if (cell != null && !(cell instanceof Number)) {
                return false;
            }
            any |= cell != null;
        }
        return any;
    }

    private static double toDouble(Object cell) {
        return cell instanceof Number n ? n.doubleValue() : 0;
    }

    /** 1.88 M, 24.66 M, 3.2 K, 42, 0.54. */
    static String number(double value) {
        double size = Math.abs(value);
        if (size >= 1e9) {
            return round(value / 1e9) + " B";
        }
        if (size >= 1e6) {
            return round(value / 1e6) + " M";
        }
        if (size >= 1e4) {
            return round(value / 1e3) + " K";
        }
        return round(value);
    }

    private static String round(double value) {
        return new BigDecimal(value).setScale(2, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
    }
}
