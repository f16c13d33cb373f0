package dev.steward.store;

import dev.steward.error.SourceLocation;
import java.nio.file.Path;

/**
 * A line of a JSON-lines file that could not be read. The line stays in the file; readers skip it and
 * show this problem to the user.
 *
 * @param lineNumber 1-based line number in the file
 * @param column     1-based column of the problem within the line, 0 when unknown
 * @param excerpt    the start of the raw line, shortened for display
 * @param reason     what is wrong, without the location, e.g. {@code not valid JSON (unexpected end of input)}
 * @param message    readable text naming file and line, e.g.
 *                   {@code failures.jsonl:17: not valid JSON (unexpected end of input); the line was kept in the file and skipped}
 */
public record JsonLineProblem(int lineNumber, int column, String excerpt, String reason, String message) {

    /** For callers that have only the full message. */
    public JsonLineProblem(int lineNumber, int column, String excerpt, String message) {
        this(lineNumber, column, excerpt, message, message);
    }

    /** Where the problem is, for strict readers that turn it into a FileFormatException. */
    public SourceLocation location(Path file) {
        return new SourceLocation(file, lineNumber, column);
    }
}
