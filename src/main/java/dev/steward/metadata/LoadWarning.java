package dev.steward.metadata;

import dev.steward.error.SourceLocation;

/** Something the loader skipped or ignored, at a place in a file; the load itself went on. */
public record LoadWarning(SourceLocation location, String message) {

    /** {@code metadata_enhancements.yaml:4:5: <message>}. */
    public String text() {
        return location + ": " + message;
    }

    @Override
    public String toString() {
        return text();
    }
}
