package dev.steward.ui.metadata;

import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The curation log of one open project, read once and kept while the file stays as it was: every review asks for
 * one entry's last approval, and re-reading the whole log for each (it grows with every decision) made opening a
 * review cost more the longer a project was curated. The cached entries are dropped when the tab writes a decision
 * ({@link #invalidate()}) and when the file's size or modification time says someone else changed it.
 */
final class CurationHistory {
    private final Path file;
    private final Supplier<List<CurationEntry>> reader;
    private Version cachedVersion;
    private List<CurationEntry> cached;

    CurationHistory(CurationLog log) {
        this(log.file(), () -> log.entries().entries());
    }

    /** @param reader reads every entry of {@code file} (tests count the reads) */
    CurationHistory(Path file, Supplier<List<CurationEntry>> reader) {
        this.file = file;
        this.reader = reader;
    }

    /** The entry's last approval that has a snapshot (the text that was approved), if any. */
    synchronized Optional<CurationEntry> lastApproval(CurationKind kind, String key) {
        CurationEntry last = null;
        for (CurationEntry entry : entries()) {
            if (entry.kind() == kind && entry.key().equals(key) && entry.action().approves()
                    && entry.snapshot() != null) {
                last = entry;
            }
        }
        return Optional.ofNullable(last);
    }

    /** Forgets the cached entries; the next question reads the file again. Call after recording a decision. */
    synchronized void invalidate() {
        cached = null;
        cachedVersion = null;
    }

    private List<CurationEntry> entries() {
        Version now = Version.of(file);
        if (cached == null || !now.equals(cachedVersion)) {
            cached = List.copyOf(reader.get());
            cachedVersion = now;
        }
        return cached;
    }

    /** What a change to the file would change: its size and modification time (nanoseconds where the OS has them). */
    private record Version(boolean exists, long size, long modifiedNanos) {
        static Version of(Path file) {
            try {
                BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                return new Version(true, attributes.size(),
                        attributes.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS));
            } catch (NoSuchFileException e) {
                return new Version(false, 0, 0);
            } catch (IOException e) {
                return new Version(false, -1, System.nanoTime()); // unreadable: never trust the cache
            }
        }
    }
}
