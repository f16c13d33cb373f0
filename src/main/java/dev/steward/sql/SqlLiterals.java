package dev.steward.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Bound values written as DuckDB literals, so a parameterised query can be shown, copied and logged as SQL a person
 * can run: text as a single-quoted string (quotes doubled; DuckDB's plain strings read backslashes literally),
 * whole and decimal numbers as digits (a negative one in parentheses, so {@code x - ?} never becomes a
 * {@code --} comment), a date as {@code DATE 'yyyy-mm-dd'}. The value's Java type (String, Long, BigDecimal,
 * LocalDate, as the template slots check them) decides the literal; nothing is spliced from raw text, and a value of
 * any other type is refused. The executed statement keeps its {@code ?} parameters; this is what it means.
 */
public final class SqlLiterals {
    private static final Pattern DOLLAR_TAG = Pattern.compile("\\$([A-Za-z_][A-Za-z_0-9]*)?\\$");

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
     * by its value's literal, in order.
     *
     * @throws IllegalArgumentException when the number of parameters and values differ
     */
    public static String inline(String sql, List<?> values) {
        StringBuilder out = new StringBuilder(sql.length() + 16 * values.size());
        int next = 0;
        int i = 0;
        while (i < sql.length()) {
            int end = skipQuoted(sql, i);
            if (end > i) {
                out.append(sql, i, end);
                i = end;
            } else if (sql.charAt(i) == '?') {
                if (next >= values.size()) {
                    throw new IllegalArgumentException("the SQL has more ? parameters than the " + values.size()
                            + " value(s) bound");
                }
                out.append(literal(values.get(next++)));
                i++;
            } else {
                out.append(sql.charAt(i++));
            }
        }
        if (next != values.size()) {
            throw new IllegalArgumentException("the SQL has " + next + " ? parameter(s) but " + values.size()
                    + " value(s) are bound");
        }
        return out.toString();
    }

    /** The index after a string, quoted name, comment or dollar quote starting at {@code i}, else {@code i}. */
    private static int skipQuoted(String sql, int i) {
        char c = sql.charAt(i);
        if ((c == 'E' || c == 'e') && i + 1 < sql.length() && sql.charAt(i + 1) == '\''
                && (i == 0 || !Character.isLetterOrDigit(sql.charAt(i - 1)) && sql.charAt(i - 1) != '_')) {
            return close(sql, i + 1, '\'', true);
        }
        if (c == '\'' || c == '"') {
            return close(sql, i, c, false);
        }
        if (sql.startsWith("--", i)) {
            int newline = sql.indexOf('\n', i);
            return newline < 0 ? sql.length() : newline;
        }
        if (sql.startsWith("/*", i)) {
            return blockCommentEnd(sql, i);
        }
        if (c == '$') {
            Matcher tag = DOLLAR_TAG.matcher(sql).region(i, sql.length());
            if (tag.lookingAt()) {
                int closing = sql.indexOf(tag.group(), tag.end());
                return closing < 0 ? sql.length() : closing + tag.group().length();
            }
        }
        return i;
    }

    private static int close(String sql, int open, char quote, boolean backslashEscapes) {
        int i = open + 1;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (backslashEscapes && c == '\\') {
                i += 2;
            } else if (c == quote && i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                i += 2;
            } else if (c == quote) {
                return i + 1;
            } else {
                i++;
            }
        }
        return sql.length();
    }

    private static int blockCommentEnd(String sql, int start) {
        int depth = 0;
        int i = start;
        while (i < sql.length()) {
            if (sql.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (sql.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return sql.length();
    }

    private static String signed(String digits) {
        return digits.startsWith("-") ? "(" + digits + ")" : digits;
    }
}
