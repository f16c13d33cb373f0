package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward metadata approve PROJECT}: review draft and stale tables, one decision at a time. */
@Command(name = "approve", mixinStandardHelpOptions = true,
        description = {"Review each draft or stale table: a = approve (written at once), s or Enter = skip, "
                + "q = quit. Every decision goes to curation_log.jsonl.",
            "For scripts: --table NAME --approve approves one table without asking."})
final class MetadataApproveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--table", paramLabel = "NAME", description = "the table's metadata.yaml key")
    private String table;

    @Option(names = "--approve", description = "with --table: approve it without asking")
    private boolean approve;

    @Mixin
    private LlmOptions llm; // accepted on every command; approving never calls the LLM

    MetadataApproveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (approve != (table != null)) {
            services.err().println("Error: --table and --approve go together (or give neither to review interactively).");
            return 2;
        }
        Project project = services.projectOpener().open(projectFolder);
        try (Catalog catalog = new Catalog(project);
             ProjectLock lock = services.lock(project, "steward metadata approve")) {
            MetadataApprovals approvals = new MetadataApprovals(catalog, services.curationLog(project),
                    services.atomicFiles(), services.userName());
            if (table != null) {
                TableMetadata approved = approvals.approve(project.metadataFile(), table);
                services.out().println(approved.key() + ": approved (schema_hash " + approved.schemaHash() + ")");
                return 0;
            }
            return review(approvals, project.metadataFile());
        } finally {
            services.out().flush();
        }
    }

    private int review(MetadataApprovals approvals, Path metadataFile) {
        PrintWriter out = services.out();
        List<TableMetadata> tables = approvals.reviewable(metadataFile);
        if (tables.isEmpty()) {
            out.println("Nothing to review.");
            return 0;
        }
        int approved = 0;
        for (TableMetadata table : tables) {
            show(table);
            out.print("[a]pprove, [s]kip, [q]uit? ");
            out.flush();
            String answer = readAnswer();
            if (answer.equals("q") || answer.equals("quit")) {
                break;
            }
            if (answer.equals("a") || answer.equals("approve")) {
                approvals.approve(metadataFile, table.key());
                approved++;
                out.println("  approved");
            } else {
                approvals.skip(metadataFile, table.key());
                out.println("  skipped");
            }
        }
        out.println(approved + " table(s) approved this session.");
        return 0;
    }

    private void show(TableMetadata table) {
        PrintWriter out = services.out();
        out.println();
        out.println(table.key() + " (" + table.layer().yamlName() + ", " + table.status().yamlName() + ")");
        out.println("  " + (table.description() == null ? "(no description)" : table.description()));
        if (table.synonyms() != null) {
            out.println("  synonyms: " + String.join(", ", table.synonyms()));
        }
        if (table.staleReason() != null) {
            out.println("  stale: " + table.staleReason()
                    + (table.schemaDelta() == null ? "" : " - " + table.schemaDelta().summary()));
        }
        table.columns().forEach((name, column) -> out.println("  · " + name + ": "
                + (column.description() == null ? "(no description)" : column.description())));
    }

    private String readAnswer() {
        try {
            String line = services.in().readLine();
            return line == null ? "q" : line.trim().toLowerCase(Locale.ROOT); // end of input stops the review
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
