package dev.steward.sql;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One question's clock and stop button over every DuckDB call made for it: the gate's parse and EXPLAIN as well
 * as the query itself. The timeout starts when the watch is made (before the gate), and each statement is
 * registered as it starts, so the watchdog and {@link QueryCancellation} interrupt whichever call is running.
 * The JDK's delayed executor keeps no thread of ours alive. It stops the statement, never the caller's
 * {@link QueryCancellation}: one token may serve many queries, and one slow query must not cancel the rest.
 *
 * <p>A stop holds until the watch closes: DuckDB forgets an interrupt of a connection that runs nothing, so a
 * Cancel or timeout that lands after a statement was registered but before DuckDB started it (between the gate,
 * the prepare and the execute) interrupts the registered statement again every {@value #REPEAT_MS} ms.
 */
final class QueryWatch implements AutoCloseable {
    static final long REPEAT_MS = 20;

    private final QueryLimits limits;
    private final QueryCancellation cancellation;
    private final AtomicBoolean timedOut = new AtomicBoolean();
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicReference<Statement> running = new AtomicReference<>();
    private final CompletableFuture<Void> watchdog;

    QueryWatch(QueryLimits limits, QueryCancellation cancellation) {
        this.limits = limits;
        this.cancellation = cancellation;
        Executor later = CompletableFuture.delayedExecutor(limits.timeout().toMillis(), TimeUnit.MILLISECONDS);
        this.watchdog = CompletableFuture.runAsync(this::timeOut, later);
    }

    /**
     * Registers the statement about to run. A timeout or cancel that already happened throws here: DuckDB forgets
     * an interrupt of a statement that is not running yet, so it must not start at all.
     */
    <T extends Statement> T watch(T statement) {
        failIfStopped(null);
        running.set(statement);
        cancellation.attach(this::stop);
        if (timedOut.get()) {
            stop();
        }
        return statement;
    }

    /** Whether a timeout or Cancel stopped this question. */
    boolean stopped() {
        return timedOut.get() || cancellation.isCancelled();
    }

    /** Throws the timeout or cancellation if one stopped this question; otherwise returns. */
    void failIfStopped(Exception cause) {
        if (timedOut.get()) {
            throw new QueryFailedException(QueryFailedException.Kind.TIMEOUT, "The query was stopped after "
                    + limits.timeout().toMillis() + " ms.", "Narrow it down (filters, LIMIT) or raise the timeout.",
                    cause);
        }
        if (cancellation.isCancelled()) {
            throw new QueryFailedException(QueryFailedException.Kind.CANCELLED, "The query was cancelled.", null,
                    cause);
        }
    }

    @Override
    public void close() {
        closed.set(true);
        watchdog.cancel(false);
        running.set(null);
        cancellation.detach();
    }

    private void timeOut() {
        timedOut.set(true);
        stop();
    }

    /** Interrupts the registered statement now and again until the watch closes (see the class comment). */
    void stop() {
        interrupt(running.get());
        if (stopping.compareAndSet(false, true)) {
            repeat();
        }
    }

    private void repeat() {
        if (closed.get()) {
            return;
        }
        Executor later = CompletableFuture.delayedExecutor(REPEAT_MS, TimeUnit.MILLISECONDS);
        CompletableFuture.runAsync(() -> {
            interrupt(running.get());
            repeat();
        }, later);
    }

    private static void interrupt(Statement statement) {
        if (statement == null) {
            return;
        }
        try {
            statement.cancel();
        } catch (SQLException finishedMeanwhile) {
            // nothing left to stop
        }
    }
}
