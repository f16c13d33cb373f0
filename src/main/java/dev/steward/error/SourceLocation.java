package dev.steward.error;

import java.nio.file.Path;

/** A place in a file, 1-based; line or column 0 means "unknown". */
public record SourceLocation(Path file, int line, int column) {

    public static SourceLocation ofFile(Path file) {
        return new SourceLocation(file, 0, 0);
    }

    /** {@code metadata.yaml:12:5}, or just the file name when the position is unknown. */
    @Override
    public String toString() {
        String name = String.valueOf(file);
        if (line <= 0) {
            return name;
        }
        return column <= 0 ? name + ":" + line : name + ":" + line + ":" + column;
    }
}
