package dev.steward.cli;

import dev.steward.audit.AuditJson;
import dev.steward.audit.AuditReport;
import dev.steward.audit.AuditState;
import dev.steward.audit.Finding;
import dev.steward.audit.GoldenAudit;
import dev.steward.audit.ProjectAudit;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward examples audit PROJECT}: the gold audit of every verified example and template (ADR 30). */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Audit every verified example and template of PROJECT without an LLM: runs each golden in the "
                + "sandbox and flags an empty or all-NULL result, a date/quarter/month/year/name/number of the "
                + "question missing from the SQL, a filter value no row holds, a stale, undescribed or missing "
                + "column or table, duplicate questions (same text, or embedding cosine >= 0.95) with different SQL "
                + "and results, and a result that changed since it was verified.",
            "Each golden gets a state: clean, warning or disputed. Eval counts disputed goldens apart until a "
                + "steward confirms (--confirm, logged in curation_log.jsonl) or fixes them (edit the SQL).",
            "The first audit records each golden's result fingerprint in steward/audit.yaml.",
            "Exit 0 when no golden is disputed, 1 when one is; 2 on unusable input."})
final class ExamplesAuditCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--json", description = "print the audit as JSON instead of the report")
    private boolean json;

    @Option(names = "--confirm", paramLabel = "ID", description = "confirm the golden with this content hash as "
            + "correct despite its findings (recorded in curation_log.jsonl; clears the dispute)")
    private String confirm;

    @Option(names = "--note", paramLabel = "TEXT", description = "why, with --confirm")
    private String note;

    @Mixin
    private LlmOptions llm; // accepted on every command; the audit never calls the LLM

    ExamplesAuditCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        List<Example> examples = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        ProjectAudit audit = new ProjectAudit(services.atomicFiles(), services.curationLog(project), services.clock());
        AuditReport report;
        try (ProjectLock lock = services.lock(project, "steward examples audit");
             Sandbox sandbox = services.openSandbox(projectFolder)) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            report = audit.run(project, examples, executor,
                    Optional.of(new MiniLmEmbedder(new EmbeddingModelLoader())));
            if (confirm != null) {
                report = confirm(audit, project, report, examples, executor);
            }
        }
        PrintWriter out = services.out();
        out.println(json ? new AuditJson().render(report) : text(report));
        out.flush();
        return report.count(AuditState.DISPUTED) > 0 ? 1 : 0;
    }

    private AuditReport confirm(ProjectAudit audit, Project project, AuditReport report, List<Example> examples,
                                SqlExecutor executor) {
        audit.confirm(project, report, confirm, services.userName(), note);
        services.err().println("Confirmed " + confirm + " as correct (curation_log.jsonl).");
        return audit.run(project, examples, executor, Optional.empty());
    }

    static String text(AuditReport report) {
        StringBuilder text = new StringBuilder();
        for (GoldenAudit golden : report.goldens()) {
            text.append(String.format("%-8s %s %s%s%n", golden.state().wireName(), golden.exampleId(),
                    golden.template() ? "[template] " : "", golden.question()));
            for (Finding finding : golden.open()) {
                text.append("    ").append(finding.probe().wireName()).append(": ").append(finding.reason())
                        .append('\n');
            }
            golden.confirmation().filter(c -> golden.open().size() < golden.findings().size()).ifPresent(c -> text
                    .append("    confirmed by ").append(c.user()).append(" at ").append(c.at()).append('\n'));
        }
        report.problems().forEach(p -> text.append("not run: ").append(p).append('\n'));
        return text.append(String.format("%d golden(s): %d clean, %d warning, %d disputed", report.goldens().size(),
                report.count(AuditState.CLEAN), report.count(AuditState.WARNING), report.count(AuditState.DISPUTED)))
                .toString();
    }
}
