package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ImmediateJobsTest {

    @Test
    void runsOnTheCallersThreadAndReportsProgress() {
        ImmediateJobs jobs = new ImmediateJobs();
        List<String> outcomes = new ArrayList<>();
        Thread caller = Thread.currentThread();

        RunningJob job = jobs.submit("quick", ctx -> {
            ctx.progress(0.5, "half");
            return Thread.currentThread() == caller ? "same thread" : "other thread";
        }, JobCallbacks.of(outcomes::add, failure -> outcomes.add("failed")));

        assertThat(outcomes).containsExactly("same thread");
        assertThat(job.messageProperty().get()).isEqualTo("half");
        assertThat(jobs.running()).isEmpty();
    }

    @Test
    void aHeldJobCancelledBeforeItRunsNeverRuns() {
        ImmediateJobs jobs = ImmediateJobs.held();
        List<String> outcomes = new ArrayList<>();
        RunningJob job = jobs.submit("held", ctx -> {
            outcomes.add("ran");
            return "x";
        }, JobCallbacks.<String>of(outcomes::add, failure -> outcomes.add("failed"))
                .whenCancelled(() -> outcomes.add("cancelled")));
        assertThat(jobs.running()).containsExactly(job);

        job.cancel();
        jobs.runPending();

        assertThat(outcomes).containsExactly("cancelled");
        assertThat(jobs.running()).isEmpty();
    }

    @Test
    void failuresGoToTheFailureCallback() {
        ImmediateJobs jobs = new ImmediateJobs();
        List<Throwable> failures = new ArrayList<>();
        jobs.submit("broken", ctx -> {
            throw new IllegalStateException("boom");
        }, JobCallbacks.of(value -> { }, failures::add));
        assertThat(failures).singleElement().extracting(Throwable::getMessage).isEqualTo("boom");
    }
}
