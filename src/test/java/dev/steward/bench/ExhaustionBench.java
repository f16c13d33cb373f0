package dev.steward.bench;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.GateRejection;
import dev.steward.sql.QueryFailedException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SandboxLimits;
import dev.steward.sql.SqlExecutor;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Issue 19's resource bounds as figures ({@code bench/exhaustion}): each exhaustion statement of findings 3, 4 and 5
 * runs in a child JVM of its own ({@code -Xmx512m}) against the sample project's sandbox with the default limits
 * (row cap 1,000, {@code memory_limit} and {@code max_temp_directory_size} as {@link SandboxLimits#defaults()});
 * the child reports the outcome, the wall time of the {@code execute} call, the process's peak RSS
 * ({@code VmHWM}: JVM and DuckDB together) and whether the sandbox still answers afterwards. Prints a Markdown
 * table with the machine and its load. Not a test: nothing is asserted.
 */
public final class ExhaustionBench {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    /** One statement, where it comes from and its timeout. */
    record Case(String label, String sql, int timeoutSeconds) {
    }

    static final List<Case> CASES = List.of(
            new Case("string-doubling recursive CTE (finding 3)", "WITH RECURSIVE t(s) AS (SELECT 'x' UNION ALL "
                    + "SELECT s || s FROM t WHERE length(s) < 10000000000) SELECT max(length(s)) FROM t", 5),
            new Case("`SELECT * FROM range(300000000); --` (finding 5)", "SELECT * FROM range(300000000); --", 5),
            new Case("`string_agg(repeat('x', 1000), ',')` over 100M rows (finding 5)",
                    "SELECT length(string_agg(repeat('x', 1000), ',')) FROM range(100000000); --", 5),
            new Case("`list_reduce(range(20000000), …)` (finding 4)",
                    "SELECT list_reduce(range(20000000), lambda a, b: a + b)", 1),
            new Case("`length(repeat('x', 1500000000))` (finding 4)", "SELECT length(repeat('x', 1500000000))", 1),
            new Case("`count(*)` of a 10^16-row cross join", "SELECT count(*) FROM range(100000000) a, "
                    + "range(100000000) b", 5));

    private ExhaustionBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--child")) {
            child(CASES.get(Integer.parseInt(args[1])));
            System.exit(0);
        }
        StringBuilder table = new StringBuilder("Machine before: " + MachineDescription.now() + "\n\n"
                + "| Case | Timeout | Outcome | Wall | Peak RSS | Still answers |\n|---|---|---|---|---|---|\n");
        for (int i = 0; i < CASES.size(); i++) {
            Case c = CASES.get(i);
            Map<String, String> child = runChild(i);
            table.append(String.format(Locale.ROOT, "| %s | %d s | %s | %s s | %s MB | %s |%n", c.label(),
                    c.timeoutSeconds(), child.getOrDefault("outcome", "child died: " + child.get("exit")),
                    child.getOrDefault("wall", "?"), child.getOrDefault("rss", "?"),
                    child.getOrDefault("after", "?")));
            System.err.println("case " + i + ": " + child);
        }
        table.append("\nMachine after: ").append(MachineDescription.now()).append('\n');
        System.out.println(table);
        System.exit(0);
    }

    private static Map<String, String> runChild(int index) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                ExhaustionBench.class.getName(), "--child", Integer.toString(index))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Map<String, String> report = new java.util.HashMap<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    report.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
        }
        report.put("exit", Integer.toString(process.waitFor()));
        return report;
    }

    private static void child(Case c) throws Exception {
        Project project = new ProjectOpener(Map.of()).open(copyOfSample());
        Path duck = Files.createTempDirectory("exhaustion-duck");
        try (Sandbox sandbox = Sandbox.open(project, duck, SandboxLimits.defaults())) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            long start = System.nanoTime();
            String outcome = outcome(executor, c);
            double wall = (System.nanoTime() - start) / 1e9;
            long rss = peakRssKb();
            String after = outcome(executor, new Case("after", "SELECT count(*) FROM transactions", 30));
            System.out.println("outcome=" + outcome);
            System.out.printf(Locale.ROOT, "wall=%.1f%n", wall);
            System.out.printf(Locale.ROOT, "rss=%,d%n", rss / 1024);
            System.out.println("after=" + after);
        }
    }

    private static String outcome(SqlExecutor executor, Case c) {
        try {
            QueryResult result = executor.execute(c.sql(), new QueryLimits(1000,
                    Duration.ofSeconds(c.timeoutSeconds())));
            return result.rowCount() + " row(s)" + (result.truncated() ? ", capped" : "");
        } catch (GateRejection e) {
            return "refused, " + e.reason();
        } catch (QueryFailedException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            String firstLine = message.lines().findFirst().orElse("");
            return e.kind() + (message.contains("Out of Memory") ? " (DuckDB's Out of Memory Error)"
                    : firstLine.length() > 60 ? ": " + firstLine.substring(0, 60) + "…" : ": " + firstLine);
        }
    }

    private static Path copyOfSample() throws Exception {
        Path copy = Files.createTempDirectory("exhaustion-sample").resolve("sample");
        List<Path> files = new ArrayList<>();
        try (var walk = Files.walk(SAMPLE)) {
            walk.forEach(files::add);
        }
        for (Path source : files) {
            Path target = copy.resolve(SAMPLE.relativize(source).toString());
            if (Files.isDirectory(source)) {
                Files.createDirectories(target);
            } else {
                Files.copy(source, target);
            }
        }
        return copy;
    }

    private static long peakRssKb() throws Exception {
        return Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("VmHWM:"))
                .map(l -> l.replaceAll("\\D+", "")).mapToLong(Long::parseLong).findFirst().orElse(-1);
    }
}
