package dev.steward.error;

import java.nio.file.Path;

/** A file changed on disk since Steward loaded it; Steward refuses to overwrite it silently. */
public class FileConflictException extends StewardException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;

    public FileConflictException(Path file) {
        super(file + " was changed on disk after Steward loaded it; your change was not saved.",
                "Reload the file to see the other change, or keep yours and save again to overwrite it.");
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
