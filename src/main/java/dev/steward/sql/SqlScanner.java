package dev.steward.sql;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits SQL text into tokens the way DuckDB's lexer sees the parts that matter here: {@code '...'} strings (with
 * {@code ''} escapes, and backslash escapes in {@code E'...'}), dollar quotes ({@code $$...$$}, {@code $tag$...$tag$};
 * a STRING token), {@code "..."} identifiers (with {@code ""} escapes), {@code `...`} identifiers, {@code --} comments
 * and {@code /* *&#47;} comments (nesting, as in PostgreSQL's lexer that DuckDB uses), words and single characters.
 * It never judges the SQL (DuckDB's parser does); it is Steward's one reading of where quotes and comments run:
 * reply extraction and {@link SqlText} find a statement's end with it, {@link SqlLiterals} its {@code ?} parameters,
 * template parsing tells a slot inside a string or comment from a bare one, and the two token-level repairs
 * (a zero-length {@code ""}, SQLite's {@code DATE(x, modifier)}) touch exactly one token.
 */
public final class SqlScanner {
    /** What a token is. */
    public enum Kind { STRING, QUOTED_IDENTIFIER, COMMENT, WORD, SPACE, SYMBOL }

    /** One token: its kind and where it sits in the text ({@code start} inclusive, {@code end} exclusive). */
    public record Token(Kind kind, int start, int end, String text) {
    }

    private static final java.util.Set<String> STATEMENT_WORDS = java.util.Set.of("SELECT", "WITH", "FROM",
            "VALUES", "TABLE", "INSERT", "UPDATE", "DELETE", "MERGE", "CREATE", "DROP", "ALTER", "TRUNCATE", "COPY",
            "EXPORT", "IMPORT", "ATTACH", "DETACH", "USE", "INSTALL", "LOAD", "FORCE", "PRAGMA", "SET", "RESET",
            "CALL", "EXECUTE", "PREPARE", "DEALLOCATE", "EXPLAIN", "DESCRIBE", "SHOW", "SUMMARIZE", "VACUUM",
            "CHECKPOINT", "BEGIN", "START", "COMMIT", "ROLLBACK", "ABORT", "END", "GRANT", "REVOKE", "COMMENT",
            "ANALYZE", "UPDATE_EXTENSIONS");

    private SqlScanner() {
    }

    public static List<Token> tokens(String sql) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < sql.length()) {
            int end = tokenEnd(sql, i);
            tokens.add(new Token(kindAt(sql, i), i, end, sql.substring(i, end)));
            i = end;
        }
        return tokens;
    }

    /**
     * Where the first statement ends: the index of the first {@code ;} outside strings, identifiers and comments,
     * or -1 when there is none.
     */
    static int firstSemicolon(String sql) {
        for (Token token : tokens(sql)) {
            if (token.kind() == Kind.SYMBOL && token.text().equals(";")) {
                return token.start();
            }
        }
        return -1;
    }

    /**
     * Whether the text, after blanks, comments and semicolons, starts with a word that begins a SQL statement (any
     * statement DuckDB knows, not only SELECT).
     */
    static boolean startsWithStatement(String sql) {
        for (Token token : tokens(sql)) {
            switch (token.kind()) {
                case SPACE, COMMENT -> {
                    continue;
                }
                case WORD -> {
                    return STATEMENT_WORDS.contains(token.text().toUpperCase(java.util.Locale.ROOT));
                }
                default -> {
                    if (!token.text().equals(";")) {
                        return token.text().equals("(");
                    }
                }
            }
        }
        return false;
    }

    private static Kind kindAt(String sql, int i) {
        char c = sql.charAt(i);
        if (c == '\'' || c == '$' && dollarTag(sql, i) != null) {
            return Kind.STRING;
        }
        if (c == '"' || c == '`') {
            return Kind.QUOTED_IDENTIFIER;
        }
        if (sql.startsWith("--", i) || sql.startsWith("/*", i)) {
            return Kind.COMMENT;
        }
        if (Character.isWhitespace(c)) {
            return Kind.SPACE;
        }
        return isWordChar(c) ? Kind.WORD : Kind.SYMBOL;
    }

    private static int tokenEnd(String sql, int i) {
        char c = sql.charAt(i);
        return switch (kindAt(sql, i)) {
            case STRING -> c == '$' ? dollarQuoteEnd(sql, i) : quotedEnd(sql, i, c, escapesWithBackslash(sql, i));
            case QUOTED_IDENTIFIER -> quotedEnd(sql, i, c, false);
            case COMMENT -> sql.startsWith("--", i) ? lineEnd(sql, i) : blockCommentEnd(sql, i);
            case SPACE -> runEnd(sql, i, true);
            case WORD -> runEnd(sql, i, false);
            case SYMBOL -> i + 1;
        };
    }

    /**
     * The end of a quoted run; a doubled quote is an escape (a backslash too in an E-string); an unclosed quote runs
     * to the end of the text.
     */
    private static int quotedEnd(String sql, int start, char quote, boolean backslash) {
        int i = start + 1;
        while (i < sql.length()) {
            if (backslash && sql.charAt(i) == '\\') {
                i += 2;
                continue;
            }
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return sql.length();
    }

    private static int lineEnd(String sql, int i) {
        int newline = sql.indexOf('\n', i);
        return newline < 0 ? sql.length() : newline;
    }

    /** A block comment's end (they nest); an unclosed one runs to the end of the text. */
    private static int blockCommentEnd(String sql, int i) {
        int close = closedBlockCommentEnd(sql, i);
        return close < 0 ? sql.length() : close;
    }

    /** Whether the text ends inside a block comment (DuckDB refuses such text). */
    static boolean endsInsideComment(String sql) {
        List<Token> tokens = tokens(sql);
        Token last = tokens.isEmpty() ? null : tokens.get(tokens.size() - 1);
        return last != null && last.kind() == Kind.COMMENT && last.text().startsWith("/*")
                && closedBlockCommentEnd(sql, last.start()) < 0;
    }

    private static int closedBlockCommentEnd(String sql, int open) {
        int depth = 0;
        int i = open;
        while (i + 1 < sql.length()) {
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
        return -1;
    }

    /** An {@code E} that is a word of its own right before the quote makes backslashes escapes. */
    private static boolean escapesWithBackslash(String sql, int quote) {
        return quote > 0 && (sql.charAt(quote - 1) == 'E' || sql.charAt(quote - 1) == 'e')
                && (quote == 1 || !isWordChar(sql.charAt(quote - 2)));
    }

    private static int dollarQuoteEnd(String sql, int i) {
        String tag = dollarTag(sql, i);
        int close = sql.indexOf(tag, i + tag.length());
        return close < 0 ? sql.length() : close + tag.length();
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
        return sql.substring(i, j + 1);
    }

    private static int runEnd(String sql, int i, boolean space) {
        int j = i;
        while (j < sql.length() && (space ? Character.isWhitespace(sql.charAt(j)) : isWordChar(sql.charAt(j)))) {
            j++;
        }
        return j;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
