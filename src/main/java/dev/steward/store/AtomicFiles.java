package dev.steward.store;

import static java.nio.file.StandardCopyOption.ATOMIC_MOVE;
import static java.nio.file.StandardCopyOption.REPLACE_EXISTING;
import static java.nio.file.StandardOpenOption.CREATE_NEW;
import static java.nio.file.StandardOpenOption.READ;
import static java.nio.file.StandardOpenOption.WRITE;

import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Whole-file writes that either happen completely or not at all, even if the process is killed or the
 * machine loses power: the content goes to a temp file in the same folder ({@code .<name>.tmp-<pid>-<random>}),
 * is forced to disk, renamed over the target in one atomic step, and the folder is forced so the rename
 * itself survives a crash. A symbolic link is never written through ({@link LinkGuard}). Temp files left behind by a killed Steward process are removed on the next
 * write of the same file.
 *
 * <p>Create one instance per application and share it: writes of the same file by threads sharing the
 * instance are serialised, which makes {@link #writeIfUnchanged} a true check-and-replace within the process
 * (other processes are kept out by the project lock).
 */
public final class AtomicFiles {
    private static final String TEMP_MARK = ".tmp-";

    private final PathLocks locks = new PathLocks();
    private final WriteProbe probe;

    public AtomicFiles() {
        this(WriteProbe.NONE);
    }

    /** For crash tests: {@code probe} is called in the middle of every write (see {@link WriteProbe}). */
    public AtomicFiles(WriteProbe probe) {
        this.probe = probe;
    }

    /** Replaces (or creates) {@code file} with {@code content}, creating missing parent folders. */
    public FileStamp write(Path file, byte[] content) {
        return guarded(file, () -> replace(file, content, () -> { }));
    }

    /** {@link #write} of the text encoded as UTF-8. */
    public FileStamp writeString(Path file, String text) {
        return write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Replaces {@code file} only if its content is still what {@code expected} describes (taken when it was
     * loaded; {@link FileStamp#missing()} means "create it only if it still does not exist").
     *
     * @return the stamp of the new content
     * @throws FileConflictException when the file changed on disk since; the file is left as it is
     */
    public FileStamp writeIfUnchanged(Path file, byte[] content, FileStamp expected) {
        // Checked after the temp file is written and synced, right before the rename: an external save landing
        // during the slow part (the sync) is a conflict rather than overwritten. The check and the rename still
        // cannot be one step (there is no compare-and-rename), so microseconds remain; see docs/reliability.md.
        return guarded(file, () -> replace(file, content, () -> {
            if (!FileStamp.of(file).sameContentAs(expected)) {
                throw new FileConflictException(file);
            }
        }));
    }

    /** {@link #writeIfUnchanged} of the text encoded as UTF-8. */
    public FileStamp writeStringIfUnchanged(Path file, String text, FileStamp expected) {
        return writeIfUnchanged(file, text.getBytes(StandardCharsets.UTF_8), expected);
    }

    /**
     * Deletes temp files of {@code file} that were left by Steward processes that no longer run (a write cut
     * short by a kill or a crash). Temp files of running processes, this one included, are in use and kept.
     *
     * @return how many were deleted
     */
    public int deleteStaleTempFiles(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return 0;
        }
        String prefix = "." + file.getFileName() + TEMP_MARK;
        int deleted = 0;
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(dir,
                p -> p.getFileName().toString().startsWith(prefix))) {
            for (Path temp : temps) {
                if (isLeftByDeadProcess(temp.getFileName().toString().substring(prefix.length()))
                        && Files.deleteIfExists(temp)) {
                    deleted++;
                }
            }
        } catch (IOException e) {
            // Cleaning up is a courtesy; a leftover temp file harms nothing and the write itself goes on.
            return deleted;
        }
        return deleted;
    }

    /** Runs {@code action} while holding this instance's lock for {@code file}; for the appender's writes. */
    <T> T locked(Path file, PathLocks.IoAction<T> action) throws IOException {
        return locks.locked(file, action);
    }

    private FileStamp guarded(Path file, PathLocks.IoAction<FileStamp> action) {
        try {
            return locks.locked(file, action);
        } catch (IOException e) {
            throw saveFailed(file, e);
        }
    }

    /**
     * The temp-write-force-rename-force sequence; the caller holds the path lock. {@code beforeRename} may throw
     * to abandon the write (the temp file is removed and the target is left as it is).
     */
    private FileStamp replace(Path file, byte[] content, Runnable beforeRename) throws IOException {
        LinkGuard.checkWritable(file); // a link is refused, never written through (a project cannot aim us elsewhere)
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Files.createDirectories(dir);
        deleteStaleTempFiles(target);
        Path temp = dir.resolve("." + target.getFileName() + TEMP_MARK + ProcessHandle.current().pid()
                + "-" + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        try {
            writeTemp(temp, target, content, posixPermissions(target));
            beforeRename.run();
            Files.move(temp, target, ATOMIC_MOVE, REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temp);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
        forceDirectory(dir);
        return FileStamp.ofFile(target, content);
    }

    private void writeTemp(Path temp, Path target, byte[] content, Optional<Set<PosixFilePermission>> permissions)
            throws IOException {
        try (FileChannel channel = FileChannel.open(temp, CREATE_NEW, WRITE)) {
            // Narrow the permissions before any content lands, so a private file is never briefly readable.
            if (permissions.isPresent()) {
                Files.setPosixFilePermissions(temp, permissions.get());
            }
            writeFully(channel, ByteBuffer.wrap(content, 0, content.length / 2));
            probe.midWrite(target);
            writeFully(channel, ByteBuffer.wrap(content, content.length / 2, content.length - content.length / 2));
            channel.force(true);
        }
    }

    private static void writeFully(FileChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    /** The probe called in the middle of each write ({@link WriteProbe#NONE} outside crash tests). */
    WriteProbe probe() {
        return probe;
    }

    /** Forces a folder's entries (a rename or a new file) to disk. */
    static void forceDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Some platforms (Windows) cannot open or sync a directory; there the rename is already as durable
            // as the OS makes it, so there is nothing more to do.
        }
    }

    private static Optional<Set<PosixFilePermission>> posixPermissions(Path target) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        if (view == null || !Files.exists(target)) {
            return Optional.empty();
        }
        return Optional.of(view.readAttributes().permissions());
    }

    private static boolean isLeftByDeadProcess(String suffix) {
        int dash = suffix.indexOf('-');
        if (dash <= 0) {
            return false;
        }
        try {
            long pid = Long.parseLong(suffix.substring(0, dash));
            return pid != ProcessHandle.current().pid()
                    && !ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return false; // not one of ours
        }
    }

    static StewardException saveFailed(Path file, IOException e) {
        return new StewardException("Could not save " + file + ": " + describe(e) + ". The file on disk is unchanged.",
                "Check that the folder exists, that you may write to it and that the disk is not full.", e);
    }

    /** A short reason for an I/O failure, naming the file the OS complained about. */
    static String describe(IOException e) {
        if (e instanceof AccessDeniedException denied) {
            return "permission denied for " + denied.getFile();
        }
        if (e instanceof NoSuchFileException missing) {
            return "no such file or folder " + missing.getFile();
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason() + (fs.getFile() == null ? "" : " (" + fs.getFile() + ")");
        }
        if (e instanceof ClosedByInterruptException) {
            return "the work was cancelled (interrupted) while writing; the file was left as it was";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
