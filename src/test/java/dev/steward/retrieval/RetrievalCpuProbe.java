package dev.steward.retrieval;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;

/**
 * Not a test: retrieval's own CPU time per question (the question's vector is fixed, so no model runs), for a
 * shared machine where wall times move with the load. {@code size} tables + {@code size} examples.
 */
public final class RetrievalCpuProbe {
    private RetrievalCpuProbe() {
    }

    public static void main(String[] args) throws Exception {
        for (String arg : args.length == 0 ? new String[] {"100", "1000", "10000"} : args) {
            int size = Integer.parseInt(arg);
            System.out.printf(Locale.ROOT, "%,6d items: %.2f ms CPU per question (median of 40)%n", size,
                    cpuMs(size));
        }
    }

    /** Median thread CPU time of one retrieval over {@code size} tables and examples, the embedding excluded. */
    public static double cpuMs(int size) throws Exception {
        Retriever retriever = RetrievalBenchmark.retriever(size, new FixedEmbedder(),
                Files.createTempDirectory("retrieval-cpu"));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < 30; i++) {
            retriever.retrieve(RetrievalBenchmark.QUESTION);
        }
        double[] times = new double[40];
        for (int i = 0; i < times.length; i++) {
            long start = threads.getCurrentThreadCpuTime();
            retriever.retrieve(RetrievalBenchmark.QUESTION);
            times[i] = (threads.getCurrentThreadCpuTime() - start) / 1e6;
        }
        java.util.Arrays.sort(times);
        return times[times.length / 2];
    }

    /** The same question vector every time: what the model would return, without running it. */
    static final class FixedEmbedder implements Embedder {
        private final float[] vector = new RandomHashEmbedder().embedAll(List.of(RetrievalBenchmark.QUESTION)).get(0);

        @Override
        public String modelName() {
            return "fixed";
        }

        @Override
        public List<float[]> embedAll(List<String> texts) {
            return texts.stream().map(t -> vector.clone()).toList();
        }
    }
}
