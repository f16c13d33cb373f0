package dev.steward.error;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The log's stream (issue 19, finding 8: "tables, doctor, messages, logs"): Steward's log lines (slf4j-simple writes
 * them to standard error, which a launcher or a shell may send to a log file) are escaped like every other
 * human-readable output, so a file name with ANSI escapes in an error cannot clear the terminal or forge a line
 * of the log. Bytes are collected up to each line feed and the line is decoded as UTF-8, escaped with
 * {@link TerminalText#escapeKeepingLines} and written on; a flush writes a partial line.
 */
public final class TerminalLogStream extends OutputStream {
    private final OutputStream target;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    private TerminalLogStream(OutputStream target) {
        this.target = target;
    }

    /** {@code target} behind the escaping, as a print stream for {@link System#setErr}. */
    public static PrintStream wrap(OutputStream target) {
        return new PrintStream(new TerminalLogStream(target), true, StandardCharsets.UTF_8);
    }

    /** Puts the escaping in front of this process's standard error, where the log goes; for {@code Main}. */
    public static void installOnStandardError() {
        System.setErr(wrap(new java.io.FileOutputStream(java.io.FileDescriptor.err)));
    }

    @Override
    public synchronized void write(int b) throws IOException {
        line.write(b);
        if (b == '\n') {
            writeLine();
        }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            write(bytes[i]);
        }
    }

    @Override
    public synchronized void flush() throws IOException {
        writeLine();
        target.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        flush();
        target.close();
    }

    private void writeLine() throws IOException {
        if (line.size() == 0) {
            return;
        }
        String text = line.toString(StandardCharsets.UTF_8);
        line.reset();
        String end = text.endsWith("\r\n") ? "\r\n" : ""; // Windows' line separator stays one
        String escaped = TerminalText.escapeKeepingLines(text.substring(0, text.length() - end.length())) + end;
        target.write(escaped.getBytes(StandardCharsets.UTF_8));
    }
}
