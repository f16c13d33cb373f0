package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.conformance.OmConformance;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's approve/promote cases, plus who/when, the log, and one-line edits. */
class ExampleCurationTest {
    private static final String VERIFIED = "{\"question\":\"q1\",\"sql\":\"SELECT 1\",\"verified\":true,"
            + "\"templated\":false,\"params\":null}";
    private static final String DRAFT = "{\"question\": \"q2\", \"sql\": \"SELECT 2\", \"verified\": false}";
    private static final String DRAFT_COMPACT = "{\"question\":\"q3\",\"sql\":\"SELECT 3\",\"verified\":false,"
            + "\"templated\":false,\"params\":null}";
    @TempDir
    Path tmp;
    private Path file;
    private CurationLog log;
    private ExampleCuration curation;

    @BeforeEach
    void setUp() throws IOException {
        file = ExamplesFixture.write(tmp.resolve("examples/synthetic.jsonl"), VERIFIED, DRAFT, DRAFT_COMPACT);
        AtomicFiles files = new AtomicFiles();
        log = ExamplesFixture.log(tmp, files);
        curation = new ExampleCuration(file, files, log, "dana", ExamplesFixture.CLOCK);
    }

    private List<String> lines() throws IOException {
        return Files.readAllLines(file);
    }

    @Test
    void reviewableAreTheUnverifiedRowsInFileOrder() {
        assertThat(curation.reviewable()).extracting(r -> r.example().question()).containsExactly("q2", "q3");
        assertThat(curation.reviewable()).extracting(ExampleRow::lineNumber).containsExactly(2, 3);
    }

    @Test
    void noFileMeansNothingToReview() {
        ExampleCuration none = new ExampleCuration(tmp.resolve("missing.jsonl"), new AtomicFiles(), log, "dana",
                ExamplesFixture.CLOCK);
        assertThat(none.reviewable()).isEmpty();
        assertThat(none.templatable()).isEmpty();
    }

    @Test
    void approvingFlipsVerifiedKeepsWhoAndWhenAndChangesOnlyThatLine() throws IOException {
        Example approved = curation.approve(curation.reviewable().get(0));

        assertThat(approved.verified()).isTrue();
        assertThat(approved.verifiedBy()).isEqualTo("dana");
        assertThat(approved.verifiedAt()).isEqualTo("2026-11-29T12:00:00Z");
        assertThat(lines()).containsExactly(VERIFIED, "{\"question\": \"q2\", \"sql\": \"SELECT 2\", \"verified\": true}",
                DRAFT_COMPACT);
        ExampleRecord record = ExampleRecordsFile.load(file).examples().get(ExampleContentHash.of("q2", "SELECT 2"));
        assertThat(record).isEqualTo(new ExampleRecord("q2", "dana", "2026-11-29T12:00:00Z", null, Map.of()));
        assertThat(curation.all().get(1).example().verifiedBy()).isEqualTo("dana");
        OmConformance.assertConforms(tmp);
        CurationEntry entry = log.entries().entries().get(0);
        assertThat(entry.kind()).isEqualTo(CurationKind.EXAMPLE);
        assertThat(entry.action()).isEqualTo(CurationAction.APPROVE);
        assertThat(entry.user()).isEqualTo("dana");
        assertThat(entry.key()).isEqualTo(ExampleContentHash.of("q2", "SELECT 2"));
        assertThat(curation.reviewable()).extracting(r -> r.example().question()).containsExactly("q3");
    }

    @Test
    void editThenApproveChangesTheIdentitySoTheOldRowIsGone() throws IOException {
        ExampleRow row = curation.reviewable().get(1);
        Example edited = curation.editAndApprove(row, "q3 edited", "SELECT 33");

        assertThat(edited.contentHash()).isEqualTo(ExampleContentHash.of("q3 edited", "SELECT 33"));
        assertThat(lines().get(2)).startsWith("{\"question\":\"q3 edited\",\"sql\":\"SELECT 33\",\"verified\":true,");
        assertThat(log.entries().entries().get(0).note()).isEqualTo("was " + row.example().contentHash());
        assertThatThrownBy(() -> curation.approve(row)).isInstanceOf(StewardException.class)
                .hasMessageContaining("changed since");
    }

    @Test
    void skippingWritesNothingButIsLogged() throws IOException {
        byte[] before = Files.readAllBytes(file);
        curation.skip(curation.reviewable().get(0));
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(log.entries().entries()).extracting(CurationEntry::action).containsExactly(CurationAction.SKIP);
    }

    @Test
    void rejectingRemovesTheUnverifiedRowAndTheLogKeepsIt() throws IOException {
        curation.reject(curation.reviewable().get(0), "wrong table");
        assertThat(lines()).containsExactly(VERIFIED, DRAFT_COMPACT);
        CurationEntry entry = log.entries().entries().get(0);
        assertThat(entry.action()).isEqualTo(CurationAction.REJECT);
        assertThat(entry.note()).isEqualTo("wrong table");
        assertThat(entry.afterHash()).isNull();
        assertThatThrownBy(() -> curation.reject(curation.all().get(0), null)).hasMessageContaining("verified");
        OmConformance.assertConforms(tmp);
    }

    @Test
    void templatableAreVerifiedNonTemplatesAndPromotionWritesSlots() throws IOException {
        assertThat(curation.templatable()).extracting(r -> r.example().question()).containsExactly("q1");
        Map<String, SlotSpec> params = Map.of("n", new SlotSpec("how many", SlotType.INTEGER, null, null, "5", false));

        Example template = curation.promote(curation.templatable().get(0), "SELECT {n}", params);

        assertThat(template.templated()).isTrue();
        assertThat(template.params()).isEqualTo(params);
        assertThat(lines().get(0)).isEqualTo("{\"question\":\"q1\",\"sql\":\"SELECT {n}\",\"verified\":true,"
                + "\"templated\":true,\"params\":{\"n\":\"how many\"}}");
        assertThat(curation.all().get(0).example().params()).isEqualTo(params);
        OmConformance.assertConforms(tmp);
        assertThat(lines().subList(1, 3)).containsExactly(DRAFT, DRAFT_COMPACT);
        assertThat(curation.templatable()).isEmpty();
        assertThat(log.entries().entries().get(0).kind()).isEqualTo(CurationKind.TEMPLATE);
    }

    @Test
    void templatingAnUnverifiedRowIsRefused() throws IOException {
        byte[] before = Files.readAllBytes(file);
        assertThatThrownBy(() -> curation.promote(curation.reviewable().get(0), "SELECT 2", Map.of()))
                .hasMessageContaining("templated");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void aFileChangedOnDiskSinceItWasReadIsNotOverwritten() throws IOException {
        ExampleRow row = curation.reviewable().get(0);
        Files.writeString(file, Files.readString(file).replace("SELECT 2", "SELECT 22"));
        byte[] changed = Files.readAllBytes(file);
        assertThatThrownBy(() -> curation.approve(row)).isInstanceOf(StewardException.class);
        assertThat(Files.readAllBytes(file)).isEqualTo(changed);
        assertThat(log.entries().entries()).isEmpty();
    }

    @Test
    void aConcurrentWriteBetweenReadAndSaveIsAConflict() throws IOException {
        SyntheticExamplesFile loaded = SyntheticExamplesFile.load(file, new SyntheticExamplesReader());
        Files.writeString(file, Files.readString(file) + DRAFT + "\n");
        assertThatThrownBy(() -> loaded.save(loaded.document().remove(2), new AtomicFiles(), java.util.Map.of()))
                .isInstanceOf(FileConflictException.class);
    }
}
