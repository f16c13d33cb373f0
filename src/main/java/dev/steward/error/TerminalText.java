package dev.steward.error;

/**
 * Text from untrusted places (Parquet file names, cell values, YAML keys, model output) made safe to print on a
 * terminal (issue 19, finding 8: a file name with ANSI escapes cleared the screen and faked a green doctor
 * result). Control characters (C0, DEL, C1) and the bidirectional overrides are written as {@code \\uXXXX}, which
 * is also what JSON means by them; {@link #escape} escapes line breaks too, so a name cannot break a line.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** Every control character visible, line breaks and tabs included: for a name or a value in a line. */
    public static String escape(String text) {
        return escape(text, false);
    }

    /** Control characters visible except line feed and tab: for whole messages that are meant to span lines. */
    public static String escapeKeepingLines(String text) {
        return escape(text, true);
    }

    /** Whether {@code c} is escaped ({@code keepLines}: line feed and tab pass). */
    public static boolean needsEscape(char c, boolean keepLines) {
        if (keepLines && (c == '\n' || c == '\t')) {
            return false;
        }
        return c < 0x20 || c >= 0x7f && c <= 0x9f || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069;
    }

    private static String escape(String text, boolean keepLines) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (needsEscape(c, keepLines)) {
                if (out == null) {
                    out = new StringBuilder(text.length() + 8).append(text, 0, i);
                }
                out.append(String.format("\\u%04x", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }
}
