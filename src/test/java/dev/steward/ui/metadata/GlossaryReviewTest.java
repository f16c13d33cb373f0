package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.catalog.ProfileCache;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.conformance.OmConformance;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.StewardFolder;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Glossary terms decided in the Metadata tab: approve, edit-then-approve, skip and bulk. The text is written into
 * metadata.yaml as openmedallion's flat term (one span edit), status and synonyms into steward/definitions.yaml.
 */
class GlossaryReviewTest {
    private static final String METADATA = String.join("\n",
            "# curated by hand",
            "tables:",
            "  orders:",
            "    layer: silver",
            "    status: draft",
            "    description: One row per order.",
            "glossary:",
            "  pipeline:",
            "    definition: \"Open deals and their amounts.\"   # keep this comment",
            "    status: draft",
            "    synonyms: [open deals, forecast]",
            "  quarter: \"A calendar quarter, e.g. 2024-Q2.\"",
            "  churn: {definition: \"Not tracked here.\", status: draft, not_tracked: true}",
            "");
    @TempDir
    Path temp;
    private Project project;
    private Path metadata;

    @BeforeEach
    void writeProject() throws Exception {
        Path silver = Files.createDirectories(temp.resolve("shop/data/silver"));
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duck.createStatement()) {
            sql.execute("COPY (SELECT 1 AS order_id) TO " + ParquetDescriber.sqlString(
                    silver.resolve("orders.parquet").toString()) + " (FORMAT parquet)");
        }
        metadata = temp.resolve("shop/metadata.yaml");
        Files.writeString(metadata, METADATA);
        project = new ProjectOpener(Map.of()).open(temp.resolve("shop"));
    }

    @Test
    void approvingATermChangesOnlyItsStatusLine() throws Exception {
        MetadataViewModel viewModel = loaded();
        select(viewModel, "pipeline");
        assertThat(viewModel.review().approveBlocker()).isEmpty();

        viewModel.review().approve();

        assertThat(Files.readString(metadata)).isEqualTo(METADATA.replace("  pipeline:\n    definition: \"Open deals "
                + "and their amounts.\"   # keep this comment\n    status: draft\n    synonyms: [open deals, forecast]\n",
                "  pipeline: Open deals and their amounts.\n"));
        assertThat(Files.readString(StewardFolder.definitions(project.root()))).contains("  pipeline:\n"
                + "    status: approved\n    synonyms:\n    - open deals\n    - forecast\n");
        assertThat(Files.readString(project.curationLogFile())).contains("\"kind\":\"glossary\"")
                .contains("\"key\":\"pipeline\"").contains("\"action\":\"approve\"");
        assertThat(status(viewModel, "pipeline")).isEqualTo("approved");
        assertThat(viewModel.review().reviewProperty().get().approvedLabel()).startsWith("Approved ");
    }

    @Test
    void anEditedDefinitionIsWrittenInTheTermsSpanOnly() throws Exception {
        MetadataViewModel viewModel = loaded();
        select(viewModel, "pipeline");
        EditableField definition = viewModel.review().field(ReviewViewModel.DESCRIPTION).orElseThrow();
        definition.valueProperty().set(" ");
        assertThat(viewModel.review().validProperty().get()).as("a blank definition blocks").isFalse();
        definition.valueProperty().set("Open deals (proposal or negotiation) and their amounts.");
        viewModel.review().field(ReviewViewModel.SYNONYMS).orElseThrow().valueProperty().set("open deals");

        viewModel.review().approve();

        String after = Files.readString(metadata);
        int start = METADATA.indexOf("  pipeline:");
        int end = METADATA.indexOf("  quarter:");
        assertThat(after).startsWith(METADATA.substring(0, start)).endsWith(METADATA.substring(end));
        assertThat(after.substring(start, after.indexOf("  quarter:")))
                .isEqualTo("  pipeline: Open deals (proposal or negotiation) and their amounts.\n");
        assertThat(Files.readString(StewardFolder.definitions(project.root()))).contains("  pipeline:\n"
                + "    status: approved\n    synonyms:\n    - open deals\n").doesNotContain("forecast");
        assertThat(Files.readString(project.curationLogFile())).contains("\"action\":\"edit_approve\"");
    }

    @Test
    void skippingATermRecordsTheDecisionAndWritesNothingElse() throws Exception {
        MetadataViewModel viewModel = loaded();
        select(viewModel, "churn");

        viewModel.review().skip();

        assertThat(Files.readString(metadata)).isEqualTo(METADATA);
        assertThat(Files.readString(project.curationLogFile())).contains("\"key\":\"churn\"")
                .contains("\"action\":\"skip\"");
        assertThat(viewModel.review().noticeProperty().get()).startsWith("Skipped churn");
    }

    @Test
    void bulkApproveCoversTablesAndTermsAfterSayingWhatChanges() throws Exception {
        MetadataViewModel viewModel = loaded();
        List<QueueEntry> chosen = viewModel.allRows().stream()
                .filter(e -> List.of("orders", "quarter", "churn").contains(e.key())).toList();

        viewModel.bulk().propose(chosen);

        assertThat(viewModel.bulk().plan()).anyMatch(line -> line.startsWith("orders: draft → approved"))
                .contains("term quarter: draft → approved, definition as written",
                        "term churn: draft → approved, definition as written");
        assertThat(Files.readString(metadata)).isEqualTo(METADATA);
        viewModel.bulk().confirm();

        String after = Files.readString(metadata);
        assertThat(after).contains("  churn: Not tracked here.\n")
                .contains("    status: draft\n    synonyms: [open deals") // pipeline was not selected
                .contains("  quarter: \"A calendar quarter, e.g. 2024-Q2.\"");
        assertThat(Files.readString(StewardFolder.definitions(project.root()))).contains("  churn:\n"
                + "    not_tracked: true\n    status: approved\n").contains("  quarter:\n    status: approved\n");
        assertThat(OmConformance.checkKnowledge(project.root())).as("pipeline was not decided on")
                .containsExactly("metadata.yaml: glossary.pipeline: must be a string (found mapping)");
        assertThat(status(viewModel, "quarter")).isEqualTo("approved");
        assertThat(status(viewModel, "orders")).isEqualTo("approved");
        assertThat(Files.readAllLines(project.curationLogFile())).hasSize(3);
        assertThat(viewModel.bulk().noticeProperty().get()).isEqualTo("Approved 3 entries: orders, quarter, churn.");
    }

    @Test
    void aTermChangedOnDiskMeanwhileRaisesTheConflictInsteadOfSaving() throws Exception {
        MetadataViewModel viewModel = loaded();
        select(viewModel, "pipeline");
        String theirs = METADATA.replace("Open deals and their amounts.", "Open deals, edited elsewhere.");
        Files.writeString(metadata, theirs);

        viewModel.review().approve();

        assertThat(viewModel.review().conflictProperty().get()).isTrue();
        assertThat(Files.readString(metadata)).isEqualTo(theirs);
        viewModel.review().reload();
        assertThat(viewModel.review().reviewProperty().get().current().description())
                .isEqualTo("Open deals, edited elsewhere.");
    }

    private MetadataViewModel loaded() {
        Catalog catalog = new Catalog(project);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        MetadataReview review = new MetadataReview(project, catalog, log,
                new MetadataApprovals(catalog, log, files, "tester"), new GlossaryApprovals(log, files, "tester"),
                new ProfileCache(project.cacheDir(), files));
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()), review, (keys, context) -> "drafted");
        viewModel.load();
        return viewModel;
    }

    private static void select(MetadataViewModel viewModel, String key) {
        viewModel.selectedProperty().set(viewModel.allRows().stream().filter(e -> e.key().equals(key)).findFirst()
                .orElseThrow());
        assertThat(viewModel.review().reviewProperty().get().key()).isEqualTo(key);
    }

    private static String status(MetadataViewModel viewModel, String key) {
        return viewModel.allRows().stream().filter(e -> e.key().equals(key)).findFirst().orElseThrow().status();
    }
}
