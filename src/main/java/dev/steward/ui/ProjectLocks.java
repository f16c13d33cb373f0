package dev.steward.ui;

import dev.steward.project.ProjectLock;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The project locks this app holds: one per open project, so no other Steward process (a CLI command, a
 * second app) writes to a project while it is open here. Re-opening a project this app already holds reuses
 * its lock; switching projects releases the others. Thread-safe: locks are taken inside opening jobs.
 */
final class ProjectLocks implements AutoCloseable {
    private final Function<Path, ProjectLock> acquirer;
    private final Map<Path, ProjectLock> held = new HashMap<>();

    /** @param acquirer takes a project's lock or throws the StewardException that names its holder */
    ProjectLocks(Function<Path, ProjectLock> acquirer) {
        this.acquirer = acquirer;
    }

    /** Holds the lock of {@code root} (taking it if this app does not hold it yet). */
    synchronized void hold(Path root) {
        Path key = root.toAbsolutePath().normalize();
        if (!held.containsKey(key)) {
            held.put(key, acquirer.apply(key));
        }
    }

    /** Releases every lock except the one of {@code root} (null releases all). */
    synchronized void releaseAllExcept(Path root) {
        Path keep = root == null ? null : root.toAbsolutePath().normalize();
        held.entrySet().removeIf(entry -> {
            if (entry.getKey().equals(keep)) {
                return false;
            }
            entry.getValue().close();
            return true;
        });
    }

    synchronized boolean holds(Path root) {
        return held.containsKey(root.toAbsolutePath().normalize());
    }

    @Override
    public void close() {
        releaseAllExcept(null);
    }
}
