package dev.steward.ui.chat;

import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether a result has a shape worth a quick chart: exactly two columns, one a category (text) or a date and the
 * other a number → a bar chart (category) or a line chart (date). Other shapes get no chart.
 *
 * @param kind   bar or line
 * @param label  the index of the category or date column
 * @param value  the index of the number column
 */
record ChartShape(Kind kind, int label, int value) {
    /** Bars beyond this many categories are unreadable in a side panel. */
    static final int MAX_BARS = 30;

    enum Kind { BAR, LINE }

    static Optional<ChartShape> of(QueryResult result) {
        if (result == null || result.columns().size() != 2 || result.rowCount() < 2) {
            return Optional.empty();
        }
        for (int label = 0; label < 2; label++) {
            int value = 1 - label;
            ResultColumn labels = result.columns().get(label);
            if (!isNumber(result.columns().get(value))) {
                continue;
            }
            if (isDate(labels)) {
                return Optional.of(new ChartShape(Kind.LINE, label, value));
            }
            if (isText(labels) && result.rowCount() <= MAX_BARS) {
                return Optional.of(new ChartShape(Kind.BAR, label, value));
            }
        }
        return Optional.empty();
    }

    private static boolean isNumber(ResultColumn column) {
        String type = type(column);
        return type.contains("INT") && !type.startsWith("INTERVAL") || type.startsWith("DECIMAL") || type.equals("DOUBLE") || type.equals("FLOAT")
                || type.equals("REAL") || type.equals("HUGEINT") || type.startsWith("NUMERIC");
    }

    private static boolean isDate(ResultColumn column) {
        String type = type(column);
        return type.equals("DATE") || type.startsWith("TIMESTAMP");
    }

    private static boolean isText(ResultColumn column) {
        String type = type(column);
        return type.equals("VARCHAR") || type.startsWith("ENUM") || type.equals("BOOLEAN");
    }

    private static String type(ResultColumn column) {
        return column.type() == null ? "" : column.type().toUpperCase(Locale.ROOT);
    }
}
