package dev.steward.ui.fx;

/**
 * A piece of background work. It runs off the FX thread, may report progress through the context and
 * should stop early (return or throw) once {@link JobContext#isCancelled()} turns true.
 *
 * @param <T> what the work produces
 */
@FunctionalInterface
public interface Job<T> {
    T run(JobContext context) throws Exception;
}
