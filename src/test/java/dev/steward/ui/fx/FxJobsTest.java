package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.error.StewardException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FxJobsTest {
    private final FxJobs jobs = new FxJobs(2);

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new Pane(), 100, 100));
        stage.show();
    }

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void workRunsOffTheFxThreadAndTheResultArrivesOnIt() throws Exception {
        CompletableFuture<Boolean> workOnFx = new CompletableFuture<>();
        CompletableFuture<Boolean> callbackOnFx = new CompletableFuture<>();
        AtomicReference<String> result = new AtomicReference<>();
        onFx(() -> jobs.submit("answer", ctx -> {
            workOnFx.complete(Platform.isFxApplicationThread());
            return "42";
        }, JobCallbacks.of(value -> {
            result.set(value);
            callbackOnFx.complete(Platform.isFxApplicationThread());
        }, failure -> callbackOnFx.completeExceptionally(failure))));

        assertThat(callbackOnFx.get(10, TimeUnit.SECONDS)).isTrue();
        assertThat(workOnFx.get()).isFalse();
        assertThat(result.get()).isEqualTo("42");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(jobs.running()).isEmpty();
    }

    @Test
    void aJobSubmittedWhileTheWindowClosesStartsNothingAndThrowsNothing() throws Exception {
        FxJobs closed = new FxJobs(1);
        closed.close();
        AtomicBoolean ran = new AtomicBoolean();
        CompletableFuture<Integer> running = new CompletableFuture<>();
        onFx(() -> {
            closed.submit("commit the user name", ctx -> {
                ran.set(true);
                return null;
            }, JobCallbacks.of(value -> ran.set(true), failure -> ran.set(true)));
            running.complete(closed.running().size());
        });

        assertThat(running.get(10, TimeUnit.SECONDS)).isZero();
        assertThat(ran).isFalse();
    }

    @Test
    void aFailureArrivesOnTheFxThread() throws Exception {
        CompletableFuture<Throwable> failed = new CompletableFuture<>();
        onFx(() -> jobs.submit("broken", ctx -> {
            throw new StewardException("metadata.yaml:3:1: bad", "fix it");
        }, JobCallbacks.of(value -> failed.complete(null), failure -> {
            assertThat(Platform.isFxApplicationThread()).isTrue();
            failed.complete(failure);
        })));

        assertThat(failed.get(10, TimeUnit.SECONDS)).hasMessage("metadata.yaml:3:1: bad");
    }

    @Test
    void cancellingStopsTheWorkAndDropsItsResult() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicBoolean sawCancel = new AtomicBoolean();
        List<String> outcomes = new ArrayList<>();
        AtomicReference<RunningJob> job = new AtomicReference<>();
        onFx(() -> job.set(jobs.submit("endless", ctx -> {
            started.countDown();
            try {
                while (!ctx.isCancelled()) {
                    Thread.sleep(5);
                }
            } catch (InterruptedException interrupted) {
                // Future.cancel(true) interrupts the sleep; that is the expected way out.
            }
            sawCancel.set(ctx.isCancelled());
            stopped.countDown();
            return "too late";
        }, JobCallbacks.<String>of(value -> outcomes.add("success"), failure -> outcomes.add("failure"))
                .whenCancelled(() -> outcomes.add("cancelled")))));
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(jobs.running()).containsExactly(job.get());

        onFx(() -> job.get().cancel());

        assertThat(stopped.await(10, TimeUnit.SECONDS)).isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(sawCancel).isTrue();
        assertThat(outcomes).containsExactly("cancelled");
        assertThat(jobs.running()).isEmpty();
    }

    @Test
    void progressIsCoalescedButTheLatestValueArrives() throws Exception {
        int reports = 20_000;
        List<String> seen = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<RunningJob> job = new AtomicReference<>();
        onFx(() -> {
            job.set(jobs.submit("count", ctx -> {
                for (int i = 1; i <= reports; i++) {
                    ctx.progress((double) i / reports, "step " + i);
                }
                release.await(10, TimeUnit.SECONDS);
                return null;
            }, JobCallbacks.of(value -> done.countDown(), failure -> done.countDown())));
            job.get().messageProperty().addListener((obs, old, text) -> seen.add(text));
        });

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ("step " + reports).equals(fxGet(job)));
        release.countDown();
        assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(seen).last().isEqualTo("step " + reports);
        assertThat(seen.size()).isLessThan(reports / 10);
        assertThat(job.get().progressProperty().get()).isEqualTo(1.0);
    }

    private static String fxGet(AtomicReference<RunningJob> job) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> job.get().messageProperty().get()).get();
    }

    private static void onFx(Runnable action) throws Exception {
        WaitForAsyncUtils.asyncFx(action).get(10, TimeUnit.SECONDS);
    }
}
