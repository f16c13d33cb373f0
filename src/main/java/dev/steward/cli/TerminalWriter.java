package dev.steward.cli;

import dev.steward.error.TerminalText;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * The CLI's human-readable output: every control character that is not a line feed or a tab reaches the
 * terminal as {@code \\uXXXX} (TerminalText), whatever path the text took (doctor, tables, messages, warnings), so
 * a project's file names or a model's reply cannot move the cursor, clear the screen or recolour a result.
 * Nothing is buffered here; machine formats ({@code --format csv}) use {@link CliServices#rawOut()}.
 */
final class TerminalWriter extends Writer {
    private final PrintWriter target;

    private TerminalWriter(PrintWriter target) {
        this.target = target;
    }

    static PrintWriter wrap(PrintWriter target) {
        return new PrintWriter(new TerminalWriter(target), true);
    }

    @Override
    public void write(char[] chars, int offset, int length) {
        PrintWriter out = target;
        int from = offset;
        for (int i = offset; i < offset + length; i++) {
            if (TerminalText.needsEscape(chars[i], true)) {
                out.write(chars, from, i - from);
                out.write(TerminalText.escape(String.valueOf(chars[i])));
                from = i + 1;
            }
        }
        out.write(chars, from, offset + length - from);
    }

    @Override
    public void flush() {
        target.flush();
    }

    @Override
    public void close() {
        target.close();
    }
}
