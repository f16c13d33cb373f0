package dev.steward.ui.fx;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The real {@link Jobs}: a small pool of daemon threads, outcomes and coalesced progress delivered with
 * {@code Platform.runLater} (the only place in the app that calls it). Cancelling interrupts the worker
 * and flips the job's cooperative token; a result that arrives afterwards is dropped.
 */
public final class FxJobs implements Jobs, AutoCloseable {
    /** Progress reaches the UI at most this often per job; faster reports overwrite each other. */
    static final long PROGRESS_INTERVAL_MS = 80;
    private static final long SHUTDOWN_GRACE_SECONDS = 5;

    private final ExecutorService workers;
    private final ScheduledExecutorService progressTimer;
    private final ObservableList<RunningJob> running = FXCollections.observableArrayList();
    private final ObservableList<RunningJob> runningView = FXCollections.unmodifiableObservableList(running);

    public FxJobs(int threads) {
        this.workers = Executors.newFixedThreadPool(threads, daemonThreads("steward-job"));
        this.progressTimer = Executors.newSingleThreadScheduledExecutor(daemonThreads("steward-progress"));
    }

    @Override
    public <T> RunningJob submit(String title, Job<T> work, JobCallbacks<T> callbacks) {
        return start(title, false, work, callbacks);
    }

    @Override
    public <T> RunningJob submitQuietly(String title, Job<T> work, JobCallbacks<T> callbacks) {
        return start(title, true, work, callbacks);
    }

    private <T> RunningJob start(String title, boolean quiet, Job<T> work, JobCallbacks<T> callbacks) {
        AtomicReference<Future<?>> future = new AtomicReference<>();
        AtomicBoolean token = new AtomicBoolean();
        RunningJob job = new RunningJob(title, quiet, self -> {
            token.set(true);
            Future<?> f = future.get();
            if (f != null) {
                f.cancel(true);
            }
            running.remove(self);
            callbacks.onCancelled().run();
        });
        running.add(job);
        CoalescingContext context = new CoalescingContext(job, token);
        try {
            future.set(workers.submit(() -> runAndDeliver(job, work, context, callbacks)));
        } catch (RejectedExecutionException closing) {
            // The window is closing (e.g. a text field commits as it loses focus): nothing new starts.
            running.remove(job);
        }
        return job;
    }

    @Override
    public ObservableList<RunningJob> running() {
        return runningView;
    }

    @Override
    public void onUiThread(Runnable action) {
        Platform.runLater(action);
    }

    /**
     * Stops the worker threads (interrupting running jobs); pending outcomes are not delivered. Waits a
     * little for them to end: a job inside native code (DuckDB, ONNX) ignores interrupts, and letting the
     * JVM exit under it can crash the process instead of ending it cleanly.
     */
    @Override
    public void close() {
        workers.shutdownNow();
        progressTimer.shutdownNow();
        try {
            workers.awaitTermination(SHUTDOWN_GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private <T> void runAndDeliver(RunningJob job, Job<T> work, JobContext context, JobCallbacks<T> callbacks) {
        try {
            T result = work.run(context);
            deliver(job, () -> callbacks.onSuccess().accept(result));
        } catch (Throwable failure) {
            deliver(job, () -> callbacks.onFailure().accept(failure));
        }
    }

    /** Both the cancel and the delivery run on the FX thread, so checking the flag here cannot race. */
    private void deliver(RunningJob job, Runnable outcome) {
        Platform.runLater(() -> {
            if (job.isCancelled()) {
                return;
            }
            running.remove(job);
            outcome.run();
        });
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** Keeps only the latest progress report and flushes it to the FX thread at most every interval. */
    private final class CoalescingContext implements JobContext {
        private final RunningJob job;
        private final AtomicBoolean token;
        private final AtomicReference<Progress> pending = new AtomicReference<>();
        private final AtomicBoolean flushScheduled = new AtomicBoolean();

        CoalescingContext(RunningJob job, AtomicBoolean token) {
            this.job = job;
            this.token = token;
        }

        @Override
        public boolean isCancelled() {
            return token.get() || Thread.currentThread().isInterrupted();
        }

        @Override
        public void progress(double fraction, String message) {
            pending.set(new Progress(fraction, message));
            if (flushScheduled.compareAndSet(false, true)) {
                progressTimer.schedule(this::flush, PROGRESS_INTERVAL_MS, TimeUnit.MILLISECONDS);
            }
        }

        private void flush() {
            flushScheduled.set(false);
            Progress latest = pending.getAndSet(null);
            if (latest != null) {
                Platform.runLater(() -> job.update(latest.fraction(), latest.message()));
            }
        }
    }

    private record Progress(double fraction, String message) {
    }
}
