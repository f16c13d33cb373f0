package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Glossary terms curated like tables: draft/approved, not_tracked notes, openmedallion's flat form. */
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
    void approvingACuratedTermChangesOnlyItsStatusAndIsLogged() throws Exception {
        GlossaryEntry approved = approvals.approve(file, "pipeline");

        assertThat(approved.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY.replace("status: draft", "status: approved"));
        CurationEntry entry = log.history(CurationKind.GLOSSARY, "pipeline").get(0);
        assertThat(entry.action()).isEqualTo(CurationAction.APPROVE);
        assertThat(log.lastApproved(CurationKind.GLOSSARY, "pipeline").orElseThrow().get("definition").asText())
                .isEqualTo("Open deals.");
    }

    @Test
    void approvingAFlatTermTurnsItIntoTheCuratedFormAndLeavesTheOtherTermsBytes() throws Exception {
        approvals.approve(file, "bookings");

        GlossaryEntry bookings = new MetadataReader().read(file).glossary().get("bookings");
        assertThat(bookings.flatForm()).isFalse();
        assertThat(bookings.status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(bookings.definition()).isEqualTo("The amount of closed_won deals.");
        String text = Files.readString(file);
        assertThat(text).startsWith(TABLES + "glossary:\n  # openmedallion's flat form\n")
                .endsWith(GLOSSARY.substring(GLOSSARY.indexOf("  pipeline:")));
    }

    @Test
    void editThenApproveWritesTheNewWordingAndApprovingTwiceRecordsNothingMore() {
        approvals.editAndApprove(file, "pipeline", "Open deals (proposal or negotiation) and their amounts.",
                List.of("open pipeline"));
        approvals.approve(file, "pipeline");

        GlossaryEntry pipeline = new MetadataReader().read(file).glossary().get("pipeline");
        assertThat(pipeline.definition()).startsWith("Open deals (proposal");
        assertThat(pipeline.synonyms()).containsExactly("open pipeline");
        assertThat(log.history(CurationKind.GLOSSARY, "pipeline")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.EDIT_APPROVE);
    }

    @Test
    void skipOnlyLogs() throws Exception {
        approvals.skip(file, "pipeline");

        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(log.history(CurationKind.GLOSSARY, "pipeline")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.SKIP);
    }

    @Test
    void aNotTrackedNoteIsAddedAsADraftAtTheEndOfTheGlossary() throws Exception {
        approvals.add(file, "marketing spend", "Not in this project; budgets live in the finance system.", true);

        GlossaryEntry note = new MetadataReader().read(file).glossary().get("marketing spend");
        assertThat(note.notTracked()).isTrue();
        assertThat(note.status()).isEqualTo(GlossaryStatus.DRAFT);
        assertThat(Files.readString(file)).startsWith(TABLES + GLOSSARY);
        assertThat(log.history(CurationKind.GLOSSARY, "marketing spend")).singleElement()
                .extracting(CurationEntry::action).isEqualTo(CurationAction.ADD);
    }

    @Test
    void aTermCanBeAddedToAFileWithoutAGlossary() throws Exception {
        Files.writeString(file, TABLES);

        approvals.add(file, "quarter", "A calendar quarter, YYYY-Qn.", false);

        assertThat(new MetadataReader().read(file).glossary()).containsOnlyKeys("quarter");
        assertThat(Files.readString(file)).startsWith(TABLES);
    }

    @Test
    void anUnknownTermIsRefusedNamingTheTermsAndNothingIsWritten() throws Exception {
        assertThatThrownBy(() -> approvals.approve(file, "bookngs")).isInstanceOf(StewardException.class)
                .hasMessageContaining("no term 'bookngs'").hasMessageContaining("bookings, pipeline, churn");
        assertThatThrownBy(() -> approvals.add(file, "pipeline", "again", false))
                .hasMessageContaining("already has the term 'pipeline'");
        assertThat(Files.readString(file)).isEqualTo(TABLES + GLOSSARY);
        assertThat(log.file()).doesNotExist();
    }
}
