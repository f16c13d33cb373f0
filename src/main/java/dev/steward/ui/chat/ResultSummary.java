package dev.steward.ui.chat;

import dev.steward.sql.QueryResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One plain line about a result, computed from its rows (no LLM): "East leads with 1.88 M, 28 % of the total.",
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

    private static String leader(QueryResult result, int label, int value) {
        List<Object> best = null;
        double total = 0;
        boolean allPositive = true;
        for (List<Object> row : result.rows()) {
            double v = toDouble(row.get(value));
            total += v;
            allPositive &= v >= 0;
            if (best == null || v > toDouble(best.get(value))) {
                best = row;
            }
        }
        double top = toDouble(best.get(value));
        String text = String.valueOf(best.get(label)) + " leads with " + number(top);
        if (allPositive && total > 0 && !result.truncated()) {
            text += String.format(Locale.ROOT, ", %.0f %% of the total", 100 * top / total);
        }
        return text + " (" + result.columns().get(value).name() + ", " + result.rowCount()
                + (result.truncated() ? "+" : "") + " rows).";
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
