package dev.steward.ui.eval;

import dev.steward.audit.ProjectAudit;
import dev.steward.error.StewardException;
import dev.steward.eval.AnswerSource;
import dev.steward.eval.ApprovedKnowledge;
import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalCases;
import dev.steward.eval.EvalProgress;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.DataFingerprint;
import dev.steward.eval.EvalRunner;
import dev.steward.eval.GoldenResults;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.ExpectedAnswerCases;
import dev.steward.eval.PipelineAnswerSource;
import dev.steward.eval.ProjectEvaluation;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Eval tab's work on one project, run off the FX thread: the stored history, and a whole run assembled the way
 * {@code steward examples eval} assembles it (verified examples through the pipeline, each template through the
 * template route, the governed cases of {@code steward/eval_cases.yaml} at their as-of date and role, stored in
 * {@code eval_runs/}). Each run opens its own sandbox and pipeline and closes them; golden results are kept
 * between runs while the data fingerprint holds ({@link GoldenResults}).
 */
public final class ProjectEvals {
    private final Project project;
    private final Supplier<Embedder> embedder;
    private final Supplier<OllamaEndpoint> endpoint;
    private final AtomicFiles files;
    private final Path duckTemp;
    private final Clock clock;
    private final EvalRunStore store;
    private final GoldenResults goldens = new GoldenResults();

    /**
     * @param embedder the embedding model (loaded on the first run; shared with the chat in the app)
     * @param endpoint the LLM address and model of the moment (the settings may change between runs)
     * @param duckTemp DuckDB's private spill folder
     */
    public ProjectEvals(Project project, Supplier<Embedder> embedder, Supplier<OllamaEndpoint> endpoint,
                        AtomicFiles files, Path duckTemp, Clock clock) {
        this.project = project;
        this.embedder = embedder;
        this.endpoint = endpoint;
        this.files = files;
        this.duckTemp = duckTemp;
        this.clock = clock;
        this.store = new EvalRunStore(files);
    }

    public Project project() {
        return project;
    }

    /** The embedding model eval uses (the Overview's gold audit compares questions with it too). */
    public Supplier<Embedder> embedder() {
        return embedder;
    }

    /** The stored runs, oldest first, and a sentence per unreadable run file. */
    public EvalRunStore.History history() {
        return store.history(project);
    }

    /**
     * Runs every case and stores the run (a cancelled run keeps the examples that finished).
     *
     * @param useTemplates also send every verified example through the template route
     */
    public ProjectEvaluation.StoredRun run(boolean useTemplates, EvalProgress progress,
                                           EvalCancellation cancellation) {
        OllamaEndpoint llm = endpoint.get();
        EvalSettings settings = EvalSettings.defaults(useTemplates, llm.model(), llm.baseUrl().toString());
        QueryLimits limits = new QueryLimits(settings.maxRows(), Duration.ofMillis(settings.timeoutMillis()));
        List<Example> examples = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        List<EvalCase> cases = new java.util.ArrayList<>(EvalCases.all(examples, settings));
        cases.addAll(ExpectedAnswerCases.read(project.root()));
        Embedder model = embedder.get();
        try (Sandbox sandbox = Sandbox.open(project, duckTemp);
             AnswerSource source = PipelineAnswerSource.factory(model,
                     new OllamaLlm(OllamaLlmConfig.defaults(llm)), PipelineSettings.defaults().withLimits(limits),
                     clock, files).open(project, sandbox)) {
            EvalRunner runner = new EvalRunner(new SqlExecutor(sandbox), source, limits,
                    ApprovedKnowledge.of(project), goldens.forData(DataFingerprint.of(project)));
            Map<String, String> disputed = disputed(examples, new SqlExecutor(sandbox), model);
            return new ProjectEvaluation(store, clock).evaluateAndStore(project, cases, runner, settings, progress,
                    cancellation, disputed);
        }
    }

    /**
     * The goldens the gold audit disputes, counted apart like {@code steward examples eval} does (ADR 33); none when
     * the audit cannot run (the run's status then is that of an ordinary run; the Examples tab says why).
     */
    private Map<String, String> disputed(List<Example> examples, SqlExecutor executor, Embedder model) {
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), clock);
        try {
            return new ProjectAudit(files, log, clock).inspect(project, examples, executor, Optional.of(model))
                    .disputed();
        } catch (StewardException e) {
            return Map.of();
        }
    }
}
