package dev.steward.catalog;

import dev.steward.project.ParquetTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Not a test: compares profiling a 1M-row, 10-column table with DuckDB's own SUMMARIZE on the same connection,
 * and prints the median ratio ({@code bench/run} calls {@link #measure}). Run it on a quiet machine:
 * {@code java -cp target/classes:target/test-classes:<dependencies> dev.steward.catalog.ProfilingBenchmark [rows] [reps]}.
 */
public final class ProfilingBenchmark {
    private ProfilingBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Result result = measure(Files.createTempDirectory("steward-bench"), rows, repetitions);
        System.out.printf("%d rows: median profile/SUMMARIZE ratio %.2f (SUMMARIZE %.0f ms, profile %.0f ms)%n",
                rows, result.ratio(), result.summarizeMs(), result.profileMs());
    }

    /** The median ratio over the repetitions and the wall times of the repetition it came from. */
    public record Result(double ratio, double summarizeMs, double profileMs) {
    }

    /** Writes a {@code rows}-row, 10-column table into {@code dir}, then profiles it and SUMMARIZEs it in turn. */
    public static Result measure(Path dir, int rows, int repetitions) {
        ParquetTable table = ParquetFixtures.write(dir, "bench", """
                SELECT i AS id, (i % 997) * 1.5 AS amount, ['active','closed','pending'][i % 3 + 1] AS status,
                       'region_' || (i % 20) AS region, DATE '2020-01-01' + (i % 1500)::INTEGER AS created,
                       'name_' || (i * 7919 % 100000) AS name, i % 2 = 0 AS flag, (i % 50)::INTEGER AS qty,
                       (i % 10000 / 100.0)::DECIMAL(18,2) AS price, TIMESTAMP '2020-01-01' + to_seconds(i) AS ts
                FROM range(ROWS) r(i)""".replace("ROWS", Integer.toString(rows)));
        try (Catalog catalog = new Catalog(List.of(table))) {
            catalog.warm();
            TableProfiler profiler = new TableProfiler(catalog);
            List<Result> results = new ArrayList<>();
            for (int rep = 1; rep <= repetitions; rep++) {
                long summarize = time(() -> summarize(catalog, table));
                long profile = time(() -> profiler.profile(table));
                results.add(new Result((double) profile / summarize, summarize / 1e6, profile / 1e6));
            }
            results.sort(java.util.Comparator.comparingDouble(Result::ratio));
            return results.get(results.size() / 2);
        }
    }

    private static void summarize(Catalog catalog, ParquetTable table) {
        catalog.query(table, c -> {
            try (Statement statement = c.createStatement();
                 ResultSet result = statement.executeQuery("SUMMARIZE SELECT * FROM " + SqlText.readParquet(table.file()))) {
                while (result.next()) {
                    result.getString(1);
                }
            }
            return null;
        });
    }

    private static long time(Runnable work) {
        long start = System.nanoTime();
        work.run();
        return System.nanoTime() - start;
    }
}
