package dev.steward.cli;

import dev.steward.eval.NoiseBand;
import dev.steward.audit.ProjectAudit;
import dev.steward.error.StewardException;
import dev.steward.eval.AnswerSource;
import dev.steward.eval.ApprovedKnowledge;
import dev.steward.eval.DataFingerprint;
import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalCases;
import dev.steward.eval.ExpectedAnswerCases;
import dev.steward.eval.EvalProgress;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.EvalRunText;
import dev.steward.eval.EvalRunner;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.EvalSummary;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.GoldenResults;
import dev.steward.eval.PipelineAnswerSource;
import dev.steward.eval.ProjectEvaluation;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.llm.Llm;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward examples eval PROJECT}: re-run every verified example through the real pipeline and compare. */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = {"Re-run every verified example of PROJECT through the question pipeline (its own SQL held out "
                + "of the few-shot examples), run golden and generated SQL in the sandbox and compare the results. "
                + "Each template is asked with its slots' example values through the template route and compared "
                + "with its SQL filled by hand.",
            "Prints a ✅/❌ line with a reason code per question and a summary, and stores the run in eval_runs/.",
            "Pass rate = passed / all cases (a skipped case counts as not passed), shown with coverage = "
                + "evaluated / all cases.",
            "The gold audit runs first (as `steward examples audit`): a result against a disputed golden is listed "
                + "apart and counted neither as passed nor failed, nor in the pass rate, until a steward confirms or "
                + "fixes the golden.",
            "Examples may carry as_of and role (steward/examples.yaml): they are asked at that reporting date as that "
                + "role. steward/eval_cases.yaml adds cases whose expected answer is not a result (a definition, a "
                + "denial, a clarification…): they pass on the expected answer kind, route and evidence ids.",
            "Exit 0, or 1 when the pass rate is under --fail-under; 2 on unusable input."})
final class ExamplesEvalCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path project;

    @Option(names = "--use-templates", description = "also run every verified example through the template route "
            + "and flag where routing changed the result")
    private boolean useTemplates;

    @Option(names = "--fail-under", paramLabel = "R", description = "exit 1 when the pass rate (0..1) is below R. The pass "
            + "rate is over all cases: skipped ones (e.g. no LLM reachable) count as not passed")
    private Double failUnder;

    @Option(names = "--json", description = "print the stored run as JSON instead of the report")
    private boolean json;

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1", description = "run each question N times "
            + "with N different seeds (42, 43, ...) and report flaky questions apart from stable failures; the stored "
            + "results are the first (default) seed's (default: ${DEFAULT-VALUE})")
    private int repeat;

    @Option(names = "--timeout-ms", defaultValue = "30000", description = "per query (default: ${DEFAULT-VALUE})")
    private long timeoutMs;

    @Mixin
    private LlmOptions llm;

    ExamplesEvalCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = services.out();
        Project opened = services.projectOpener().open(project);
        OllamaEndpoint endpoint = llm.endpoint(services.env(), services.settings());
        EvalSettings settings = new EvalSettings(useTemplates, endpoint.model(), endpoint.baseUrl().toString(),
                EvalSettings.DEFAULT_MAX_ROWS, timeoutMs, null, null);
        List<Example> examples = new SyntheticExamplesReader().read(opened.syntheticExamplesFile());
        List<EvalCase> cases = new java.util.ArrayList<>(EvalCases.all(examples, settings));
        cases.addAll(ExpectedAnswerCases.read(opened.root()));
        QueryLimits limits = new QueryLimits(settings.maxRows(), Duration.ofMillis(timeoutMs));
        EvalRunStore store = new EvalRunStore(services.atomicFiles());
        EvalRunText text = new EvalRunText();
        if (repeat < 1) {
            throw new StewardException("--repeat must be at least 1, was " + repeat + ".",
                    "Leave it out for one run with the default seed.");
        }
        ProjectEvaluation.StoredRun stored;
        MiniLmEmbedder embedder = new MiniLmEmbedder(new EmbeddingModelLoader());
        ApprovedKnowledge knowledge = ApprovedKnowledge.of(opened);
        GoldenResults goldens = new GoldenResults(); // --repeat's later passes reuse the first pass's goldens
        try (Sandbox sandbox = services.openSandbox(project)) {
            Map<String, String> disputed = disputed(opened, examples, new SqlExecutor(sandbox), embedder);
            EvalProgress progress = json ? EvalProgress.NONE : printing(out, text, disputed);
            ProjectEvaluation.SeededRun seeded = (seed, listener, cancellation) -> {
                Llm model = new OllamaLlm(OllamaLlmConfig.defaults(endpoint).withSeed(seed));
                try (AnswerSource source = PipelineAnswerSource.factory(embedder, model,
                        PipelineSettings.defaults().withLimits(limits), services.clock(), services.atomicFiles())
                        .open(opened, sandbox)) {
                    return new EvalRunner(new SqlExecutor(sandbox), source, limits, knowledge,
                            goldens.forData(DataFingerprint.of(opened))).run(cases, listener, cancellation);
                }
            };
            ProjectEvaluation evaluation = new ProjectEvaluation(store, services.clock());
            stored = repeat == 1
                    ? evaluation.evaluateAndStore(opened, cases, seeded, settings, progress, new EvalCancellation(),
                    disputed)
                    : evaluation.evaluateRepeatedAndStore(opened, seeds(), seeded, settings, progress,
                    new EvalCancellation(), disputed);
        }
        out.println(json ? store.json(stored.run()) : text.summary(stored.run()) + "\nStored: "
                + opened.root().relativize(stored.file()));
        out.flush();
        return exitCode(stored.run().summary());
    }

    /** The audit's disputed goldens; none (said on stderr) when the audit cannot run, so eval still does. */
    private Map<String, String> disputed(Project opened, List<Example> examples, SqlExecutor executor,
                                         MiniLmEmbedder embedder) {
        try {
            return new ProjectAudit(services.atomicFiles(), services.curationLog(opened), services.clock())
                    .inspect(opened, examples, executor, Optional.of(embedder)).disputed();
        } catch (StewardException e) {
            services.err().println("The gold audit did not run, so no golden is counted as disputed: "
                    + e.getMessage());
            return Map.of();
        }
    }

    /** The default seed first, then the next ones (ADR 32: the only place Steward departs from the fixed seed). */
    private List<Integer> seeds() {
        return NoiseBand.seedsFor(repeat);
    }

    private int exitCode(EvalSummary summary) {
        if (failUnder == null || (summary.total() > 0 && summary.passRate() >= failUnder)) {
            return 0;
        }
        services.err().println(String.format(Locale.ROOT, "Pass rate %.3f (%d of all %d cases) is under --fail-under "
                + "%.3f%s.", summary.passRate(), summary.passed(), summary.total(), failUnder, summary.skipped() > 0
                ? "; " + summary.skipped() + " skipped case(s) count as not passed" : ""));
        services.err().flush();
        return 1;
    }

    private static EvalProgress printing(PrintWriter out, EvalRunText text, Map<String, String> disputed) {
        return new EvalProgress() {
            @Override
            public void finished(int index, int total, ExampleResult result) {
                out.println(text.line(result, disputed.get(result.exampleId())));
                out.flush();
            }
        };
    }
}
