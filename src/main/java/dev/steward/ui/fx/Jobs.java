package dev.steward.ui.fx;

import javafx.collections.ObservableList;

/**
 * The one way the UI runs background work. Work runs off the FX thread; progress and the outcome come
 * back on it. {@link FxJobs} is the real one, {@link ImmediateJobs} runs everything on the caller's thread
 * for tests. Call {@link #submit} from the FX thread.
 */
public interface Jobs {

    /** Starts the work; the returned job is in {@link #running()} until its outcome is delivered. */
    <T> RunningJob submit(String title, Job<T> work, JobCallbacks<T> callbacks);

    /**
     * Like {@link #submit}, for quick housekeeping (saving settings, checking folders) that the status bar
     * should not flash: the job is marked {@link RunningJob#isQuiet() quiet}.
     */
    <T> RunningJob submitQuietly(String title, Job<T> work, JobCallbacks<T> callbacks);

    /** The jobs still running, in start order (read-only; the status bar shows them). */
    ObservableList<RunningJob> running();

    /** Runs the action on the FX thread (for events that arrive on other threads, e.g. uncaught exceptions). */
    void onUiThread(Runnable action);
}
