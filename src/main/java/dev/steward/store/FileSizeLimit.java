package dev.steward.store;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * How large a knowledge file Steward reads whole (YAML, main.yaml, JSON files it rewrites): checked before the
 * read, so an oversized file is a message naming it, not an OutOfMemoryError (issue 19: a 2 GB metadata.yaml).
 * The YAML readers' code-point limits are the same figure. Default 64 MB, generous for relationships files of
 * 10 MB and more; raise it with {@code STEWARD_MAX_FILE_MB} or {@code -Dsteward.maxFileMb}. Append-only logs
 * (curation log, chat history) are read line by line ({@link JsonLinesReader}) and never hit it.
 */
public final class FileSizeLimit {
    public static final String PROPERTY = "steward.maxFileMb";
    public static final String ENVIRONMENT = "STEWARD_MAX_FILE_MB";
    public static final long DEFAULT_MB = 64;
    private static final long MB = 1024L * 1024L;

    private FileSizeLimit() {
    }

    /** The limit in bytes, read from the property, then the environment, then the default. */
    public static long maxBytes() {
        String configured = System.getProperty(PROPERTY, System.getenv(ENVIRONMENT));
        if (configured == null || configured.isBlank()) {
            return DEFAULT_MB * MB;
        }
        try {
            return Math.max(1, Long.parseLong(configured.strip())) * MB;
        } catch (NumberFormatException e) {
            return DEFAULT_MB * MB;
        }
    }

    /** The limit for SnakeYAML's code-point count (a code point is at least one byte). */
    public static int codePointLimit() {
        return (int) Math.min(maxBytes(), Integer.MAX_VALUE - 16L);
    }

    /**
     * Throws {@link FileFormatException} when {@code file} is over the limit; a missing file passes (the caller's
     * read reports it as it always did).
     */
    public static void check(Path file) {
        long size;
        try {
            size = Files.size(file);
        } catch (NoSuchFileException e) {
            return;
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check that the file is readable.", e);
        }
        long max = maxBytes();
        if (size > max) {
            throw new FileFormatException(SourceLocation.ofFile(file), "the file is " + megabytes(size)
                    + ", more than the " + megabytes(max) + " Steward reads", "Check that it is the file you mean; "
                    + "if it really is that large, raise the limit with " + ENVIRONMENT + "=<megabytes> (or -D"
                    + PROPERTY + "=<megabytes>). Nothing was read or changed.");
        }
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (double) MB);
    }
}
