package dev.steward.store;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a JSON-lines file tolerantly: every line that holds one JSON object becomes a row, every other
 * non-blank line (bad JSON, invalid UTF-8, a torn last line from an interrupted write) becomes a problem
 * that names the file and line. Nothing is ever fatal except an unreadable file; strict consumers turn
 * problems into {@link dev.steward.error.FileFormatException}s themselves.
 */
public final class JsonLinesReader {
    private static final int EXCERPT_LENGTH = 60;
    private static final String KEPT = "; the line was kept in the file and skipped";

    private final ObjectMapper mapper;

    public JsonLinesReader() {
        this(new ObjectMapper());
    }

    /** @param mapper used for parsing only; trailing tokens after the object are always rejected */
    public JsonLinesReader(ObjectMapper mapper) {
        this.mapper = mapper.copy().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    /**
     * Reads the file line by line (an append-only log may be larger than any whole-file limit); a missing file is
     * empty content. A single line longer than {@link FileSizeLimit#maxBytes()} is skipped as a problem.
     */
    public JsonLinesContent read(Path file) {
        List<JsonLineRow> rows = new ArrayList<>();
        List<JsonLineProblem> problems = new ArrayList<>();
        String name = String.valueOf(file.getFileName());
        long maxLine = FileSizeLimit.maxBytes();
        try (InputStream in = Files.newInputStream(file)) {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            byte[] chunk = new byte[64 * 1024];
            int lineNumber = 0;
            boolean tooLong = false;
            for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
                int from = 0;
                for (int i = 0; i <= n; i++) {
                    boolean newline = i < n && chunk[i] == '\n';
                    if (!newline && i < n) {
                        continue;
                    }
                    tooLong |= line.size() + (long) (i - from) > maxLine;
                    if (!tooLong) {
                        line.write(chunk, from, i - from);
                    }
                    if (newline) {
                        lineNumber++;
                        finishLine(line, tooLong, lineNumber, false, name, rows, problems);
                        tooLong = false;
                    }
                    from = i + 1;
                }
            }
            if (line.size() > 0 || tooLong) {
                finishLine(line, tooLong, lineNumber + 1, true, name, rows, problems);
            }
        } catch (NoSuchFileException e) {
            return JsonLinesContent.empty(file);
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check that the file is readable.", e);
        }
        return new JsonLinesContent(file, rows, problems);
    }

    private void finishLine(ByteArrayOutputStream line, boolean tooLong, int lineNumber, boolean torn, String name,
                            List<JsonLineRow> rows, List<JsonLineProblem> problems) {
        if (tooLong) {
            problems.add(problem(name, lineNumber, 0, "", "longer than the " + FileSizeLimit.maxBytes()
                    + " bytes Steward reads in one line"));
        } else {
            byte[] bytes = line.toByteArray();
            readLine(bytes, 0, bytes.length, lineNumber, torn, name, rows, problems);
        }
        line.reset();
    }

    /** Parses already-loaded bytes; {@code file} is used in messages only. */
    public JsonLinesContent parse(Path file, byte[] bytes) {
        List<JsonLineRow> rows = new ArrayList<>();
        List<JsonLineProblem> problems = new ArrayList<>();
        String name = String.valueOf(file.getFileName());
        int start = 0;
        int lineNumber = 0;
        while (start < bytes.length) {
            int end = indexOfNewline(bytes, start);
            boolean torn = end == bytes.length;
            lineNumber++;
            readLine(bytes, start, end, lineNumber, torn, name, rows, problems);
            start = end + 1;
        }
        return new JsonLinesContent(file, rows, problems);
    }

    private void readLine(byte[] bytes, int start, int end, int lineNumber, boolean lastWithoutNewline,
                          String name, List<JsonLineRow> rows, List<JsonLineProblem> problems) {
        int length = end - start;
        if (length > 0 && bytes[end - 1] == '\r') {
            length--;
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, start, length)).toString();
        } catch (CharacterCodingException e) {
            String lossy = new String(bytes, start, length, StandardCharsets.UTF_8);
            problems.add(problem(name, lineNumber, 0, lossy, "not valid UTF-8 text"));
            return;
        }
        if (lineNumber == 1 && text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte-order mark some editors add is not part of the JSON
        }
        if (text.isBlank() || text.equals(JsonLinesAppender.REPLACED_MARK)) {
            return; // the mark is only ever in a file a rewrite replaced while this read was under way
        }
        parseLine(text, lineNumber, lastWithoutNewline, name, rows, problems);
    }

    private void parseLine(String text, int lineNumber, boolean lastWithoutNewline, String name,
                           List<JsonLineRow> rows, List<JsonLineProblem> problems) {
        try {
            JsonNode node = mapper.readTree(text);
            if (node == null || !node.isObject()) {
                problems.add(problem(name, lineNumber, 1, text, "not a JSON object (each line must be {...})"));
                return;
            }
            rows.add(new JsonLineRow(lineNumber, text, node));
        } catch (JsonProcessingException e) {
            String reason = shortReason(e);
            if (lastWithoutNewline) {
                reason += "; it is the last line and has no line end, so a write was probably interrupted";
            }
            JsonLocation where = e.getLocation();
            int column = where == null ? 0 : Math.max(0, where.getColumnNr());
            problems.add(problem(name, lineNumber, column, text, "not valid JSON (" + reason + ")"));
        }
    }

    private static JsonLineProblem problem(String name, int lineNumber, int column, String raw, String what) {
        return new JsonLineProblem(lineNumber, column, excerpt(raw), what, name + ":" + lineNumber + ": " + what + KEPT);
    }

    /** Jackson's first message line without its source excerpt, starting lower-case to read as a clause. */
    private static String shortReason(JsonProcessingException e) {
        String original = e.getOriginalMessage();
        String firstLine = original == null ? "unreadable" : original.lines().findFirst().orElse("unreadable");
        if (firstLine.startsWith("Unexpected end-of-input")) {
            return "unexpected end of input";
        }
        return firstLine.isEmpty() ? firstLine : Character.toLowerCase(firstLine.charAt(0)) + firstLine.substring(1);
    }

    /** The start of a raw line, at most 60 characters and an ellipsis, for messages and lists. */
    public static String excerpt(String raw) {
        String flat = raw.strip();
        if (flat.codePointCount(0, flat.length()) <= EXCERPT_LENGTH) {
            return flat;
        }
        return flat.substring(0, flat.offsetByCodePoints(0, EXCERPT_LENGTH)) + "…";
    }

    private static int indexOfNewline(byte[] bytes, int from) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return bytes.length;
    }
}
