package dev.steward.store;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A JSON-lines file held as its lines, for the rare whole-file rewrites (approving an example, harvesting):
 * every line keeps its exact bytes — spacing, key order, escapes, line ending, even unreadable lines — unless an
 * edit replaces or removes that very line. So saving with no change is byte-identical, and an edit to one row
 * changes only that row's line. Immutable; edits return a new document.
 */
public final class JsonLinesDocument {
    private static final byte[] LF = {'\n'};

    private final List<Line> lines;

    private JsonLinesDocument(List<Line> lines) {
        this.lines = List.copyOf(lines);
    }

    /** Splits the file's bytes into lines; line numbers are 1-based, as in {@link JsonLinesReader}. */
    public static JsonLinesDocument parse(byte[] bytes) {
        List<Line> lines = new ArrayList<>();
        int start = 0;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            int contentEnd = end > start && bytes[end - 1] == '\r' && end < bytes.length ? end - 1 : end;
            byte[] content = java.util.Arrays.copyOfRange(bytes, start, contentEnd);
            byte[] terminator = java.util.Arrays.copyOfRange(bytes, contentEnd, Math.min(end + 1, bytes.length));
            lines.add(new Line(content, terminator));
            start = end + 1;
        }
        return new JsonLinesDocument(lines);
    }

    public int lineCount() {
        return lines.size();
    }

    /** The text of a line (1-based), without its line end. */
    public String line(int lineNumber) {
        return new String(at(lineNumber).content(), StandardCharsets.UTF_8);
    }

    /** Replaces one line's JSON text, keeping its line end. */
    public JsonLinesDocument replace(int lineNumber, String json) {
        List<Line> edited = new ArrayList<>(lines);
        Line old = at(lineNumber);
        edited.set(lineNumber - 1, new Line(utf8(json), old.terminator().length == 0 ? LF : old.terminator()));
        return new JsonLinesDocument(edited);
    }

    /** Removes one line entirely. */
    public JsonLinesDocument remove(int lineNumber) {
        at(lineNumber);
        List<Line> edited = new ArrayList<>(lines);
        edited.remove(lineNumber - 1);
        return new JsonLinesDocument(edited);
    }

    /** Adds a line at the end; a last line without a line end (e.g. a torn write) first gets one. */
    public JsonLinesDocument append(String json) {
        List<Line> edited = new ArrayList<>(lines);
        int last = edited.size() - 1;
        if (last >= 0 && edited.get(last).terminator().length == 0) {
            edited.set(last, new Line(edited.get(last).content(), LF));
        }
        edited.add(new Line(utf8(json), LF));
        return new JsonLinesDocument(edited);
    }

    /** The file's bytes: untouched lines exactly as they were read. */
    public byte[] bytes() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (Line line : lines) {
            out.writeBytes(line.content());
            out.writeBytes(line.terminator());
        }
        return out.toByteArray();
    }

    private Line at(int lineNumber) {
        if (lineNumber < 1 || lineNumber > lines.size()) {
            throw new IndexOutOfBoundsException("line " + lineNumber + " of " + lines.size());
        }
        return lines.get(lineNumber - 1);
    }

    private static byte[] utf8(String json) {
        if (json.indexOf('\n') >= 0 || json.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a JSON line cannot contain a line break");
        }
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** A line's bytes and the line end that followed it ({@code \n}, {@code \r\n} or nothing at the end). */
    private record Line(byte[] content, byte[] terminator) {
    }
}
