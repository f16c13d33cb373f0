package dev.steward.sql;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cleans SQL as a language model tends to send it: a Markdown code fence around it and a trailing semicolon.
 * Only the wrapping is removed; the statement itself is left to DuckDB's parser.
 */
public final class SqlFence {
    private static final Pattern FENCED =
            Pattern.compile("\\A\\s*```[A-Za-z0-9_-]*[ \\t]*\\R(.*?)\\R?\\s*```\\s*\\z", Pattern.DOTALL);

    private SqlFence() {
    }

    /** The statement without a surrounding ```sql fence, surrounding blanks or trailing semicolons. */
    public static String strip(String raw) {
        String text = raw == null ? "" : raw.strip();
        Matcher fenced = FENCED.matcher(text);
        if (fenced.matches()) {
            text = fenced.group(1).strip();
        }
        while (text.endsWith(";")) {
            text = text.substring(0, text.length() - 1).stripTrailing();
        }
        return text;
    }
}
