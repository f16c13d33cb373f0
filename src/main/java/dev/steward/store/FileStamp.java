package dev.steward.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Objects;

/**
 * What a file looked like when Steward read or wrote it: size, last-modified time and the SHA-256 of its
 * content. A missing file has a stamp too ({@link #missing()}), so "create only if still absent" is a
 * guarded write like any other. Two stamps describe the same file version when their content matches
 * ({@link #sameContentAs}); the modification time is informational only, because editors and copies
 * change it without changing the content (and coarse clocks can hide a real change).
 *
 * @param exists       whether the file existed
 * @param size         the content length in bytes (0 when missing)
 * @param lastModified the file's modification time (the epoch when missing)
 * @param sha256       lower-case hex SHA-256 of the content (empty when missing)
 */
public record FileStamp(boolean exists, long size, Instant lastModified, String sha256) {

    private static final FileStamp MISSING = new FileStamp(false, 0, Instant.EPOCH, "");

    public FileStamp {
        Objects.requireNonNull(lastModified, "lastModified");
        Objects.requireNonNull(sha256, "sha256");
    }

    /** The stamp of a file that does not exist. */
    public static FileStamp missing() {
        return MISSING;
    }

    /** Reads the file and stamps it; a missing file gives {@link #missing()}. */
    public static FileStamp of(Path file) {
        return LoadedFile.read(file).stamp();
    }

    /** The stamp of {@code content} as it was read from (or written to) a file with that modification time. */
    public static FileStamp ofContent(byte[] content, Instant lastModified) {
        return new FileStamp(true, content.length, lastModified, sha256Hex(content));
    }

    /** True when both stamps describe the same content (or both describe a missing file). */
    public boolean sameContentAs(FileStamp other) {
        return exists == other.exists && size == other.size && sha256.equals(other.sha256);
    }

    static FileStamp ofFile(Path file, byte[] content) throws IOException {
        try {
            return ofContent(content, Files.getLastModifiedTime(file).toInstant());
        } catch (NoSuchFileException e) {
            // Deleted right after the read: the content we hold is still what we read.
            return ofContent(content, Instant.EPOCH);
        }
    }

    static String sha256Hex(byte[] content) {
        return HexFormat.of().formatHex(sha256(content));
    }

    static byte[] sha256(byte[] content) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(content);
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform is required to provide SHA-256.
            throw new IllegalStateException(e);
        }
    }
}
