package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward metadata approve}: the interactive a/s/q review and the scripted form, on the sample. */
class MetadataApproveCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("demo"));
    }

    @Test
    void interactiveReviewWritesEachDecisionAndStopsOnQuit() throws IOException {
        String before = Files.readString(project.resolve("metadata.yaml"));

        int exit = run("a\ns\nq\n", "metadata", "approve", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("customers (silver, draft)", "· created_at: Timestamp of the customer's",
                "products (silver, stale)", "stale: schema changed since last metadata refresh", "added: category",
                "targets (silver, draft)", "1 table(s) approved this session.");
        String after = Files.readString(project.resolve("metadata.yaml"));
        String customersBefore = before.substring(before.indexOf("  customers:\n"), before.indexOf("  products:\n"));
        assertThat(after.replace(customersBefore.replace("status: draft", "status: approved"), customersBefore))
                .isEqualTo(before);
        assertThat(Files.readAllLines(project.resolve("curation_log.jsonl"))).hasSize(2)
                .satisfiesExactly(
                        l -> assertThat(l).contains("\"key\":\"customers\"", "\"action\":\"approve\"",
                                "\"user\":\"tester\"", "\"schema\":{\"customer_id\":"),
                        l -> assertThat(l).contains("\"key\":\"products\"", "\"action\":\"skip\""));
    }

    @Test
    void endOfInputEndsTheReviewWithoutDeciding() throws IOException {
        byte[] before = Files.readAllBytes(project.resolve("metadata.yaml"));

        assertThat(run("", "metadata", "approve", project.toString())).isZero();

        assertThat(out.toString()).contains("0 table(s) approved this session.");
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).isEqualTo(before);
    }

    @Test
    void scriptedApprovalOfOneTable() throws IOException {
        int exit = run("", "metadata", "approve", project.toString(), "--table", "targets", "--approve");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("targets: approved (schema_hash 864938a4d2b545ca)");
        assertThat(Files.readString(project.resolve("metadata.yaml")))
                .contains("  targets:\n    layer: silver\n    status: approved\n");
    }

    @Test
    void anUnknownTableIsAClearErrorAndTableWithoutApproveIsRefused() {
        assertThat(run("", "metadata", "approve", project.toString(), "--table", "target", "--approve")).isEqualTo(2);
        assertThat(err.toString()).contains("Table 'target' is not in metadata.yaml (tables: transactions,");

        assertThat(run("", "metadata", "approve", project.toString(), "--table", "targets")).isEqualTo(2);
        assertThat(err.toString()).contains("--approve goes with one --table or one --term");
    }

    @Test
    void afterTheTablesTheDraftGlossaryTermsAreReviewedAndEachDecisionIsWritten() throws IOException {
        int exit = run("s\ns\ns\na\ns\nq\n", "metadata", "approve", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("glossary: pipeline (draft)", "Open deals, in stage proposal",
                "glossary: churn (draft, not tracked in this project)",
                "0 table(s) approved this session. 1 glossary term(s) approved.");
        String after = Files.readString(project.resolve("metadata.yaml"));
        assertThat(after).contains("  pipeline: Open deals, in stage proposal or negotiation, and their amounts.\n");
        assertThat(Files.readString(dev.steward.store.StewardFolder.definitions(project)))
                .contains("  pipeline:\n    status: approved\n");
        assertThat(dev.steward.conformance.OmConformance.check(project)).isEmpty();
        assertThat(Files.readAllLines(project.resolve("curation_log.jsonl")))
                .anySatisfy(l -> assertThat(l).contains("\"kind\":\"glossary\"", "\"key\":\"pipeline\"",
                        "\"action\":\"approve\""))
                .anySatisfy(l -> assertThat(l).contains("\"key\":\"churn\"", "\"action\":\"skip\""));
    }

    @Test
    void anOverlayOnlyTermIsApprovedInStewardsFileAndTheOverlayIsNotWritten() throws IOException {
        java.nio.file.Path overlay = project.resolve("metadata_enhancements.yaml");
        Files.writeString(overlay, "  fiscal_year: The year from February to January.\n",
                java.nio.file.StandardOpenOption.APPEND);
        String before = Files.readString(overlay);
        String metadata = Files.readString(project.resolve("metadata.yaml"));

        int exit = run("", "metadata", "approve", project.toString(), "--term", "fiscal_year", "--approve");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readString(overlay)).isEqualTo(before);
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(metadata);
        assertThat(Files.readString(dev.steward.store.StewardFolder.definitions(project)))
                .contains("  fiscal_year:\n    status: approved\n");
        assertThat(dev.steward.conformance.OmConformance.check(project)).isEmpty();
    }

    @Test
    void scriptedApprovalOfAFlatGlossaryTermKeepsItFlat() throws IOException {
        String metadata = Files.readString(project.resolve("metadata.yaml"));
        int exit = run("", "metadata", "approve", project.toString(), "--term", "bookings", "--approve");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("glossary term 'bookings': approved");
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(metadata);
        assertThat(dev.steward.conformance.OmConformance.check(project)).isEmpty();
        assertThat(new dev.steward.metadata.MetadataReader().read(project.resolve("metadata.yaml")).glossary()
                .get("bookings").status()).isEqualTo(dev.steward.metadata.GlossaryStatus.APPROVED);
    }

    private int run(String input, String... args) {
        return CliRun.runWithInput(tmp, out, err, input, args);
    }
}
