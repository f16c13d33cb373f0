package dev.steward.eval;

import dev.steward.examples.Example;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.retrieval.Embedder;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Not a test: evaluates 100 template questions of the sample project on the template route (deterministic fills,
 * no LLM) and prints the run's wall time as a ratio to executing the same golden SQL alone ({@code bench/run}
 * calls {@link #measure}). Run with
 * {@code java -cp target/classes:target/test-classes:$(cat cp.txt) dev.steward.eval.EvalTemplateRouteBenchmark}.
 */
public final class EvalTemplateRouteBenchmark {
    private EvalTemplateRouteBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Files.createTempDirectory("eval-bench");
        Path project = ImpactPreviewTest.copySample(root.resolve("sample"));
        Result result = measure(project, root.resolve("duck"), new MiniLmEmbedder(new EmbeddingModelLoader()));
        System.out.printf(Locale.ROOT, "cases %d, passed %d, reasons %s, LLM calls %d%n", result.cases(),
                result.passed(), result.reasons(), result.llmCalls());
        System.out.printf(Locale.ROOT, "eval %.0f ms, golden SQL alone %.0f ms, overhead ratio %.2f; second eval "
                + "%.0f ms, ratio %.2f%n", result.evalMs(), result.sqlAloneMs(), result.ratio(), result.secondEvalMs(),
                result.secondRatio());
    }

    /**
     * One run's figures: 100 cases through the eval runner vs their golden SQL executed alone, twice — the first
     * eval of the cases in a process, and a second eval of the same cases right after (what the Eval tab's "Run
     * again", {@code --repeat} and an impact preview's second side pay).
     */
    public record Result(int cases, int passed, Map<?, ?> reasons, int llmCalls, double evalMs, double sqlAloneMs,
                         double secondEvalMs) {
        public double ratio() {
            return evalMs / sqlAloneMs;
        }

        public double secondRatio() {
            return secondEvalMs / sqlAloneMs;
        }
    }

    /**
     * Evaluates 100 cases built from the templates of the project in {@code projectFolder} (templates whose slots
     * all have example values) on the template route, with a fake Ollama that counts any LLM call. Each eval opens
     * its own pipeline, as a run does.
     */
    public static Result measure(Path projectFolder, Path duckTmp, Embedder embedder) {
        Project opened = new ProjectOpener(Map.of()).open(projectFolder);
        List<Example> templates = new SyntheticExamplesReader().read(opened.syntheticExamplesFile()).stream()
                .filter(Example::templated).filter(t -> t.params().values().stream().allMatch(s -> s.example() != null))
                .toList();
        if (templates.isEmpty()) {
            throw new IllegalStateException(projectFolder + " has no template with example values for every slot");
        }
        EvalSettings settings = EvalSettings.defaults(true, "none", "none");
        List<EvalCase> cases = hundredCases(templates, settings);
        QueryLimits limits = new QueryLimits(settings.maxRows(), java.time.Duration.ofSeconds(30));
        try (FakeOllamaServer ollama = FakeOllamaServer.start();
             Sandbox sandbox = Sandbox.open(opened, duckTmp)) {
            AnswerSourceFactory pipelines = PipelineAnswerSource.factory(embedder, ollama.llm(),
                    PipelineSettings.defaults().withLimits(limits), Clock.systemUTC(), new AtomicFiles());
            Runs runs = new Runs(opened, sandbox, pipelines, limits);
            runs.timed(cases.subList(0, 10), new GoldenResults()); // warm up
            long sqlAlone = timeSqlAlone(sandbox, cases, limits);
            GoldenResults goldens = new GoldenResults(); // kept from the first eval to the second, as in one process
            Timed first = runs.timed(cases, goldens);
            Timed second = runs.timed(cases, goldens);
            EvalSummary summary = EvalSummary.of(first.results());
            return new Result(first.results().size(), summary.passed(), summary.byReason(), ollama.chatCount(),
                    first.nanos() / 1e6, sqlAlone / 1e6, second.nanos() / 1e6);
        }
    }

    private record Timed(List<ExampleResult> results, long nanos) {
    }

    /**
     * Opens a pipeline per eval (opening is not timed) and times the run: the data fingerprint, a fresh executor
     * (its template checks start empty, as a run's do) and the cases.
     */
    private record Runs(Project project, Sandbox sandbox, AnswerSourceFactory pipelines,
                        QueryLimits limits) {
        Timed timed(List<EvalCase> cases, GoldenResults goldens) {
            try (AnswerSource source = pipelines.open(project, sandbox)) {
                long start = System.nanoTime();
                EvalRunner runner = new EvalRunner(new SqlExecutor(sandbox), source, limits, ApprovedKnowledge.none(),
                        goldens.forData(DataFingerprint.of(project)));
                List<ExampleResult> results = runner.run(cases, EvalProgress.NONE, new EvalCancellation());
                return new Timed(results, System.nanoTime() - start);
            }
        }
    }

    /**
     * The reference: each golden through a fresh executor (the gate checks every query, as before issue 22's
     * prepare-once), so the reference is the same work in every version of the code.
     */
    private static long timeSqlAlone(Sandbox sandbox, List<EvalCase> cases, QueryLimits limits) {
        long start = System.nanoTime();
        for (EvalCase c : cases) {
            new SqlExecutor(sandbox).execute(c.goldenSql(), c.goldenParams(), limits);
        }
        return System.nanoTime() - start;
    }

    /** The templates' example fills, varied (quarters, regions, counts, dates) up to 100 cases. */
    private static List<EvalCase> hundredCases(List<Example> templates, EvalSettings settings) {
        List<EvalCase> cases = new ArrayList<>();
        String[] quarters = {"2023-Q1", "2023-Q2", "2023-Q3", "2023-Q4", "2024-Q1", "2024-Q2", "2024-Q3", "2024-Q4"};
        String[] regions = {"Central", "East", "North", "South", "West"};
        for (int i = 0; cases.size() < 100; i++) {
            Example template = templates.get(i % templates.size());
            Map<String, SlotSpec> varied = new LinkedHashMap<>();
            for (Map.Entry<String, SlotSpec> slot : template.params().entrySet()) {
                SlotSpec s = slot.getValue();
                String value = switch (slot.getKey()) {
                    case "quarter" -> quarters[i % quarters.length];
                    case "region" -> regions[i % regions.length];
                    case "n" -> String.valueOf(3 + i % 5);
                    case "start_date" -> LocalDate.of(2024, 1, 1).plusDays(7L * i).toString();
                    default -> s.example();
                };
                varied.put(slot.getKey(), new SlotSpec(s.description(), s.type(), s.values(), s.pattern(), value,
                        false));
            }
            Example variant = new Example(template.question(), template.sql(), true, true, varied, null, null, null);
            EvalCase c = TemplateCases.caseFor(variant, settings);
            cases.add(new EvalCase(c.exampleId() + "-" + i, c.question(), c.goldenSql(), c.goldenParams(), c.route(),
                    c.tolerance(), c.goldenProblem()));
        }
        return cases;
    }
}
