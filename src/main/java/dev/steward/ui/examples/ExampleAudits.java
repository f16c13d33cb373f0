package dev.steward.ui.examples;

import dev.steward.audit.AuditReport;
import dev.steward.audit.ProjectAudit;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.sql.SqlExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The gold audit for the Examples tab, off the FX thread: {@link ProjectAudit} exactly as {@code steward examples
 * audit} runs it (baselines recorded on the first audit of a golden), on the tab's sandbox, and the steward's
 * Confirm through {@link ProjectAudit#confirm}, the command's own path. Audits and confirms are serialised, so a
 * Confirm never interleaves with a re-audit's write of steward/audit.yaml.
 */
public final class ExampleAudits {
    private final Project project;
    private final ProjectAudit audit;
    private final Supplier<SqlExecutor> executor;
    private final Supplier<Embedder> embedder;
    private final String user;

    /**
     * @param executor the tab's sandbox (opened on first use)
     * @param embedder the embedding model for near-duplicate questions (the app's shared one)
     * @param user     who confirms, as the curation log records it
     */
    public ExampleAudits(Project project, ProjectAudit audit, Supplier<SqlExecutor> executor,
                         Supplier<Embedder> embedder, String user) {
        this.project = project;
        this.audit = audit;
        this.executor = executor;
        this.embedder = embedder;
        this.user = user;
    }

    /** Audits every verified example and template as synthetic.jsonl holds them now. */
    public synchronized AuditReport audit() {
        List<String> notes = new ArrayList<>();
        AuditReport report = audit.run(project, examples(), executor.get(), usableEmbedder(notes));
        return withNotes(report, notes);
    }

    /**
     * Confirms the golden with this content hash as correct, with the findings an audit run now finds for it (as
     * {@code examples audit --confirm ID --note TEXT} does), and returns the audit after it.
     */
    public synchronized AuditReport confirm(String exampleId, String note) {
        List<String> notes = new ArrayList<>();
        Optional<Embedder> model = usableEmbedder(notes);
        List<Example> examples = examples();
        AuditReport before = audit.run(project, examples, executor.get(), model);
        audit.confirm(project, before, exampleId, user, note);
        return withNotes(audit.run(project, examples, executor.get(), model), notes);
    }

    private List<Example> examples() {
        return new SyntheticExamplesReader().read(project.syntheticExamplesFile());
    }

    /** The embedding model when it answers; else the audit compares questions by their text only, and says so. */
    private Optional<Embedder> usableEmbedder(List<String> notes) {
        try {
            Embedder model = embedder.get();
            model.embedAll(List.of("audit"));
            return Optional.of(model);
        } catch (RuntimeException e) {
            notes.add("Near-duplicate questions were compared by their text only: the embedding model could not be "
                    + "used (" + e.getMessage() + ").");
            return Optional.empty();
        }
    }

    private static AuditReport withNotes(AuditReport report, List<String> notes) {
        if (notes.isEmpty()) {
            return report;
        }
        List<String> problems = new ArrayList<>(report.problems());
        problems.addAll(notes);
        return new AuditReport(report.goldens(), report.fingerprints(), problems);
    }
}
