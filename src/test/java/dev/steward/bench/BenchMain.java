package dev.steward.bench;

import dev.steward.catalog.ProfilingBenchmark;
import dev.steward.eval.EvalTemplateRouteBenchmark;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.retrieval.RetrievalBenchmark;
import dev.steward.sample.SyntheticProjectGenerator;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark harness ({@code bench/run [--large] [--skip-app] [--small-only] [--only N,N] [--out FILE] [--work DIR]}): measures every
 * figure of PRODUCT.md §9 on the bundled sample (small) and a generated 200-table, 5M-row project (medium), and a
 * 1,000-table, 20M-row one with {@code --large}, each as a ratio to a reference measured in the same run or as a
 * count, and prints them as a Markdown table. Not a test: nothing is asserted.
 */
public final class BenchMain {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    private final List<Figure> figures = new ArrayList<>();
    private final BenchOptions options;
    private MiniLmEmbedder embedder;
    private double embedMs;

    private BenchMain(BenchOptions options) {
        this.options = options;
    }

    public static void main(String[] args) throws Exception {
        BenchOptions options = BenchOptions.parse(args);
        String report = new BenchMain(options).run();
        System.out.println(report);
        if (options.out() != null) {
            Files.writeString(options.out(), report, StandardCharsets.UTF_8);
            System.out.println("written to " + options.out());
        }
        System.exit(0); // DuckDB and the HTTP client leave non-daemon threads behind
    }

    private String run() throws Exception {
        String machineBefore = MachineDescription.now();
        long start = System.nanoTime();
        embedder = new MiniLmEmbedder(new EmbeddingModelLoader());
        embedMs = RetrievalBenchmark.embeddingCallMs(embedder);
        progress("one embedding call: %.1f ms; dot products: %s", embedMs, RetrievalBenchmark.dotProducts());
        if (options.wants(2)) {
            profiling();
        }
        if (options.wants(3)) {
            retrievalAtScale();
        }
        Path small = options.work().resolve("small");
        if (!Files.exists(small)) {
            RetrievalBenchmark.copyFolder(SAMPLE, small);
        }
        perProject("small", small);
        if (!options.skipApp() && options.wants(7)) {
            figures.addAll(AppBench.measure(small, options.work().resolve("app")));
        }
        if (!options.smallOnly()) {
            perProject("medium", generated("medium", 200, 5_000_000L));
        }
        if (options.large()) {
            perProject("large", generated("large", 1_000, 20_000_000L));
        }
        double minutes = (System.nanoTime() - start) / 60e9;
        return BenchReport.markdown(figures, machineBefore, MachineDescription.now(), minutes, embedMs);
    }

    /** Items 2 and 3 do not depend on the project: a 1M-row table and synthetic corpora of three sizes. */
    private void profiling() throws IOException {
        ProfilingBenchmark.Result profiling = ProfilingBenchmark.measure(
                Files.createDirectories(options.work().resolve("profiling")), 1_000_000, 5);
        figures.add(new Figure("1M rows", 2, "profiling a 1M-row, 10-column table vs DuckDB SUMMARIZE",
                profiling.ratio(), "x", 1.5, String.format(Locale.ROOT, "%.0f ms vs %.0f ms",
                profiling.profileMs(), profiling.summarizeMs())));
        progress("profiling done");
    }

    private void retrievalAtScale() throws IOException {
        for (int size : new int[] {100, 1_000, 10_000}) {
            Path cache = Files.createDirectories(options.work().resolve("retrieval-" + size));
            RetrievalBenchmark.RetrievalTimes times = RetrievalBenchmark.retrievalTimes(embedder, size, cache);
            double retrieveMs = times.steadyMs();
            figures.add(Figure.ratio(String.format(Locale.ROOT, "%,d items", size), 3,
                    "retrieval for one question (" + size + " tables + " + size + " examples) vs one embedding call",
                    retrieveMs, embedMs, 1.5, String.format(Locale.ROOT, "%.1f ms vs %.1f ms; %.1f ms on an "
                            + "unrecycled heap", retrieveMs, embedMs, times.firstMs())));
            progress("retrieval at %d: %.1f ms (%.1f ms on an unrecycled heap)", size, retrieveMs, times.firstMs());
        }
    }

    private void perProject(String label, Path folder) throws Exception {
        if (options.wants(1)) {
            figures.add(OpenBench.openAndDriftCheck(label, folder));
            progress("%s: open + drift check done", label);
        }
        if (options.wants(4)) {
            coldOpen(label, folder);
        }
        if (options.wants(5)) {
            evalFigure(label, folder);
            progress("%s: eval done", label);
        }
        if (options.wants(6) || options.wants(8)) {
            figures.addAll(PipelineBench.measure(label, folder, options.work().resolve("duck-" + label), embedder,
                    embedMs, 40));
            progress("%s: pipeline done", label);
        }
    }

    private void coldOpen(String label, Path folder) throws Exception {
        RetrievalBenchmark.ColdOpen cold = RetrievalBenchmark.coldOpen(embedder, folder, 3);
        figures.add(Figure.ratio(label, 4, "cold open of retrieval without the embedding cache vs with it",
                cold.withoutCacheMs(), cold.withCacheMs(), Double.NaN,
                String.format(Locale.ROOT, "%.0f ms vs %.0f ms", cold.withoutCacheMs(), cold.withCacheMs())));
        progress("%s: cold open done", label);
    }

    private void evalFigure(String label, Path folder) {
        EvalTemplateRouteBenchmark.Result eval = EvalTemplateRouteBenchmark.measure(folder,
                options.work().resolve("duck-eval-" + label), embedder);
        figures.add(Figure.ratio(label, 5, "eval of " + eval.cases() + " template-route examples vs their SQL alone",
                eval.evalMs(), eval.sqlAloneMs(), 2.0, String.format(Locale.ROOT,
                        "%.0f ms vs %.0f ms; %d passed, %d LLM calls", eval.evalMs(), eval.sqlAloneMs(),
                        eval.passed(), eval.llmCalls())));
        figures.add(Figure.ratio(label, 5, "the same eval run a second time in the process vs their SQL alone",
                eval.secondEvalMs(), eval.sqlAloneMs(), 2.0, String.format(Locale.ROOT, "%.0f ms vs %.0f ms",
                        eval.secondEvalMs(), eval.sqlAloneMs())));
    }

    /** A synthetic project, generated once into the work folder and reused by later runs (same seed, same bytes). */
    private Path generated(String label, int tables, long rows) {
        Path folder = options.work().resolve(label);
        if (!Files.exists(folder.resolve("main.yaml"))) {
            progress("generating %s: %d tables, %,d rows", label, tables, rows);
            new SyntheticProjectGenerator(new AtomicFiles())
                    .generate(folder, new SyntheticProjectGenerator.Spec(tables, rows, 60, 42));
        }
        return folder;
    }

    private static void progress(String format, Object... args) {
        System.err.printf(Locale.ROOT, "[bench] " + format + "%n", args);
    }
}
