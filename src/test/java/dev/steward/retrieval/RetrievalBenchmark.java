package dev.steward.retrieval;

import dev.steward.catalog.Catalog;
import dev.steward.examples.Example;
import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Not a test: run by hand at a quiet moment, or as part of {@code bench/run} (dev.steward.bench.BenchMain,
 * which calls the public measurements).
 * {@code java -cp target/classes:target/test-classes:<deps> dev.steward.retrieval.RetrievalBenchmark}
 * Prints retrieval latency per question at 100 / 1,000 / 10,000 tables+examples as a ratio to one embedding
 * call, and the cold-open cost of the sample project with and without the embedding cache.
 */
public final class RetrievalBenchmark {
    private static final int DIMENSIONS = 384;
    private static final String[] WORDS = {"revenue", "deal", "customer", "region", "quarter", "target", "rep",
        "product", "units", "pipeline", "stage", "amount", "team", "segment", "industry", "date", "price", "order"};

    static final String QUESTION = "Which regions missed their quarterly revenue target in 2024?";

    private RetrievalBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long loadStart = System.nanoTime();
        MiniLmEmbedder model = new MiniLmEmbedder(new EmbeddingModelLoader());
        System.out.printf(Locale.ROOT, "model load: %.0f ms%n", ms(loadStart));
        double embedMs = embeddingCallMs(model);
        System.out.printf(Locale.ROOT, "one embedding call: %.2f ms (median of 30)%n", embedMs);
        for (int size : new int[] {100, 1_000, 10_000}) {
            RetrievalTimes times = retrievalTimes(model, size, Files.createTempDirectory("retrieval-bench"));
            System.out.printf(Locale.ROOT, "%,6d tables + %,6d examples: retrieve %.2f ms = %.2fx one embedding"
                    + " (%.2f ms on an unrecycled heap)%n", size, size, times.steadyMs(), times.steadyMs() / embedMs,
                    times.firstMs());
        }
        Path copy = Files.createTempDirectory("retrieval-bench-sample");
        copyFolder(Path.of("sample-projects/sales_intelligence_demo"), copy);
        ColdOpen cold = coldOpen(model, copy, 1);
        System.out.printf(Locale.ROOT, "cold open of the sample: %.0f ms without cache, %.0f ms with it%n",
                cold.withoutCacheMs(), cold.withCacheMs());
    }

    /** How this JVM computes retrieval's dot products (SIMD lanes or the scalar loop), for the report. */
    public static String dotProducts() {
        return Vectors.dotProductName();
    }

    /** The median time of embedding the benchmark question alone (the unit retrieval is measured in). */
    public static double embeddingCallMs(Embedder model) {
        return median(() -> model.embedAll(List.of(QUESTION)), 30);
    }

    /**
     * Median times of one question's retrieval over {@code size} tables and examples: the first 20 after 5
     * warm-ups, and 20 in the steady state.
     *
     * @param firstMs  on a heap this JVM has not yet recycled: every new page the retrieval's arrays land on is a
     *                 page fault (about 600 per question at 10,000 items before session 14, 15-25 µs each here)
     * @param steadyMs once the young generation has been collected twice (or after 3 s of warm-up): what a
     *                 running app sees, whose heap (256 MB, ./steward) is recycled many times a minute
     */
    public record RetrievalTimes(double firstMs, double steadyMs) {
    }

    public static RetrievalTimes retrievalTimes(Embedder model, int size, Path cacheDir) {
        Retriever retriever = retriever(size, model, cacheDir);
        Runnable retrieval = () -> retriever.retrieve(QUESTION);
        double first = median(retrieval, 20);
        long collections = youngCollections();
        long until = System.nanoTime() + 3_000_000_000L;
        while (youngCollections() < collections + 2 && System.nanoTime() < until) {
            retrieval.run();
        }
        return new RetrievalTimes(first, median(retrieval, 20));
    }

    /** How many collections this JVM has run so far, all collectors together. */
    private static long youngCollections() {
        return java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(java.lang.management.GarbageCollectorMXBean::getCollectionCount).sum();
    }

    /** A retriever over the benchmark's synthetic corpus of {@code size} tables and examples. */
    static Retriever retriever(int size, Embedder questions, Path cacheDir) {
        RetrievalIndex index = RetrievalIndex.build(corpus(size), new RandomEmbedder(),
                new EmbeddingCache(cacheDir, new AtomicFiles()));
        return new Retriever(index, questions, RetrievalSettings.defaults());
    }

    /** Opening a project's retrieval (catalog + corpus + index) with and without its embedding cache. */
    public record ColdOpen(double withoutCacheMs, double withCacheMs) {
    }

    /**
     * Times opening retrieval for the project in {@code folder} (a copy: its cache is deleted), {@code runs} times
     * each way, medians. The model stays loaded: the cache saves embedding calls, not the model load.
     */
    public static ColdOpen coldOpen(Embedder model, Path folder, int runs) throws Exception {
        Project project = new ProjectOpener(Map.of()).open(folder);
        Runnable open = () -> {
            try (Catalog catalog = new Catalog(project)) {
                new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                        .open(project, catalog, model, RetrievalSettings.defaults());
            }
        };
        double[] without = new double[runs];
        for (int i = 0; i < runs; i++) {
            deleteFolder(project.cacheDir().resolve("embeddings"));
            long start = System.nanoTime();
            open.run();
            without[i] = ms(start);
        }
        double[] with = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            open.run();
            with[i] = ms(start);
        }
        java.util.Arrays.sort(without);
        java.util.Arrays.sort(with);
        return new ColdOpen(without[runs / 2], with[runs / 2]);
    }

    /** Copies a project folder (the sample is never written to). */
    public static void copyFolder(Path source, Path target) throws java.io.IOException {
        try (var files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path copy = target.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(file, copy);
                }
            }
        }
    }

    private static void deleteFolder(Path folder) throws java.io.IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (var files = Files.walk(folder)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    private static RetrievalCorpus corpus(int size) {
        Random random = new Random(42);
        List<TableDocument> tables = new ArrayList<>();
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            String text = "table_" + i + " " + words(random, 30);
            tables.add(new TableDocument("table_" + i, Layer.SILVER, i % 2 == 0, text, "table_" + i + " id",
                    text, List.of(words(random, 2))));
            examples.add(new Example(words(random, 10) + "?", "SELECT " + i, true, false, null, null, null, null));
        }
        return RetrievalCorpus.of(tables, examples, Map.of(), List.of());
    }

    private static String words(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }

    /** Median of {@code runs} after five warm-up runs (JIT): a steady state, the same for both sides of a ratio. */
    private static double median(Runnable work, int runs) {
        for (int i = 0; i < 5; i++) {
            work.run();
        }
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            work.run();
            times[i] = ms(start);
        }
        java.util.Arrays.sort(times);
        return times[runs / 2];
    }

    private static double ms(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    /** Random unit-free vectors: the corpus content does not change what a retrieval call costs. */
    private static final class RandomEmbedder implements Embedder {
        private final Random random = new Random(7);

        @Override
        public String modelName() {
            return "random";
        }

        @Override
        public List<float[]> embedAll(List<String> texts) {
            List<float[]> vectors = new ArrayList<>();
            for (int t = 0; t < texts.size(); t++) {
                float[] v = new float[DIMENSIONS];
                for (int d = 0; d < DIMENSIONS; d++) {
                    v[d] = (float) random.nextGaussian();
                }
                vectors.add(v);
            }
            return vectors;
        }
    }
}
