package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** The exit waits for the calls inside the runtime and lets none start afterwards. */
class OnnxCallsTest {
    private final OnnxCalls calls = new OnnxCalls();

    @Test
    void closingWaitsForTheCallInsideToReturn() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread caller = new Thread(() -> calls.call(() -> {
            inside.countDown();
            await(release);
            return null;
        }));
        caller.start();
        inside.await();

        assertThat(calls.closeAndAwait(Duration.ofMillis(50))).as("the call is still inside").isFalse();
        release.countDown();
        assertThat(calls.closeAndAwait(Duration.ofSeconds(30))).isTrue();
        assertThat(calls.inside()).isZero();
        caller.join();
    }

    @Test
    void onceClosedNoCallStartsAndTheCallerWaits() throws Exception {
        assertThat(calls.closeAndAwait(Duration.ofSeconds(1))).isTrue();
        AtomicBoolean ran = new AtomicBoolean();
        Thread late = new Thread(() -> calls.call(() -> {
            ran.set(true);
            return null;
        }));
        late.setDaemon(true);
        late.start();
        late.join(200);

        assertThat(late.isAlive()).as("the late caller waits for the exit").isTrue();
        late.interrupt();
        late.join(200);
        assertThat(late.isAlive()).as("an interrupt does not let it in").isTrue();
        assertThat(ran).isFalse();
    }

    @Test
    void theModelsTasksCountFromTheirSubmissionAndStillRunAfterTheClose() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CountDownLatch inside = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            AtomicBoolean queuedRan = new AtomicBoolean();
            calls.counting(pool).execute(() -> {
                inside.countDown();
                await(release);
            });
            calls.counting(pool).execute(() -> queuedRan.set(true));
            inside.await();
            assertThat(calls.inside()).as("the running task and the queued one").isEqualTo(2);

            assertThat(calls.closeAndAwait(Duration.ofMillis(50))).isFalse();
            release.countDown();
            assertThat(calls.closeAndAwait(Duration.ofSeconds(30))).isTrue();
            assertThat(queuedRan).as("the queued task ran after the close").isTrue();
        } finally {
            pool.shutdown();
            pool.awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
