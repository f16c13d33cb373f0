package dev.steward.store;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A file's bytes together with the stamp of exactly those bytes. Read a file this way when you mean to
 * write it back later: the stamp then guards the write ({@link AtomicFiles#writeIfUnchanged}), and because
 * content and stamp come from one read, a change made between "read" and "stamp" cannot slip through.
 */
public final class LoadedFile {
    private final Path file;
    private final byte[] content;
    private final FileStamp stamp;

    private LoadedFile(Path file, byte[] content, FileStamp stamp) {
        this.file = file;
        this.content = content;
        this.stamp = stamp;
    }

    /** Reads the whole file; a missing file gives empty content and {@link FileStamp#missing()}. */
    public static LoadedFile read(Path file) {
        try {
            FileSizeLimit.check(file);
            byte[] bytes = Files.readAllBytes(file);
            return new LoadedFile(file, bytes, FileStamp.ofFile(file, bytes));
        } catch (NoSuchFileException e) {
            return new LoadedFile(file, new byte[0], FileStamp.missing());
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + AtomicFiles.describe(e) + ".",
                    "Check that the file exists and that you may read it.", e);
        }
    }

    public Path file() {
        return file;
    }

    public boolean exists() {
        return stamp.exists();
    }

    /** A copy of the bytes read. */
    public byte[] content() {
        return content.clone();
    }

    /** The content decoded as UTF-8 (malformed bytes become U+FFFD). */
    public String text() {
        return new String(content, StandardCharsets.UTF_8);
    }

    public FileStamp stamp() {
        return stamp;
    }
}
