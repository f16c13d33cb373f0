package dev.steward.eval;

import dev.steward.sql.QueryCancellation;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Cancels an eval run from another thread (the Eval tab's cancel button). Each query of the run gets its own
 * {@link QueryCancellation} from {@link #nextQuery()}, because the executor's timeout cancels the token it was
 * given: one timed-out query must end that query, not the whole run.
 */
public final class EvalCancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<Runnable> current = new AtomicReference<>();

    /** Stops the running query and the run; safe from any thread, any number of times. */
    public void cancel() {
        cancelled.set(true);
        Runnable running = current.get();
        if (running != null) {
            running.run();
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** A fresh token for the next query, already cancelled when the run is. */
    public QueryCancellation nextQuery() {
        QueryCancellation token = new QueryCancellation();
        whileRunning(token::cancel);
        return token;
    }

    /**
     * Registers how to stop the step about to run (a pipeline question's own cancellation); run at once when the
     * run is already cancelled.
     */
    public void whileRunning(Runnable stop) {
        current.set(stop);
        if (cancelled.get()) {
            stop.run();
        }
    }
}
