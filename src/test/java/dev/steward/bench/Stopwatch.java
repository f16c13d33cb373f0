package dev.steward.bench;

import java.util.Arrays;
import java.util.concurrent.Callable;

/** Median wall time of repeated work, in milliseconds; the first run warms up and is not counted. */
final class Stopwatch {
    private Stopwatch() {
    }

    static double medianMs(int runs, Callable<?> work) {
        call(work);
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            times[i] = onceMs(work);
        }
        Arrays.sort(times);
        return times[runs / 2];
    }

    static double onceMs(Callable<?> work) {
        long start = System.nanoTime();
        call(work);
        return (System.nanoTime() - start) / 1e6;
    }

    private static void call(Callable<?> work) {
        try {
            work.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
