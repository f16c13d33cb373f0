package dev.steward.ui.fx;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * {@link Jobs} on the caller's thread, for view-model tests without a toolkit. By default work runs inside
 * {@link #submit}; a {@link #held()} instance queues it until {@link #runPending()}, so a test can look at
 * the running state or cancel first.
 */
public final class ImmediateJobs implements Jobs {
    private final boolean hold;
    private final Deque<Runnable> pending = new ArrayDeque<>();
    private final ObservableList<RunningJob> running = FXCollections.observableArrayList();

    public ImmediateJobs() {
        this(false);
    }

    private ImmediateJobs(boolean hold) {
        this.hold = hold;
    }

    /** Jobs wait in a queue until {@link #runPending()}. */
    public static ImmediateJobs held() {
        return new ImmediateJobs(true);
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
        AtomicBoolean token = new AtomicBoolean();
        RunningJob job = new RunningJob(title, quiet, self -> {
            token.set(true);
            running.remove(self);
            callbacks.onCancelled().run();
        });
        running.add(job);
        Runnable execution = () -> runNow(job, work, token, callbacks);
        if (hold) {
            pending.add(execution);
        } else {
            execution.run();
        }
        return job;
    }

    /** Runs the queued jobs in order (including jobs they submit); returns how many ran. */
    public int runPending() {
        int count = 0;
        while (!pending.isEmpty()) {
            pending.poll().run();
            count++;
        }
        return count;
    }

    @Override
    public ObservableList<RunningJob> running() {
        return FXCollections.unmodifiableObservableList(running);
    }

    @Override
    public void onUiThread(Runnable action) {
        action.run();
    }

    private <T> void runNow(RunningJob job, Job<T> work, AtomicBoolean token, JobCallbacks<T> callbacks) {
        if (job.isCancelled()) {
            return;
        }
        JobContext context = new JobContext() {
            @Override
            public boolean isCancelled() {
                return token.get();
            }

            @Override
            public void progress(double fraction, String message) {
                job.update(fraction, message);
            }
        };
        try {
            T result = work.run(context);
            finish(job, () -> callbacks.onSuccess().accept(result));
        } catch (Exception failure) {
            finish(job, () -> callbacks.onFailure().accept(failure));
        }
    }

    private void finish(RunningJob job, Runnable outcome) {
        if (!job.isCancelled()) {
            running.remove(job);
            outcome.run();
        }
    }
}
