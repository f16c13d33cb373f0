package dev.steward.ui.fx;

import javafx.animation.PauseTransition;
import javafx.collections.ListChangeListener;
import javafx.util.Duration;

/**
 * Runs an action once on the FX thread when no job has been running for a while (the app's start-up loads are
 * done and their results are on screen): for work that must run on the FX thread but not while the user waits.
 */
public final class WhenIdle {
    private final Jobs jobs;
    private final PauseTransition quiet;
    private final ListChangeListener<RunningJob> watcher = change -> restart();
    private boolean done;

    private WhenIdle(Jobs jobs, Duration quietFor, Runnable action) {
        this.jobs = jobs;
        this.quiet = new PauseTransition(quietFor);
        quiet.setOnFinished(e -> {
            if (!done && jobs.running().isEmpty()) {
                done = true;
                jobs.running().removeListener(watcher);
                action.run();
            }
        });
    }

    /** Call on the FX thread; {@code action} runs after {@code quietFor} without a running job. */
    public static WhenIdle run(Jobs jobs, Duration quietFor, Runnable action) {
        WhenIdle idle = new WhenIdle(jobs, quietFor, action);
        jobs.running().addListener(idle.watcher);
        idle.restart();
        return idle;
    }

    /** Drops the action if it has not run yet (e.g. the project closed). */
    public void cancel() {
        done = true;
        quiet.stop();
        jobs.running().removeListener(watcher);
    }

    private void restart() {
        if (done) {
            return;
        }
        if (jobs.running().isEmpty()) {
            quiet.playFromStart();
        } else {
            quiet.stop();
        }
    }
}
