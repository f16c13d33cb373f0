package dev.steward.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;
import javafx.animation.AnimationTimer;

/**
 * What the FX thread did in its busiest interval between two pulses (item 7's figure): each pulse's time and the FX
 * thread's CPU, and the FX thread's stack sampled every millisecond by another thread. {@link AppProbe} uses it when
 * {@code steward.probe.stacks} names a folder (docs/performance.md, "Tab first shows (session 13)"). Sampling takes
 * a stack at a handshake, so it adds a little to the FX thread's time; read the stacks, not the figure.
 */
final class PulseStacks {
    private static final int FRAMES = 60;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final List<long[]> pulses = new ArrayList<>();
    private final ConcurrentLinkedQueue<Sample> samples = new ConcurrentLinkedQueue<>();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulses.add(new long[] {System.nanoTime(), threads.getCurrentThreadCpuTime()});
        }
    };
    private volatile boolean sampling;
    private long origin;

    private record Sample(long at, StackTraceElement[] stack) {
    }

    /** On the FX thread: forgets what was recorded and starts recording. */
    void start() {
        pulses.clear();
        samples.clear();
        origin = System.nanoTime();
        Thread fx = Thread.currentThread();
        sampling = true;
        Thread sampler = new Thread(() -> {
            while (sampling) {
                samples.add(new Sample(System.nanoTime(), fx.getStackTrace()));
                LockSupport.parkNanos(1_000_000);
            }
        }, "pulse-stacks");
        sampler.setDaemon(true);
        sampler.start();
        timer.start();
    }

    /** On the FX thread: stops and describes the busiest interval between two pulses, with its stacks. */
    String stopAndReport() {
        sampling = false;
        timer.stop();
        int worst = -1;
        long worstCpu = -1;
        StringBuilder busy = new StringBuilder();
        for (int i = 1; i < pulses.size(); i++) {
            long cpu = pulses.get(i)[1] - pulses.get(i - 1)[1];
            if (cpu > worstCpu) {
                worstCpu = cpu;
                worst = i;
            }
            if (cpu >= 8_000_000) {
                busy.append(String.format(Locale.ROOT, " %.0f@%.0f", cpu / 1e6, ms(pulses.get(i - 1)[0])));
            }
        }
        if (worst < 0) {
            return "no two pulses\n";
        }
        long from = pulses.get(worst - 1)[0];
        long to = pulses.get(worst)[0];
        List<Sample> inside = samples.stream().filter(s -> s.at() >= from && s.at() <= to).toList();
        Map<String, Integer> keys = new LinkedHashMap<>();
        for (Sample sample : inside) {
            keys.merge(key(sample.stack()), 1, Integer::sum);
        }
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "pulses %d; worst %.1f ms CPU from %.0f to %.0f ms (wall %.1f ms), %d samples; busy pulses (ms@at):%s%n",
                pulses.size(), worstCpu / 1e6, ms(from), ms(to), (to - from) / 1e6, inside.size(), busy));
        keys.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> out.append(String.format(Locale.ROOT, "%4d  %s%n", e.getValue(), e.getKey())));
        for (Sample sample : inside) {
            out.append(String.format(Locale.ROOT, "--- %.1f ms%n", ms(sample.at())));
            Arrays.stream(sample.stack()).limit(FRAMES).forEach(f -> out.append("    ").append(f).append('\n'));
        }
        return out.toString();
    }

    private double ms(long nanos) {
        return (nanos - origin) / 1e6;
    }

    /** The pulse phase or runnable the sample is in, and the innermost Steward frame. */
    private static String key(StackTraceElement[] stack) {
        String frames = Arrays.stream(stack).map(f -> f.getClassName() + "." + f.getMethodName())
                .collect(Collectors.joining(" "));
        String phase = frames.contains("doCSSPass") ? "css" : frames.contains("doLayoutPass") ? "layout"
                : frames.contains("ScenePulseListener") ? "pulse" : frames.contains("AnimationTimer") ? "timer"
                : frames.contains("runLater") || frames.contains("InvokeLaterDispatcher") ? "runLater"
                : stack.length == 0 ? "none" : "other";
        String steward = Arrays.stream(stack).filter(f -> f.getClassName().startsWith("dev.steward"))
                .map(f -> f.getClassName().replace("dev.steward.", "") + "." + f.getMethodName() + ":"
                        + f.getLineNumber()).findFirst().orElse("-");
        String top = stack.length == 0 ? "-" : stack[0].getClassName() + "." + stack[0].getMethodName();
        return phase + " | " + steward + " | " + top;
    }
}
