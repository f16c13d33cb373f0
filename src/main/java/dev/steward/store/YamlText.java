package dev.steward.store;

/** Line-oriented questions about the document text, all in char offsets. */
record YamlText(String value) {

    int length() {
        return value.length();
    }

    char charAt(int offset) {
        return value.charAt(offset);
    }

    String detectLineBreak() {
        int newline = value.indexOf('\n');
        return newline > 0 && value.charAt(newline - 1) == '\r' ? "\r\n" : "\n";
    }

    int lineStart(int offset) {
        int newline = value.lastIndexOf('\n', offset - 1);
        return newline + 1;
    }

    /** Offset of the line break ending the line holding {@code offset} (at its '\r' for CRLF), or the text end. */
    int lineEnd(int offset) {
        int newline = value.indexOf('\n', offset);
        if (newline < 0) {
            return value.length();
        }
        return newline > 0 && value.charAt(newline - 1) == '\r' && newline - 1 >= offset ? newline - 1 : newline;
    }

    /** Offset just after the line break ending the line holding {@code offset}, or the text end. */
    int nextLineStart(int offset) {
        int newline = value.indexOf('\n', offset);
        return newline < 0 ? value.length() : newline + 1;
    }

    int column(int offset) {
        return offset - lineStart(offset);
    }

    /** True when only spaces precede {@code offset} on its line. */
    boolean startsLine(int offset) {
        for (int i = lineStart(offset); i < offset; i++) {
            if (value.charAt(i) != ' ' && value.charAt(i) != '\t') {
                return false;
            }
        }
        return true;
    }

    boolean sameLine(int a, int b) {
        return value.indexOf('\n', Math.min(a, b)) < 0 || value.indexOf('\n', Math.min(a, b)) >= Math.max(a, b);
    }

    /** Offset just after the ':' that follows a mapping key, or -1 when the key is not followed by one. */
    int colonAfter(int keyEnd) {
        int i = keyEnd;
        while (i < value.length() && (value.charAt(i) == ' ' || value.charAt(i) == '\t')) {
            i++;
        }
        return i < value.length() && value.charAt(i) == ':' ? i + 1 : -1;
    }

    int skipSpaces(int offset) {
        int i = offset;
        while (i < value.length() && (value.charAt(i) == ' ' || value.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    /**
     * True when the rest of the line after {@code offset} holds only a comma ({@code required} or optional),
     * spaces and a comment: the entry ending there is alone on its line in a multi-line flow collection.
     */
    boolean onlySeparatorAfter(int offset, boolean commaRequired) {
        int i = skipSpaces(offset);
        boolean comma = i < value.length() && value.charAt(i) == ',';
        if (comma) {
            i = skipSpaces(i + 1);
        }
        boolean lineDone = i >= value.length() || value.charAt(i) == '#' || value.charAt(i) == '\r'
                || value.charAt(i) == '\n';
        return lineDone && (comma || !commaRequired);
    }

    /** Offset of the '-' that introduces a block sequence item starting at {@code itemStart}, or -1. */
    int dashBefore(int itemStart) {
        int i = itemStart - 1;
        while (i >= 0 && (value.charAt(i) == ' ' || value.charAt(i) == '\t')) {
            i--;
        }
        return i >= 0 && value.charAt(i) == '-' ? i : -1;
    }

    /**
     * End of the comment lines directly after {@code from} (a line start) that are indented deeper than
     * {@code column}: they belong to the entry above them, so they go when it goes.
     */
    int skipOwnedCommentLines(int from, int column) {
        int at = from;
        while (at < value.length()) {
            int first = at;
            while (first < value.length() && value.charAt(first) == ' ') {
                first++;
            }
            if (first >= value.length() || value.charAt(first) != '#' || first - at <= column) {
                return at;
            }
            at = nextLineStart(first);
        }
        return at;
    }
}
