package dev.steward.store;

import java.nio.file.Path;

/**
 * Called by {@link AtomicFiles} and {@link JsonLinesAppender} in the middle of every write, after half of the new
 * bytes are on their way to disk and before the rest. Production uses {@link #NONE}; the crash tests pass a probe
 * that blocks there so their SIGKILL provably lands inside a write (docs/reliability.md), which is what lets
 * them fail when a write stops being atomic.
 */
@FunctionalInterface
public interface WriteProbe {
    /** Does nothing. */
    WriteProbe NONE = file -> { };

    /** @param file the file being written (the target, not its temp file) */
    void midWrite(Path file);
}
