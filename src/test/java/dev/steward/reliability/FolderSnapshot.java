package dev.steward.reliability;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Every file and folder under a root with a SHA-256 of each file's bytes, so a test can prove that an
 * operation on hostile input wrote, renamed and deleted nothing (no temp files, no lock left behind either).
 */
record FolderSnapshot(Map<String, String> entries) {
    static FolderSnapshot of(Path root) {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            paths.forEach(p -> entries.put(root.relativize(p).toString(), Files.isDirectory(p) ? "<dir>"
                    : isLockFile(root, p) ? "<lock>" : sha(p)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new FolderSnapshot(entries);
    }

    /**
     * The project lock is never opened: with POSIX record locks, closing any descriptor of the lock file releases
     * every lock this process holds on it, so reading it would silently drop a lock the test's app holds.
     */
    private static boolean isLockFile(Path root, Path file) {
        return root.relativize(file).toString().equals(".steward/lock");
    }

    private static String sha(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
