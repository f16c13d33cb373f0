package dev.steward.ui.examples;

import dev.steward.error.StewardException;
import dev.steward.examples.ExampleRow;
import java.nio.file.Path;

/** A decision was refused because the example's line of synthetic.jsonl changed on disk after it was shown. */
public final class RowChangedException extends StewardException {
    private static final long serialVersionUID = 1L;
    private final transient ExampleRow shown;

    RowChangedException(Path file, ExampleRow shown, Throwable cause) {
        super(file.getFileName() + " changed on disk after '" + shown.example().question() + "' was shown (line "
                        + shown.lineNumber() + "); nothing was saved.",
                "Reload to see the file as it is now, or Keep mine to write your version over that line.", cause);
        this.shown = shown;
    }

    /** The row as it was shown when the decision was made. */
    public ExampleRow shown() {
        return shown;
    }
}
