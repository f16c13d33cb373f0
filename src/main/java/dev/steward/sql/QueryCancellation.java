package dev.steward.sql;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Lets another thread (a job's cancel button, the timeout watchdog) stop a running query. Cancelling interrupts
 * the query inside DuckDB; the sandbox stays usable. Cancelling before the query starts stops it from starting.
 */
public final class QueryCancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<Runnable> stopper = new AtomicReference<>();

    /** Stops the query; safe to call from any thread, any number of times. */
    public void cancel() {
        cancelled.set(true);
        Runnable stop = stopper.get();
        if (stop != null) {
            stop.run();
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /**
     * Registers what stops the question's DuckDB calls ({@link QueryWatch#stop}); if cancel already happened it
     * runs at once.
     */
    void attach(Runnable stop) {
        stopper.set(stop);
        if (cancelled.get()) {
            stop.run();
        }
    }

    void detach() {
        stopper.set(null);
    }
}
