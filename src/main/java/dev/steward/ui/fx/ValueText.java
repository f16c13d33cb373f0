package dev.steward.ui.fx;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A query result's value as a table shows it: amounts grouped ("24,656,220.58"), large counts grouped
 * ("1,204,311"), identifiers, codes and years as stored, NULL as such. Numbers are right-aligned by
 * {@link ValueCell}.
 */
public final class ValueText {
    /** Columns whose whole numbers are labels, not quantities: never grouped. */
    private static final Pattern IDENTIFIER = Pattern.compile("(?i).*(^|_)(id|key|code|year|zip|phone|number|no)$");
    private static final long GROUP_FROM = 10_000;

    private ValueText() {
    }

    /** The value's text in a column named {@code column} (null: no name known). */
    public static String of(Object value, String column) {
        if (value instanceof BigDecimal || value instanceof Double || value instanceof Float) {
            double number = ((Number) value).doubleValue();
            if (Double.isFinite(number)) {
                String pattern = Math.abs(number) >= 1 || number == 0 ? "#,##0.##" : "0.####";
                return format(pattern, value);
            }
        }
        if (isWholeNumber(value) && !identifier(column) && Math.abs(((Number) value).doubleValue()) >= GROUP_FROM) {
            return format("#,##0", value);
        }
        return value == null ? "NULL" : String.valueOf(value);
    }

    /** True for numbers, which read best right-aligned. */
    public static boolean isNumber(Object value) {
        return value instanceof Number;
    }

    private static boolean isWholeNumber(Object value) {
        return value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte
                || value instanceof BigInteger;
    }

    private static boolean identifier(String column) {
        return column != null && IDENTIFIER.matcher(column).matches();
    }

    private static String format(String pattern, Object value) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT)).format(value);
    }
}
