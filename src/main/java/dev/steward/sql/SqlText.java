package dev.steward.sql;

/**
 * Finds where one statement's text ends: the first {@code ;} outside string literals, quoted identifiers,
 * dollar-quoted strings and comments. DuckDB's parser reads {@code SELECT 1; -- done} as one statement, but that
 * text cannot be wrapped in the row cap's {@code SELECT * FROM (...)}; the gate runs only the part before the
 * terminator, after checking that DuckDB parses it to the very same tree (so a lexing mistake here can only
 * refuse a query, never change what runs).
 */
final class SqlText {
    private SqlText() {
    }

    /** The statement without its terminator and whatever follows it; null if the text ends inside a comment. */
    static String withoutTerminator(String sql) {
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            if (c == ';') {
                return sql.substring(0, i).stripTrailing();
            } else if (c == '\'') {
                i = endOfQuoted(sql, i, '\'', escapesWithBackslash(sql, i));
            } else if (c == '"') {
                i = endOfQuoted(sql, i, '"', false);
            } else if (c == '-' && i + 1 < n && sql.charAt(i + 1) == '-') {
                int newline = sql.indexOf('\n', i);
                i = newline < 0 ? n : newline + 1;
            } else if (c == '/' && i + 1 < n && sql.charAt(i + 1) == '*') {
                i = endOfBlockComment(sql, i);
                if (i < 0) {
                    return null;
                }
            } else if (c == '$' && dollarTag(sql, i) != null) {
                String tag = dollarTag(sql, i);
                int close = sql.indexOf(tag, i + tag.length());
                i = close < 0 ? n : close + tag.length();
            } else {
                i++;
            }
        }
        return sql;
    }

    private static boolean escapesWithBackslash(String sql, int quote) {
        return quote > 0 && (sql.charAt(quote - 1) == 'E' || sql.charAt(quote - 1) == 'e')
                && (quote == 1 || !Character.isLetterOrDigit(sql.charAt(quote - 2)) && sql.charAt(quote - 2) != '_');
    }

    /** Index after the closing quote (a doubled quote is part of the text), or the end of the text. */
    private static int endOfQuoted(String sql, int open, char quote, boolean backslash) {
        int i = open + 1;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (backslash && c == '\\') {
                i += 2;
            } else if (c == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i += 2;
                } else {
                    return i + 1;
                }
            } else {
                i++;
            }
        }
        return sql.length();
    }

    /** Block comments nest, as in PostgreSQL's lexer that DuckDB uses; -1 when unterminated. */
    private static int endOfBlockComment(String sql, int open) {
        int depth = 0;
        int i = open;
        while (i + 1 < sql.length()) {
            if (sql.charAt(i) == '/' && sql.charAt(i + 1) == '*') {
                depth++;
                i += 2;
            } else if (sql.charAt(i) == '*' && sql.charAt(i + 1) == '/') {
                depth--;
                i += 2;
                if (depth == 0) {
                    return i;
                }
            } else {
                i++;
            }
        }
        return -1;
    }

    /** {@code $tag$} or {@code $$} starting at {@code i}; null for a parameter such as {@code $1} or a lone $. */
    private static String dollarTag(String sql, int i) {
        int j = i + 1;
        while (j < sql.length() && (Character.isLetterOrDigit(sql.charAt(j)) || sql.charAt(j) == '_')) {
            j++;
        }
        if (j >= sql.length() || sql.charAt(j) != '$' || j > i + 1 && Character.isDigit(sql.charAt(i + 1))) {
            return null;
        }
        if (i > 0 && (Character.isLetterOrDigit(sql.charAt(i - 1)) || sql.charAt(i - 1) == '_')) {
            return null;
        }
        return sql.substring(i, j + 1);
    }
}
