package dev.steward.readiness;

import dev.steward.audit.AuditReport;
import dev.steward.audit.AuditState;
import dev.steward.audit.GoldenAudit;
import dev.steward.audit.ProjectAudit;
import dev.steward.catalog.Catalog;
import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.definitions.VersionStatus;
import dev.steward.error.StewardException;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.SqlTreeReader;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.DriftDetector;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.RecordedSchemas;
import dev.steward.metadata.TableDrift;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Measures a project's {@link Readiness} from its files, the catalog (live schemas), the stored eval runs, the gold
 * audit and a drift check. Writes nothing: the audit runs as eval's read-only {@link ProjectAudit#inspect} (every
 * golden through the sandbox, no baseline recorded), the goldens' tables come from DuckDB's parse tree.
 */
public final class ProjectReadiness {
    private final AtomicFiles files;
    private final CurationLog log;
    private final Clock clock;

    public ProjectReadiness(AtomicFiles files, CurationLog log, Clock clock) {
        this.files = files;
        this.log = log;
        this.clock = clock;
    }

    /**
     * @param executor runs the goldens for the audit and parses them (the project's sandbox)
     * @param embedder for the audit's near-duplicate questions; empty compares normalised text only
     */
    public Readiness measure(Project project, Catalog catalog, SqlExecutor executor, Optional<Embedder> embedder) {
        List<String> problems = new ArrayList<>();
        MetadataConfig metadata = new MetadataLoader().loadProject(project.root()).config();
        List<Example> examples = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        List<ParquetTable> tables = catalog.tables();
        return new Readiness(KnowledgeCounts.tables(tables, metadata),
                KnowledgeCounts.columns(catalog.describeAll().schemas(), metadata),
                KnowledgeCounts.relationships(project, problems),
                KnowledgeCounts.examples(examples, tables, new SqlTreeReader(executor)),
                definitions(project, problems), eval(project, problems),
                audit(project, examples, executor, embedder, problems), drift(catalog, metadata, problems),
                List.copyOf(problems));
    }

    private Readiness.Definitions definitions(Project project, List<String> problems) {
        try {
            List<Definition> all = new DefinitionsStore(files).read(project.root()).definitions();
            List<String> approved = all.stream().filter(d -> d.versions().stream()
                    .anyMatch(v -> v.status() == VersionStatus.APPROVED)).map(Definition::id).toList();
            return new Readiness.Definitions(all.size(), approved);
        } catch (StewardException e) {
            problems.add("Definitions not counted: " + e.getMessage());
            return null;
        }
    }

    /** The last run's pass rate and coverage as eval.EvalSummary defines them (ADR 28), and every run's. */
    private Readiness.Eval eval(Project project, List<String> problems) {
        EvalRunStore.History history = new EvalRunStore(files).history(project);
        history.problems().forEach(p -> problems.add("Eval run not read: " + p));
        List<EvalRun> runs = history.runs().stream().filter(r -> r.summary().total() > 0).toList();
        if (runs.isEmpty()) {
            return null;
        }
        List<Readiness.TrendPoint> trend = runs.stream().map(r -> new Readiness.TrendPoint(r.id(), r.startedAt(),
                r.summary().passRate(), r.summary().coverage())).toList();
        EvalRun last = runs.get(runs.size() - 1);
        return new Readiness.Eval(last.id(), last.summary().passRate(), last.summary().coverage(),
                last.summary().disputed(), trend);
    }

    private Readiness.Audit audit(Project project, List<Example> examples, SqlExecutor executor,
                                  Optional<Embedder> embedder, List<String> problems) {
        try {
            AuditReport report = new ProjectAudit(files, log, clock).inspect(project, examples, executor, embedder);
            report.problems().forEach(p -> problems.add("Audit probe not run: " + p));
            List<GoldenAudit> flagged = report.goldens().stream().filter(g -> g.state() != AuditState.CLEAN)
                    .sorted(Comparator.comparing((GoldenAudit g) -> g.state() != AuditState.DISPUTED)).toList();
            List<String> findings = flagged.stream()
                    .map(g -> g.state().wireName() + " · " + g.question() + " — " + g.reasons()).toList();
            return new Readiness.Audit(report.goldens().size(), (int) report.count(AuditState.CLEAN),
                    (int) report.count(AuditState.WARNING), (int) report.count(AuditState.DISPUTED),
                    report.openFindings(), findings, flagged.stream().map(GoldenAudit::exampleId).toList());
        } catch (StewardException e) {
            problems.add("Gold audit not run: " + e.getMessage());
            return null;
        }
    }

    /** "products: still stale — added: category": the table as queries name it, then what differs. */
    private static String driftLine(TableDrift d) {
        String table = (d.layer() == Layer.GOLD ? "gold." : "") + d.name();
        String kind = d.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return table + ": " + kind + (d.delta() == null ? d.problem() == null ? "" : " — " + d.problem()
                : " — " + d.delta().summary());
    }

    /** Tables whose live data differs from their metadata (drifted, still stale, vanished, unreadable). */
    private List<String> drift(Catalog catalog, MetadataConfig metadata, List<String> problems) {
        try {
            return new DriftDetector(catalog, new RecordedSchemas(log)).detect(metadata).findings().stream()
                    .filter(d -> d.kind() != TableDrift.Kind.NEW).map(ProjectReadiness::driftLine).toList();
        } catch (StewardException e) {
            problems.add("Drift not checked: " + e.getMessage());
            return List.of();
        }
    }
}
