package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.conformance.OmConformance;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.StewardFolder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Glossary terms curated like tables: draft/approved, not_tracked notes. metadata.yaml keeps openmedallion's flat
 * {@code term: "text"}; status, synonyms and not_tracked go to steward/definitions.yaml (ADR 26).
 */
class GlossaryApprovalsTest {
    private static final String TABLES = "tables:\n  orders: {layer: silver, status: approved}\n";
    private static final String GLOSSARY = """
            glossary:
              # openmedallion's flat form
              bookings: "The amount of closed_won deals."   # flat
              pipeline:
                definition: Open deals.
                status: draft
              churn: {definition: "Not tracked: no subscriptions here.", status: approved, not_tracked: true}
            """;

    private static final String FLAT = "glossary:\n  bookings: \"The amount of closed_won deals.\"\n";

    @TempDir
    Path tmp;

    private Path file;
    private CurationLog log;
    private GlossaryApprovals approvals;

    @BeforeEach
    void write() throws Exception {
        file = tmp.resolve("metadata.yaml");
        Files.writeString(file, TABLES + GLOSSARY);
        log = new CurationLog(tmp.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
        approvals = new GlossaryApprovals(log, new AtomicFiles(), "ann");
    }

    @Test
    void flatAndDraftTermsAreReviewableApprovedAndNotTrackedOnesAreNot() {
        assertThat(approvals.reviewable(file)).containsOnlyKeys("bookings", "pipeline");
        assertThat(new MetadataReader().read(file).glossary().get("churn").notTracked()).isTrue();
    }

    @Test
    void approvingAnOldMappingWritesItFlatAndTheStatusToTheSidecarAndIsLogged() throws Exception {
        GlossaryEntry approved = approvals.approve(file, "pipeline");

        assertThat(approved.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY.replace(
                "  pipeline:\n    definition: Open deals.\n    status: draft\n", "  pipeline: Open deals.\n"));
        assertThat(Files.readString(definitions())).contains("terms:\n  pipeline:\n    status: approved\n");
        assertThat(new MetadataReader().read(file).glossary().get("pipeline").status())
                .isEqualTo(GlossaryStatus.APPROVED);
        CurationEntry entry = log.history(CurationKind.GLOSSARY, "pipeline").get(0);
        assertThat(entry.action()).isEqualTo(CurationAction.APPROVE);
        assertThat(log.lastApproved(CurationKind.GLOSSARY, "pipeline").orElseThrow().get("definition").asText())
                .isEqualTo("Open deals.");
        approvals.approve(file, "churn");
        assertThat(new MetadataReader().read(file).glossary().get("churn").notTracked()).isTrue();
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
    }

    @Test
    void approvingAFlatTermLeavesMetadataYamlAsItIsAndRecordsTheStatusInTheSidecar() throws Exception {
        approvals.approve(file, "bookings");

        GlossaryEntry bookings = new MetadataReader().read(file).glossary().get("bookings");
        assertThat(bookings.flatForm()).isTrue();
        assertThat(bookings.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(bookings.definition()).isEqualTo("The amount of closed_won deals.");
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(Files.readString(definitions())).contains("  bookings:\n    status: approved\n");
    }

    @Test
    void anOverlayOnlyTermIsReviewableAndApprovedInTheSidecarAloneTheOverlayIsNeverWritten() throws Exception {
        Files.writeString(file, TABLES + FLAT);
        Path overlay = tmp.resolve(MetadataLoader.ENHANCEMENTS_FILE);
        String overlayText = "glossary:\n  fiscal_year: The year from February to January.\n";
        Files.writeString(overlay, overlayText);
        assertThat(approvals.reviewable(file)).containsKey("fiscal_year");

        GlossaryEntry approved = approvals.editAndApprove(file, "fiscal_year", null, List.of("FY"));

        assertThat(approved.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(approved.synonyms()).containsExactly("FY");
        assertThat(Files.readString(overlay)).isEqualTo(overlayText);
        assertThat(Files.readString(file)).isEqualTo(TABLES + FLAT);
        assertThat(approvals.reviewable(file)).doesNotContainKey("fiscal_year");
        assertThatThrownBy(() -> approvals.editAndApprove(file, "fiscal_year", "Feb to Jan.", null))
                .isInstanceOf(StewardException.class).hasMessageContaining("only in metadata_enhancements.yaml");
        assertThat(Files.readString(overlay)).isEqualTo(overlayText);
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
    }

    @Test
    void unknownKeysOfANewerDefinitionsFormatSurviveADecision() throws Exception {
        Files.createDirectories(definitions().getParent());
        Files.writeString(definitions(), "terms:\n  bookings:\n    status: draft\n    versions:\n    - {valid_from: "
                + "'2025-01-01'}\nschema: 2\n");

        approvals.approve(file, "bookings");

        assertThat(Files.readString(definitions())).contains("schema: 2\n").contains("status: approved")
                .contains("valid_from: 2025-01-01");
    }

    @Test
    void skipOnlyLogs() throws Exception {
        approvals.skip(file, "pipeline");

        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(definitions()).doesNotExist();
        assertThat(log.history(CurationKind.GLOSSARY, "pipeline")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.SKIP);
    }

    @Test
    void aNotTrackedNoteIsAddedAsADraftInTheSidecarAlone() throws Exception {
        approvals.add(file, "marketing spend", "Not in this project; budgets live in the finance system.", true);

        GlossaryEntry note = new MetadataReader().read(file).glossary().get("marketing spend");
        assertThat(note.notTracked()).isTrue();
        assertThat(note.status()).isEqualTo(GlossaryStatus.DRAFT);
        assertThat(note.definition()).isEqualTo("Not in this project; budgets live in the finance system.");
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(Files.readString(definitions())).contains("  marketing spend:\n    not_tracked: true\n"
                + "    status: draft\n    text: Not in this project; budgets live in the finance system.\n");
        assertThat(log.history(CurationKind.GLOSSARY, "marketing spend")).singleElement()
                .extracting(CurationEntry::action).isEqualTo(CurationAction.ADD);
    }

    @Test
    void draftTextReachesTheFlatMapOnlyWhenApproved() throws Exception {
        Files.writeString(file, TABLES + FLAT);
        approvals.add(file, "quarter", "A calendar quarter, YYYY-Qn.", false);

        assertThat(Files.readString(file)).as("a draft is not openmedallion's to see").isEqualTo(TABLES + FLAT);
        assertThat(approvals.reviewable(file)).containsKeys("bookings", "quarter");
        approvals.skip(file, "quarter");
        assertThat(Files.readString(file)).isEqualTo(TABLES + FLAT);

        approvals.approve(file, "quarter");

        assertThat(Files.readString(file)).isEqualTo(TABLES + FLAT + "  quarter: A calendar quarter, YYYY-Qn.\n");
        assertThat(Files.readString(definitions())).contains("  quarter:\n    status: approved\n")
                .doesNotContain("text:");
        assertThat(new MetadataReader().read(file).glossary().get("quarter").status())
                .isEqualTo(GlossaryStatus.APPROVED);
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
    }

    @Test
    void anEditedDraftIsWrittenFlatWithItsNewTextOnApproval() throws Exception {
        approvals.add(file, "quarter", "A quarter.", false);

        approvals.editAndApprove(file, "quarter", "A calendar quarter, YYYY-Qn.", null);

        assertThat(Files.readString(file)).endsWith("  quarter: A calendar quarter, YYYY-Qn.\n");
        assertThat(Files.readString(file)).doesNotContain("A quarter.");
    }

    @Test
    void aTermCanBeAddedToAFileWithoutAGlossary() throws Exception {
        Files.writeString(file, TABLES);

        approvals.add(file, "quarter", "A calendar quarter, YYYY-Qn.", false);

        assertThat(new MetadataReader().read(file).glossary()).containsOnlyKeys("quarter");
        assertThat(Files.readString(file)).isEqualTo(TABLES);
        approvals.approve(file, "quarter");
        assertThat(Files.readString(file)).startsWith(TABLES).contains("quarter: A calendar quarter");
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
    }

    @Test
    void everyWritePathOnAnOpenmedallionProjectLeavesItLoadable() throws Exception {
        Files.writeString(file, TABLES + FLAT);
        approvals.add(file, "churn", "Not tracked: no subscriptions here.", true);
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
        approvals.skip(file, "churn");
        approvals.approve(file, "churn");
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
        approvals.editAndApprove(file, "bookings", "Closed_won amounts.", List.of("won revenue"));
        assertThat(OmConformance.checkKnowledge(tmp)).isEmpty();
        assertThat(Files.readString(file)).isEqualTo(TABLES + "glossary:\n  bookings: \"Closed_won amounts.\"\n"
                + "  churn: \"Not tracked: no subscriptions here.\"\n");
    }

    @Test
    void anUnknownTermIsRefusedNamingTheTermsAndNothingIsWritten() throws Exception {
        assertThatThrownBy(() -> approvals.approve(file, "bookngs")).isInstanceOf(StewardException.class)
                .hasMessageContaining("no term 'bookngs'").hasMessageContaining("bookings, pipeline, churn");
        assertThatThrownBy(() -> approvals.add(file, "pipeline", "again", false))
                .hasMessageContaining("already has the term 'pipeline'");
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(log.file()).doesNotExist();
        assertThat(definitions()).doesNotExist();
    }

    private Path definitions() {
        return StewardFolder.definitions(tmp);
    }
}
