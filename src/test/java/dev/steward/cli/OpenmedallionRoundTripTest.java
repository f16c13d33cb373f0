package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.chat.ChatLog;
import dev.steward.chat.ChatTurn;
import dev.steward.chat.NewTurn;
import dev.steward.conformance.OmConformance;
import dev.steward.conformance.OpenmedallionFixtures;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleRow;
import dev.steward.metadata.DraftScript;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.TableEdit;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.Confidence;
import dev.steward.relationships.LoadedRelationships;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 18, acceptance 1: every write path Steward has, CLI and app (the app's through the same core classes its view
 * models call), run in a row on a copy of the bundled sample, on a generated project ({@code steward sample
 * generate}) and on a project in openmedallion's own shape ({@link OpenmedallionFixtures}); after each one
 * openmedallion's strict loader ({@link OmConformance}) finds nothing to reject. The table "write path → test" is in
 * docs/openmedallion-round-trip.md.
 */
class OpenmedallionRoundTripTest {
    private static final Path OM_CHECK = Path.of("/work/shared/tools/om_check.py");

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sample", "generated", "openmedallion"})
    void everyWritePathLeavesTheProjectLoadableByOpenmedallion(String kind) throws Exception {
        project = create(kind);
        conforms("as created");
        String table = approvableSilverTable();

        metadataWritePaths(table);
        relationshipsWritePaths();
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("{\"examples\": [{\"question\": \"How many rows has " + table + "?\", \"sql\": "
                    + "\"SELECT count(*) AS n FROM " + table + "\"}]}");
            cli("examples generate", "examples", "generate", "--count", "1", "--llm-url", url(ollama));
            ollama.reply("SELECT count(*) AS n FROM " + table);
            cli("query (a chat turn)", "query", "--user", "tester", "--llm-url", url(ollama), "How many in "
                    + table + " right now?");
        }
        examplesWritePaths();
        chatWritePaths(table);
        cli("examples harvest", "examples", "harvest");
        cli("migrate (dry run)", "migrate");
        cli("migrate --apply", "migrate", "--apply");
        cli("migrate --undo", "migrate", "--undo");
        omCheckAgrees();
    }

    private void metadataWritePaths(String table) throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(new DraftScript());
            cli("metadata generate", "metadata", "generate", "--llm-url", url(ollama));
        }
        cli("metadata approve --table", "metadata", "approve", "--table", table, "--approve");
        addColumn(table);
        cli("metadata refresh (stale)", "metadata", "refresh");
        try (Catalog catalog = new Catalog(open())) {
            MetadataApprovals approvals = new MetadataApprovals(catalog, log(), new AtomicFiles(), "tester");
            Path file = open().metadataFile();
            approvals.editAndApprove(file, table, new TableEdit("Edited in the app.", List.of("edited"), Map.of()));
            conforms("the app's table edit-then-approve");
            approvals.reviewable(file).stream().filter(t -> t.status() == TableStatus.DRAFT).findFirst()
                    .ifPresent(draft -> {
                        approvals.rejectDraft(file, draft.key());
                        conforms("the app's table reject (draft)");
                    });
        }
        for (String term : glossaryTerms()) {
            cli("metadata approve --term " + term, "metadata", "approve", "--term", term, "--approve");
        }
    }

    private void relationshipsWritePaths() {
        cli("relationships generate", "relationships", "generate");
        cli("relationships approve --answers", "relationships", "approve", "--answers", "as");
        RelationshipsEditor editor = new RelationshipsEditor(new RelationshipsReader(), new AtomicFiles(), log(),
                "tester");
        Path file = open().relationshipsFile();
        LoadedRelationships loaded = editor.load(file);
        if (loaded.entries().isEmpty()) {
            return;
        }
        Relationship first = loaded.entries().get(0);
        loaded = editor.edit(loaded, first.identity(), new Relationship(first.fromTable(), first.toTable(),
                first.joinOn(), Confidence.LOW, first.status(), first.method(), first.evidence(), first.staleReason(),
                "Checked by hand in the app."));
        conforms("the app's relationship edit (with a note)");
        loaded = editor.approve(loaded, first.identity());
        conforms("the app's relationship approve");
        if (loaded.entries().size() > 1) {
            loaded = editor.reject(loaded, loaded.entries().get(1).identity());
            conforms("the app's relationship reject");
        }
        editor.delete(loaded, loaded.entries().get(0).identity());
        conforms("the app's relationship delete");
    }

    private void examplesWritePaths() {
        cli("examples approve (interactive a)", "examples", "approve");
        ExampleCuration curation = new ExampleCuration(open().syntheticExamplesFile(), new AtomicFiles(), log(),
                "tester", Clock.systemUTC());
        List<ExampleRow> verified = curation.all().stream().filter(r -> r.example().verified()).toList();
        ExampleRow edited = verified.get(0);
        curation.editAndApprove(edited, edited.example().question() + " (edited)", edited.example().sql());
        conforms("the app's example edit-then-verify");
        ExampleRow promoted = curation.all().stream().filter(r -> r.example().verified() && !r.example().templated())
                .findFirst().orElseThrow();
        curation.promote(promoted, promoted.example().sql(), Map.of());
        conforms("promote to template");
        curation.reviewable().stream().findFirst().ifPresent(row -> {
            curation.reject(row, "not a question anyone asks");
            conforms("the app's example reject (delete)");
        });
    }

    private void chatWritePaths(String table) {
        ChatLog chat = new ChatLog(open(), new AtomicFiles(), Clock.systemUTC());
        ChatTurn good = chat.record("tester", NewTurn.rows("s-rt", "Rows of " + table + "?",
                "SELECT count(*) AS n FROM " + table, 1, List.of("n")));
        ChatTurn bad = chat.record("tester", NewTurn.failure("s-rt", "Rows of nothing?", "SELECT nope",
                "Binder Error: column nope not found"));
        conforms("chat turns");
        chat.setAccepted("tester", good.turnId(), true);
        chat.setAccepted("tester", bad.turnId(), false);
        conforms("feedback thumbs");
        chat.endSession("tester", "s-rt");
        conforms("session end");
    }

    private Path create(String kind) throws IOException {
        Path folder = tmp.resolve("projects").resolve(kind);
        switch (kind) {
            case "sample" -> MetadataSampleProject.copyTo(folder);
            case "openmedallion" -> OpenmedallionFixtures.hrProject(folder);
            default -> assertThat(CliRun.run(tmp, out, err, "sample", "generate", "--tables", "4", "--rows", "400",
                    "--examples", "4", folder.toString())).as(err.toString()).isZero();
        }
        return folder;
    }

    /** Runs {@code steward ARGS PROJECT} (the project goes after the options, the question last for query). */
    private void cli(String step, String... args) {
        String[] all = withProject(args);
        int exit = CliRun.runWithInput(tmp, out, err, "a\nq\n", all);
        assertThat(exit).as("%s: %s%s", step, err, out).isZero();
        conforms(step);
    }

    private String[] withProject(String... args) {
        boolean query = args[0].equals("query");
        String[] all = new String[args.length + 1];
        int at = query ? 1 : args.length;
        System.arraycopy(args, 0, all, 0, at);
        all[at] = project.toString();
        System.arraycopy(args, at, all, at + 1, args.length - at);
        return all;
    }

    private void conforms(String step) {
        assertThat(OmConformance.check(project)).as("after %s: openmedallion schema violations", step).isEmpty();
    }

    private Project open() {
        return new ProjectOpener(Map.of()).open(project);
    }

    private CurationLog log() {
        return new CurationLog(open().curationLogFile(), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
    }

    private static String url(FakeOllamaServer ollama) {
        return ollama.baseUrl().toString();
    }

    /** The first silver Parquet stem (sorted), which every kind of project describes or can draft. */
    private String approvableSilverTable() throws IOException {
        try (Stream<Path> files = Files.walk(project)) {
            Path first = files.filter(p -> p.getParent().getFileName().toString().equals("silver"))
                    .filter(p -> p.toString().endsWith(".parquet")).sorted().findFirst().orElseThrow();
            return first.getFileName().toString().replace(".parquet", "");
        }
    }

    /** The table's Parquet gains a column, so refresh finds drift on an approved table. */
    private void addColumn(String table) throws Exception {
        Path file;
        try (Stream<Path> files = Files.walk(project)) {
            file = files.filter(p -> p.getFileName().toString().equals(table + ".parquet")).findFirst().orElseThrow();
        }
        Path copy = file.resolveSibling("copy.tmp");
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT *, 1 AS round_trip_extra FROM '" + file + "') TO '" + copy
                    + "' (FORMAT parquet)");
        }
        Files.move(copy, file, StandardCopyOption.REPLACE_EXISTING);
    }

    private List<String> glossaryTerms() {
        var glossary = new dev.steward.metadata.MetadataLoader().load(open().metadataFile(),
                project.resolve("metadata_enhancements.yaml")).config().glossary();
        return glossary == null ? List.of() : List.copyOf(glossary.keySet());
    }

    /** openmedallion's schema as the shared tool checks it (skipped where the tool is not installed). */
    private void omCheckAgrees() throws Exception {
        if (!Files.isRegularFile(OM_CHECK)) {
            return;
        }
        Process check = new ProcessBuilder("python3", OM_CHECK.toString(), project.toString())
                .redirectErrorStream(true).start();
        String report = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(check.waitFor()).as(report).isZero();
        assertThat(report).doesNotContain("FAIL");
    }
}
