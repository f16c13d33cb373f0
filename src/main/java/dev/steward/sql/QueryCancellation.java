package dev.steward.sql;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Lets another thread (a job's cancel button, the timeout watchdog) stop a running query. Cancelling interrupts
 * the query inside DuckDB; the sandbox stays usable. Cancelling before the query starts stops it from starting.
 */
public final class QueryCancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<Statement> running = new AtomicReference<>();

    /** Stops the query; safe to call from any thread, any number of times. */
    public void cancel() {
        cancelled.set(true);
        interrupt(running.get());
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** Registers the statement about to run; if cancel already happened it is interrupted at once. */
    void attach(Statement statement) {
        running.set(statement);
        if (cancelled.get()) {
            interrupt(statement);
        }
    }

    void detach() {
        running.set(null);
    }

    private static void interrupt(Statement statement) {
        if (statement == null) {
            return;
        }
        try {
            statement.cancel();
        } catch (SQLException e) {
            // The statement already finished or was closed: there is nothing left to stop.
        }
    }
}
