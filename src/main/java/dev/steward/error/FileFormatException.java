package dev.steward.error;

/**
 * A file could not be read because of what is in it. The message names the file, line and column and
 * says what is wrong; the hint says how to fix it. Nothing has been written when this is thrown.
 */
public class FileFormatException extends StewardException {
    private static final long serialVersionUID = 1L;
    private final transient SourceLocation location;
    private final String problem;

    public FileFormatException(SourceLocation location, String problem, String hint) {
        this(location, problem, hint, null);
    }

    public FileFormatException(SourceLocation location, String problem, String hint, Throwable cause) {
        super(location + ": " + problem, hint, cause);
        this.location = location;
        this.problem = problem;
    }

    public SourceLocation location() {
        return location;
    }

    /** The problem without the location prefix. */
    public String problem() {
        return problem;
    }
}
