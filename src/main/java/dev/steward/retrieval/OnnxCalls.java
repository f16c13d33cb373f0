package dev.steward.retrieval;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The threads inside the ONNX runtime (the model's loading and every embedding), so that the process can let them
 * return before it exits. The runtime's Java binding releases its native environment in a JVM shutdown hook of its
 * own ({@code OrtEnvironment}'s closer), and the JVM runs all shutdown hooks at once: a thread still creating the
 * session or running the model then uses freed memory and the JVM crashes (SIGSEGV in {@code libonnxruntime.so},
 * an hs_err file, exit code 134) instead of exiting. A shutdown hook of ours cannot wait for them (it would run
 * beside that closer, not before it), so the exit must wait before the hooks start: {@code dev.steward.ProcessExit}
 * calls {@link #closeAndAwait} first on SIGTERM, SIGINT and SIGHUP and before {@code main} ends.
 *
 * <p>Process-wide, like the ONNX environment and the JVM's signal handlers it stands between; tests make their own.
 * Once closed it stays closed: a thread that would enter the runtime then waits until the process is gone.
 */
public final class OnnxCalls {
    private static final OnnxCalls THIS_PROCESS = new OnnxCalls();

    private final Object lock = new Object();
    private int inside;
    private boolean closed;

    OnnxCalls() {
    }

    /** The one instance that the model loader and the process's exit share. */
    public static OnnxCalls ofThisProcess() {
        return THIS_PROCESS;
    }

    /** Runs {@code work} counted as inside the runtime; once closed, waits for the exit instead of running it. */
    <T> T call(Supplier<T> work) {
        enter();
        try {
            return work.get();
        } finally {
            leave();
        }
    }

    /**
     * The model's threads: each task counts as inside from its submission (queued ones too) until it ends, and is
     * never held back: only {@link #call}s submit them, so a task submitted after the close belongs to a call
     * already inside, which the exit waits for (and which would wait for the task).
     */
    Executor counting(Executor executor) {
        return task -> {
            synchronized (lock) {
                inside++;
            }
            try {
                executor.execute(() -> {
                    try {
                        task.run();
                    } finally {
                        leave();
                    }
                });
            } catch (RuntimeException rejected) {
                leave();
                throw rejected;
            }
        };
    }

    /**
     * Lets no new call in and waits up to {@code bound} for the calls inside to return.
     *
     * @return whether none is left inside (false: the bound passed, or the wait was interrupted)
     */
    public boolean closeAndAwait(Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        synchronized (lock) {
            closed = true;
            while (inside > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                try {
                    lock.wait(Math.max(1, left / 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return true;
        }
    }

    /** How many threads are inside the runtime now. */
    int inside() {
        synchronized (lock) {
            return inside;
        }
    }

    private void enter() {
        synchronized (lock) {
            while (closed) {
                waitForTheExit();
            }
            inside++;
        }
    }

    /**
     * The process is exiting: this thread must not start anything in the runtime, and failing here would only
     * show an error for the moment before the window goes. An interrupt does not end the wait either.
     */
    private void waitForTheExit() {
        try {
            lock.wait();
        } catch (InterruptedException e) {
            // Keep waiting: this thread has nothing left to do before the process ends.
        }
    }

    private void leave() {
        synchronized (lock) {
            inside--;
            lock.notifyAll();
        }
    }
}
