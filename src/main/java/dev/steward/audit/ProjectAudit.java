package dev.steward.audit;

import dev.steward.error.StewardException;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.ExampleResult;
import dev.steward.examples.Example;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationLog;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The gold audit of an open project, as {@code steward examples audit}, eval and the app run it: reads metadata.yaml
 * (with its overlay and Steward's sidecars), the recorded baselines and the confirmations in the curation log, runs
 * every probe through the project's sandbox, and records a baseline for each golden that has none yet — the oldest
 * golden fingerprint a stored eval run holds for it, else its result now (ADR 33).
 */
public final class ProjectAudit {
    private final AuditBaselines baselines;
    private final AuditDecisions decisions;
    private final EvalRunStore runs;
    private final Clock clock;

    public ProjectAudit(AtomicFiles files, CurationLog log, Clock clock) {
        this.baselines = new AuditBaselines(files);
        this.decisions = new AuditDecisions(log, baselines);
        this.runs = new EvalRunStore(files);
        this.clock = clock;
    }

    public AuditDecisions decisions() {
        return decisions;
    }

    /** Audits {@code examples} (the project's synthetic.jsonl as read) and records missing baselines. */
    public AuditReport run(Project project, List<Example> examples, SqlExecutor executor,
                           Optional<Embedder> embedder) {
        return audit(project, examples, executor, embedder, true);
    }

    /**
     * Confirms the golden with this content hash as correct with the findings {@code report} (an audit just run) holds
     * for it: a {@code confirm} line in the curation log and its current result as the baseline (ADR 33). The one
     * path of {@code steward examples audit --confirm} and the Examples tab's Confirm.
     *
     * @throws StewardException when no golden of the report has that content hash
     */
    public CurationEntry confirm(Project project, AuditReport report, String exampleId, String user, String note) {
        GoldenAudit golden = report.golden(exampleId).orElseThrow(() -> new StewardException("No verified example "
                + "or template has the content hash " + exampleId + ".", "Copy the id from `steward examples audit` "
                + "(the 12 hex characters before each question)."));
        return decisions.confirm(project.root(), golden, report.fingerprints().get(golden.exampleId()), user, note);
    }

    /**
     * Audits like {@link #run} but writes nothing: eval uses it, so a run that fails (an unreachable model, a
     * cancel) leaves the project's files as they were. Baselines still come from the stored runs.
     */
    public AuditReport inspect(Project project, List<Example> examples, SqlExecutor executor,
                               Optional<Embedder> embedder) {
        return audit(project, examples, executor, embedder, false);
    }

    private AuditReport audit(Project project, List<Example> examples, SqlExecutor executor,
                              Optional<Embedder> embedder, boolean recordBaselines) {
        MetadataConfig metadata = new MetadataLoader().loadProject(project.root()).config();
        Map<String, AuditBaselines.Baseline> recorded = AuditBaselines.read(project.root());
        Map<String, AuditBaselines.Baseline> known = new TreeMap<>(fromEvalRuns(project));
        known.putAll(recorded);
        QueryLimits limits = new QueryLimits(EvalSettings.DEFAULT_MAX_ROWS, Duration.ofMillis(
                EvalSettings.DEFAULT_TIMEOUT_MILLIS));
        AuditReport report = new GoldAudit(new ProjectData(executor, limits), metadata, embedder)
                .audit(examples, known, decisions.confirmations());
        if (recordBaselines) {
            recordMissing(project, recorded, known, report);
        }
        return report;
    }

    private void recordMissing(Project project, Map<String, AuditBaselines.Baseline> recorded,
                               Map<String, AuditBaselines.Baseline> known, AuditReport report) {
        Map<String, AuditBaselines.Baseline> missing = new TreeMap<>();
        report.fingerprints().forEach((id, fingerprint) -> {
            if (!recorded.containsKey(id)) {
                missing.put(id, known.getOrDefault(id,
                        new AuditBaselines.Baseline(fingerprint, clock.instant().toString(), "verified")));
            }
        });
        baselines.put(project.root(), missing);
    }

    /** The oldest golden fingerprint each example has in the stored runs. */
    private Map<String, AuditBaselines.Baseline> fromEvalRuns(Project project) {
        Map<String, AuditBaselines.Baseline> oldest = new TreeMap<>();
        for (EvalRun run : runs.history(project).runs()) {
            for (ExampleResult result : run.results()) {
                if (result.goldenFingerprint() != null) {
                    oldest.putIfAbsent(result.exampleId(), new AuditBaselines.Baseline(result.goldenFingerprint(),
                            run.startedAt(), "eval"));
                }
            }
        }
        return oldest;
    }
}
