package dev.steward.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.List;

/**
 * Bound values written as DuckDB literals, so a parameterised query can be shown, copied and logged as SQL a person
 * can run: text as a single-quoted string (quotes doubled; DuckDB's plain strings read backslashes literally),
 * whole and decimal numbers as digits (a negative one in parentheses, so {@code x - ?} never becomes a
 * {@code --} comment), a date as {@code DATE 'yyyy-mm-dd'}. The value's Java type (String, Long, BigDecimal,
 * LocalDate, as the template slots check them) decides the literal; nothing is spliced from raw text, and a value of
 * any other type is refused. The executed statement keeps its {@code ?} parameters; this is what it means.
 */
public final class SqlLiterals {
    private SqlLiterals() {
    }

    /** One value as a typed SQL literal. */
    public static String literal(Object value) {
        if (value == null) {
            return "NULL";
        }
        if (value instanceof String text) {
            return "'" + text.replace("'", "''") + "'";
        }
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte
                || value instanceof BigInteger) {
            return signed(value.toString());
        }
        if (value instanceof BigDecimal decimal) {
            return signed(decimal.toPlainString());
        }
        if (value instanceof Double || value instanceof Float) {
            return "CAST('" + value + "' AS DOUBLE)";
        }
        if (value instanceof Boolean bool) {
            return bool ? "TRUE" : "FALSE";
        }
        if (value instanceof LocalDate date) {
            return "DATE '" + date + "'";
        }
        throw new IllegalArgumentException("no SQL literal for a " + value.getClass().getSimpleName() + " value");
    }

    /**
     * {@code sql} with each {@code ?} parameter (outside strings, quoted names, comments and dollar quotes) replaced
     * by its value's literal, in order ({@link SqlScanner} tells where quotes and comments run).
     *
     * @throws IllegalArgumentException when the number of parameters and values differ
     */
    public static String inline(String sql, List<?> values) {
        StringBuilder out = new StringBuilder(sql.length() + 16 * values.size());
        int next = 0;
        for (SqlScanner.Token token : SqlScanner.tokens(sql)) {
            if (token.kind() == SqlScanner.Kind.SYMBOL && token.text().equals("?")) {
                if (next >= values.size()) {
                    throw new IllegalArgumentException("the SQL has more ? parameters than the " + values.size()
                            + " value(s) bound");
                }
                out.append(literal(values.get(next++)));
            } else {
                out.append(token.text());
            }
        }
        if (next != values.size()) {
            throw new IllegalArgumentException("the SQL has " + next + " ? parameter(s) but " + values.size()
                    + " value(s) are bound");
        }
        return out.toString();
    }

    private static String signed(String digits) {
        return digits.startsWith("-") ? "(" + digits + ")" : digits;
    }
}
