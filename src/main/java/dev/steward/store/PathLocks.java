package dev.steward.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One re-entrant lock per file, so that threads of one process never interleave a check-then-replace or
 * an append with another write of the same file. Other processes are kept out by OS file locks and by
 * the project lock; this only orders the threads that share one {@link AtomicFiles}.
 */
final class PathLocks {
    private final ConcurrentMap<Path, ReentrantLock> locks = new ConcurrentHashMap<>();

    interface IoAction<T> {
        T run() throws IOException;
    }

    <T> T locked(Path file, IoAction<T> action) throws IOException {
        ReentrantLock lock = locks.computeIfAbsent(key(file), k -> new ReentrantLock());
        lock.lock();
        try {
            return action.run();
        } finally {
            lock.unlock();
        }
    }

    private static Path key(Path file) {
        return file.toAbsolutePath().normalize();
    }
}
