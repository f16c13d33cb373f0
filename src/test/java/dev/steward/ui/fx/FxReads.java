package dev.steward.ui.fx;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Reads of the scene for a test, made on the FX thread. A lookup or a read of a node from the test thread can meet a
 * list of children the FX thread is changing at that moment (an {@code IndexOutOfBoundsException} inside
 * {@code tryQuery()}, seen on CI); on the FX thread the scene holds still. Clicks and key presses stay on the test
 * thread, as TestFX requires.
 */
public final class FxReads {
    private FxReads() {
    }

    /**
     * The value of {@code read}, computed on the FX thread. What it throws comes out as itself (an assertion error, a
     * query that found nothing), not wrapped, with the test's own stack attached as a suppressed exception.
     */
    public static <T> T fx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the scene", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            cause.addSuppressed(new Exception("read from the test here"));
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }
}
