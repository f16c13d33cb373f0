package dev.steward.sql;

/**
 * Finds where one statement's text ends: the first {@code ;} outside string literals, quoted identifiers,
 * dollar-quoted strings and comments, as {@link SqlScanner} reads them. DuckDB's parser reads
 * {@code SELECT 1; -- done} as one statement, but that text cannot be wrapped in the row cap's {@code SELECT * FROM (...)}; the gate runs only the part before the
 * terminator, after checking that DuckDB parses it to the very same tree (so a lexing mistake here can only
 * refuse a query, never change what runs).
 */
final class SqlText {
    private SqlText() {
    }

    /** The statement without its terminator and whatever follows it; null if the text ends inside a comment. */
    static String withoutTerminator(String sql) {
        int semicolon = SqlScanner.firstSemicolon(sql);
        if (semicolon >= 0) {
            return sql.substring(0, semicolon).stripTrailing();
        }
        return SqlScanner.endsInsideComment(sql) ? null : sql;
    }
}
