package dev.steward.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Item 7: starts {@link AppProbe} in child JVMs under Monocle's headless glass (the same JavaFX the tests use, no
 * display needed) and times, from process start, the first window of the real app against an empty JavaFX window;
 * then reads the app's peak RSS and the FX thread's worst gap while every tab is shown with the sample open.
 * Each process gets a fresh STEWARD_HOME (first start of a new user: settings, the sample's caches).
 */
final class AppBench {
    /** The heap options of ./steward and the installed app (installer/jvm-options.txt), so RSS is the app's. */
    static final List<String> APP_HEAP = List.of("-Xmx256m", "-Xms32m");
    private static final List<String> HEADLESS = List.of("-Dtestfx.headless=true", "-Dglass.platform=Monocle",
            "-Dmonocle.platform=Headless", "-Dprism.order=sw", "-Dprism.text=t2k", "-Djava.awt.headless=true",
            "--add-modules", "jdk.incubator.vector"); // as ./steward starts the app (ADR 42)
    private static final int RUNS = 3;

    private AppBench() {
    }

    static List<Figure> measure(Path project, Path home) throws IOException, InterruptedException {
        double bare = medianWindowMs(home, "bare");
        List<Map<String, String>> runs = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            runs.add(probe(home.resolve("steward-" + i), List.of("steward", project.toString())));
        }
        runs.sort(java.util.Comparator.comparingDouble(r -> Double.parseDouble(r.get("WINDOW"))));
        Map<String, String> median = runs.get(RUNS / 2);
        double window = Double.parseDouble(median.get("WINDOW"));
        double opened = Double.parseDouble(median.get("PROJECT"));
        List<Figure> figures = new ArrayList<>(List.of(
                Figure.ratio("small", 7, "app start to its window vs an empty JavaFX window (child JVMs, Monocle)",
                        window, bare, Double.NaN, String.format(Locale.ROOT, "%.0f ms vs %.0f ms; sample project "
                                + "shown after %.0f ms (budget: usable window <= 3 s)", window, bare, opened)),
                new Figure("small", 7, "FX-thread CPU from its start until the sample is shown (median run)",
                        Double.parseDouble(median.get("FXCPU")), "ms", Double.NaN, "ThreadMXBean; phases in "
                        + "steward-N/stderr.log of the work folder (STEWARD_STARTUP_TIMELINE)"),
                new Figure("small", 7, "peak RSS of the app with the sample open, every tab shown",
                        Double.parseDouble(median.get("RSS")) / 1024.0, "MB", Double.NaN, "VmHWM of the app process")));
        figures.addAll(tabGaps(runs));
        return figures;
    }

    /** Per tab, the worst FX-thread CPU time between two pulses over all runs (CPU time: robust to a busy machine). */
    private static List<Figure> tabGaps(List<Map<String, String>> runs) {
        List<Figure> figures = new ArrayList<>();
        for (int tab = 0; runs.get(0).containsKey("TAB" + tab); tab++) {
            String key = "TAB" + tab;
            String name = runs.get(0).get(key).split(" ")[0].replace('_', ' ');
            double worstCpu = runs.stream().mapToDouble(r -> Double.parseDouble(r.get(key).split(" ")[2])).max()
                    .orElse(-1);
            double worstWall = runs.stream().mapToDouble(r -> Double.parseDouble(r.get(key).split(" ")[1])).max()
                    .orElse(-1);
            figures.add(new Figure("small", 7, "worst FX-thread CPU time between two pulses: " + name, worstCpu, "ms",
                    16, String.format(Locale.ROOT, "worst of %d runs; worst wall-clock gap %.0f ms", runs.size(),
                            worstWall)));
        }
        return figures;
    }

    private static double medianWindowMs(Path home, String mode) throws IOException, InterruptedException {
        double[] times = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            times[i] = Double.parseDouble(probe(home.resolve(mode + "-" + i), List.of(mode)).get("WINDOW"));
        }
        java.util.Arrays.sort(times);
        return times[RUNS / 2];
    }

    /** Runs one probe; returns each reported line's key with its value (ms since start for WINDOW / PROJECT). */
    private static Map<String, String> probe(Path home, List<String> args) throws IOException, InterruptedException {
        Files.createDirectories(home);
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(HEADLESS);
        command.addAll(APP_HEAP);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), AppProbe.class.getName()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(home.resolve("stderr.log").toFile());
        builder.environment().put("STEWARD_HOME", home.toString());
        builder.environment().put("STEWARD_STARTUP_TIMELINE", "1");
        long start = System.nanoTime();
        Process process = builder.start();
        Map<String, String> report = new HashMap<>();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                String key = line.split(" ", 2)[0];
                String value = line.contains(" ") ? line.substring(line.indexOf(' ') + 1)
                        : String.valueOf((System.nanoTime() - start) / 1_000_000);
                report.put(key, value);
            }
        }
        process.waitFor();
        if (report.containsKey("FAILED") || !report.containsKey("WINDOW")) {
            throw new IllegalStateException("the app probe failed: " + report + "; see " + home.resolve("stderr.log"));
        }
        // A job that ran out of heap (the embedding model, once) leaves the app up with less in memory: its RSS
        // would look better than the app's, so the run does not count (ADR 44).
        if (Files.readString(home.resolve("stderr.log")).contains("OutOfMemoryError")) {
            throw new IllegalStateException("the app ran out of memory under " + APP_HEAP + "; see "
                    + home.resolve("stderr.log"));
        }
        return report;
    }
}
