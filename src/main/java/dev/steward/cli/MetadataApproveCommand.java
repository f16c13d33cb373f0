package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.GlossaryEntry;
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
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward metadata approve PROJECT}: review draft and stale tables, one decision at a time. */
@Command(name = "approve", mixinStandardHelpOptions = true,
        description = {"Review each draft or stale table, then each draft glossary term: a = approve (written at "
                + "once), s or Enter = skip, q = quit. Every decision goes to curation_log.jsonl.",
            "For scripts: --table NAME --approve (or --term TERM --approve) approves one without asking."})
final class MetadataApproveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--table", paramLabel = "NAME", description = "the table's metadata.yaml key")
    private String table;

    @Option(names = "--term", paramLabel = "TERM", description = "a glossary term")
    private String term;

    @Option(names = "--approve", description = "with --table or --term: approve it without asking")
    private boolean approve;

    @Mixin
    private LlmOptions llm; // accepted on every command; approving never calls the LLM

    MetadataApproveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (approve != (table != null || term != null) || table != null && term != null) {
            services.err().println("Error: --approve goes with one --table or one --term (or give none of them to "
                    + "review interactively).");
            return 2;
        }
        Project project = services.projectOpener().open(projectFolder);
        try (Catalog catalog = new Catalog(project);
             ProjectLock lock = services.lock(project, "steward metadata approve")) {
            MetadataApprovals approvals = new MetadataApprovals(catalog, services.curationLog(project),
                    services.atomicFiles(), services.userName());
            GlossaryApprovals glossary = new GlossaryApprovals(services.curationLog(project), services.atomicFiles(),
                    services.userName());
            if (table != null) {
                TableMetadata approved = approvals.approve(project.metadataFile(), table);
                services.out().println(approved.key() + ": approved (schema_hash " + approved.schemaHash() + ")");
                return 0;
            }
            if (term != null) {
                glossary.approve(project.metadataFile(), term);
                services.out().println("glossary term '" + term + "': approved");
                return 0;
            }
            return review(approvals, glossary, project.metadataFile());
        } finally {
            services.out().flush();
        }
    }

    private int review(MetadataApprovals approvals, GlossaryApprovals glossary, Path metadataFile) {
        List<TableMetadata> tables = approvals.reviewable(metadataFile);
        Map<String, GlossaryEntry> terms = glossary.reviewable(metadataFile);
        if (tables.isEmpty() && terms.isEmpty()) {
            services.out().println("Nothing to review.");
            return 0;
        }
        int[] approved = new int[2]; // tables, terms
        boolean quit = false;
        for (int i = 0; i < tables.size() && !quit; i++) {
            TableMetadata table = tables.get(i);
            show(table);
            quit = decide(() -> approvals.approve(metadataFile, table.key()),
                    () -> approvals.skip(metadataFile, table.key()), approved, 0);
        }
        List<Map.Entry<String, GlossaryEntry>> termList = List.copyOf(terms.entrySet());
        for (int i = 0; i < termList.size() && !quit; i++) {
            String term = termList.get(i).getKey();
            show(term, termList.get(i).getValue());
            quit = decide(() -> glossary.approve(metadataFile, term), () -> glossary.skip(metadataFile, term),
                    approved, 1);
        }
        services.out().println(approved[0] + " table(s) approved this session."
                + (terms.isEmpty() ? "" : " " + approved[1] + " glossary term(s) approved."));
        return 0;
    }

    /** Asks once and acts on the answer at once; true when the user quit. */
    private boolean decide(Runnable approve, Runnable skip, int[] approved, int counter) {
        String answer = ask();
        if (answer.equals("q") || answer.equals("quit")) {
            return true;
        }
        boolean yes = answer.equals("a") || answer.equals("approve");
        (yes ? approve : skip).run();
        approved[counter] += yes ? 1 : 0;
        services.out().println(yes ? "  approved" : "  skipped");
        return false;
    }

    private String ask() {
        services.out().print("[a]pprove, [s]kip, [q]uit? ");
        services.out().flush();
        return readAnswer();
    }

    private void show(String term, GlossaryEntry entry) {
        PrintWriter out = services.out();
        out.println();
        out.println("glossary: " + term + " (" + entry.status().yamlName()
                + (entry.notTracked() ? ", not tracked in this project" : "") + ")");
        out.println("  " + entry.definition());
        if (!entry.synonyms().isEmpty()) {
            out.println("  synonyms: " + String.join(", ", entry.synonyms()));
        }
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
