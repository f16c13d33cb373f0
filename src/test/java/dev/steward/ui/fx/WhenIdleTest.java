package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The idle trigger with real job threads: nothing runs while a job does; the action runs once, quiet after. */
@ExtendWith(ApplicationExtension.class)
class WhenIdleTest {
    private final FxJobs jobs = new FxJobs(1);
    private final AtomicInteger runs = new AtomicInteger();

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void waitsForTheRunningJobsThenRunsOnce() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        WaitForAsyncUtils.asyncFx(() -> {
            jobs.submit("a long load", context -> release.await(10, TimeUnit.SECONDS), JobCallbacks.of(done -> { },
                    failure -> { }));
            WhenIdle.run(jobs, Duration.millis(100), runs::incrementAndGet);
        }).get();
        Thread.sleep(400);
        assertThat(runs).as("a job is still running").hasValue(0);

        release.countDown();
        waitUntil(() -> runs.get() == 1);
        WaitForAsyncUtils.asyncFx(() -> jobs.submit("a later job", context -> 1, JobCallbacks.of(done -> { },
                failure -> { }))).get();
        Thread.sleep(400);
        assertThat(runs).as("once only").hasValue(1);
    }

    @Test
    void aCancelledTriggerNeverRuns() throws Exception {
        WhenIdle idle = WaitForAsyncUtils.asyncFx(() -> WhenIdle.run(jobs, Duration.millis(100),
                runs::incrementAndGet)).get();
        WaitForAsyncUtils.asyncFx(idle::cancel).get();
        Thread.sleep(400);
        assertThat(runs).hasValue(0);
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 500 && !condition.getAsBoolean(); i++) {
            Thread.sleep(20);
        }
        assertThat(condition.getAsBoolean()).as("condition within 10 s").isTrue();
    }
}
