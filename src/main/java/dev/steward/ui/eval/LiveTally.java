package dev.steward.ui.eval;

import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalProgress;
import dev.steward.eval.ExampleResult;
import dev.steward.ui.fx.JobContext;
import dev.steward.ui.fx.Jobs;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Carries a run's verdicts from the running thread to the FX thread: the tally is kept here and handed over at
 * most once per FX turn (a burst of quick verdicts is one update, not a queue of them), progress goes through the
 * job context, and a cancel from the status bar reaches the run before the next question.
 */
final class LiveTally {
    private final Jobs jobs;
    private final Consumer<VerdictCounts> onFx;
    private final AtomicReference<VerdictCounts> latest = new AtomicReference<>(VerdictCounts.NONE);
    private final AtomicBoolean posted = new AtomicBoolean();

    LiveTally(Jobs jobs, Consumer<VerdictCounts> onFx) {
        this.jobs = jobs;
        this.onFx = onFx;
    }

    EvalProgress progressOf(JobContext context, EvalCancellation cancellation) {
        return new EvalProgress() {
            @Override
            public void started(int index, int total, EvalCase evalCase) {
                if (context.isCancelled()) {
                    cancellation.cancel();
                }
                context.progress((double) index / total, (index + 1) + " of " + total + ": " + evalCase.question());
            }

            @Override
            public void finished(int index, int total, ExampleResult result) {
                latest.updateAndGet(counts -> counts.plus(result));
                context.progress((double) (index + 1) / total, (index + 1) + " of " + total + " done");
                post();
            }
        };
    }

    private void post() {
        if (posted.compareAndSet(false, true)) {
            jobs.onUiThread(() -> {
                posted.set(false);
                onFx.accept(latest.get());
            });
        }
    }
}
