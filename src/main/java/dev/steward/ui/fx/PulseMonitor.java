package dev.steward.ui.fx;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import javafx.animation.AnimationTimer;

/**
 * Measures how responsive the FX thread is: an animation timer that runs on every pulse and keeps the longest
 * gap between two pulses, both as wall-clock time and as CPU time the FX thread spent in that gap. A pulse is
 * due every ~16 ms; a long wall-clock gap means the FX thread was busy, waiting for the renderer, or not
 * scheduled (a loaded machine); a long CPU gap means our code kept it busy. Tests drive the UI with it running
 * and assert on the worst gaps; a debug overlay may show them. Start, stop and read it on the FX thread.
 */
public final class PulseMonitor {
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            onPulse(now, cpuNow());
        }
    };
    private long lastPulse = -1;
    private long lastCpu;
    private long worstGap;
    private long worstBusy;
    private long pulses;

    /** Starts measuring from the next pulse, forgetting earlier measurements. */
    public void start() {
        lastPulse = -1;
        worstGap = 0;
        worstBusy = 0;
        pulses = 0;
        timer.start();
    }

    public void stop() {
        timer.stop();
    }

    /** The longest wall-clock time between two consecutive pulses since {@link #start()}. */
    public Duration worstGap() {
        return Duration.ofNanos(worstGap);
    }

    /**
     * The most CPU time the FX thread used between two consecutive pulses: how long it was kept busy at most.
     * Zero when the JVM cannot measure thread CPU time.
     */
    public Duration worstBusy() {
        return Duration.ofNanos(worstBusy);
    }

    /** How many pulses were seen since {@link #start()} (a measurement over few pulses says little). */
    public long pulses() {
        return pulses;
    }

    void onPulse(long nowNanos, long cpuNanos) {
        if (lastPulse >= 0) {
            worstGap = Math.max(worstGap, nowNanos - lastPulse);
            worstBusy = Math.max(worstBusy, cpuNanos - lastCpu);
        }
        lastPulse = nowNanos;
        lastCpu = cpuNanos;
        pulses++;
    }

    private long cpuNow() {
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }
}
