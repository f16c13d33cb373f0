package dev.steward.project;

import static java.nio.file.StandardOpenOption.CREATE;
import static java.nio.file.StandardOpenOption.READ;
import static java.nio.file.StandardOpenOption.WRITE;

import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.LinkGuard;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The one-writer rule of a project: while a Steward process (the desktop app or a CLI command) holds this
 * lock, no other Steward process may change the project's files. It is an OS lock ({@link FileChannel#tryLock})
 * on {@code <project>/.steward/lock}, so it is released when the process ends however it ends, and a lock
 * file left behind by a dead process blocks nothing. Hold it for the whole session and close it at the end.
 */
public final class ProjectLock implements AutoCloseable {
    static final String HINT = "Close it there, or wait for the command to finish.";
    /**
     * The lock files this process holds, with who holds them. Process-wide because the OS lock is: with POSIX
     * record locks, closing any descriptor of a lock file drops every lock the process holds on it, so a second
     * acquire in this process must be refused without opening the file (it used to open, fail and close it,
     * silently releasing the first holder's lock; see docs/reliability.md).
     */
    private static final ConcurrentMap<Path, ProjectLockHolder> HELD_IN_THIS_PROCESS = new ConcurrentHashMap<>();

    private final Path root;
    private final Path lockFile;
    private final FileChannel channel;
    private final FileLock lock;
    private final ProjectLockHolder holder;

    private ProjectLock(Path root, Path lockFile, FileChannel channel, FileLock lock, ProjectLockHolder holder) {
        this.root = root;
        this.lockFile = lockFile;
        this.channel = channel;
        this.lock = lock;
        this.holder = holder;
    }

    /**
     * Takes the lock of the project at {@code projectRoot}, creating {@code .steward/} (with a {@code .gitignore}
     * of {@code *}) when needed.
     *
     * @param holderDescription what this process is, for the message another process shows, e.g.
     *                          "the Steward desktop app" or "steward metadata generate"
     * @throws StewardException when another process, or another session of this one, holds it
     */
    public static ProjectLock acquire(Path projectRoot, String holderDescription) {
        return acquire(projectRoot, holderDescription, new AtomicFiles(), Clock.systemUTC());
    }

    /** {@link #acquire(Path, String)} with the application's shared writer and clock. */
    public static ProjectLock acquire(Path projectRoot, String holderDescription, AtomicFiles files, Clock clock) {
        Path root = projectRoot.toAbsolutePath().normalize();
        Path lockFile = prepareCacheDir(root, files).resolve("lock");
        ProjectLockHolder me = new ProjectLockHolder(ProcessHandle.current().pid(), hostName(),
                holderDescription, clock.instant());
        ProjectLockHolder here = HELD_IN_THIS_PROCESS.putIfAbsent(lockFile, me);
        if (here != null) { // never open the file again: closing that descriptor would drop the held lock
            throw held(root, here.describe());
        }
        try {
            return lock(root, lockFile, me);
        } catch (RuntimeException e) {
            HELD_IN_THIS_PROCESS.remove(lockFile, me);
            throw e;
        }
    }

    private static ProjectLock lock(Path root, Path lockFile, ProjectLockHolder me) {
        FileChannel channel = openLockFile(root, lockFile);
        try {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                throw heldElsewhere(root, lockFile);
            }
            writeHolder(channel, me);
            return new ProjectLock(root, lockFile, channel, lock, me);
        } catch (IOException e) {
            closeQuietly(channel);
            throw cannotLock(root, e);
        } catch (RuntimeException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    /** The project folder this lock guards. */
    public Path projectRoot() {
        return root;
    }

    /** What this process wrote into the lock file. */
    public ProjectLockHolder holder() {
        return holder;
    }

    public boolean isHeld() {
        return lock.isValid();
    }

    /** Releases the lock. The lock file stays (deleting it could let two processes lock different files). */
    @Override
    public void close() {
        if (!channel.isOpen()) {
            return;
        }
        try {
            channel.truncate(0); // the holder is gone; an empty file says so
            lock.release();
        } catch (IOException e) {
            // Closing the channel below releases the OS lock anyway; the holder text is only informational.
        } finally {
            closeQuietly(channel);
            HELD_IN_THIS_PROCESS.remove(lockFile, holder);
        }
    }

    private static Path prepareCacheDir(Path root, AtomicFiles files) {
        if (!Files.isDirectory(root)) {
            throw new StewardException("The project folder " + root + " does not exist.",
                    "Check the path, or open another project.");
        }
        Path cacheDir = root.resolve(".steward");
        LinkGuard.checkWritable(cacheDir.resolve("lock")); // a linked .steward/ or lock would aim our writes outside
        Path gitignore = cacheDir.resolve(".gitignore");
        if (!Files.exists(gitignore)) {
            files.writeString(gitignore, "*\n"); // caches and the lock never belong in version control
        }
        return cacheDir;
    }

    private static FileChannel openLockFile(Path root, Path lockFile) {
        try {
            return FileChannel.open(lockFile, READ, WRITE, CREATE, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            throw cannotLock(root, e);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // this JVM already holds it: a second session of this process is refused the same way
        }
    }

    private static void writeHolder(FileChannel channel, ProjectLockHolder me) throws IOException {
        // Written in place: replacing the file would leave the lock on a file nobody else opens.
        channel.truncate(0);
        ByteBuffer text = ByteBuffer.wrap(me.toFileText().getBytes(StandardCharsets.UTF_8));
        long position = 0;
        while (text.hasRemaining()) {
            position += channel.write(text, position);
        }
        channel.force(true);
    }

    private static StewardException heldElsewhere(Path root, Path lockFile) {
        Optional<ProjectLockHolder> holder = readHolder(lockFile);
        return held(root, holder.map(ProjectLockHolder::describe).orElse("another Steward process"));
    }

    private static StewardException held(Path root, String who) {
        return new StewardException("The project " + root + " is open in " + who
                + "; only one Steward process may change a project at a time.", HINT);
    }

    private static Optional<ProjectLockHolder> readHolder(Path lockFile) {
        try {
            return ProjectLockHolder.parse(Files.readString(lockFile, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static StewardException cannotLock(Path root, IOException e) {
        return new StewardException("Could not lock the project " + root + ": " + e.getMessage() + ".",
                "Check that you may write to the project folder (Steward keeps its lock in .steward/ there).", e);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "this machine";
        }
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // Nothing useful to do: closing releases the lock or the channel was already unusable.
        }
    }
}
