package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * steward/examples.yaml keeps who verified an example, and its source, under the example's content hash: moved to
 * the new hash when Steward edits it, found again by question when the file was edited elsewhere, otherwise kept as
 * an orphan that is listed and never dropped.
 */
class ExampleRecordsTest {
    private static final String DRAFT = "{\"question\":\"Deals?\",\"sql\":\"SELECT 1\",\"verified\":false,"
            + "\"templated\":false,\"params\":null}";
    @TempDir
    Path tmp;
    private Path file;
    private ExampleCuration curation;

    @BeforeEach
    void setUp() throws IOException {
        file = ExamplesFixture.write(tmp.resolve("examples/synthetic.jsonl"), DRAFT);
        AtomicFiles files = new AtomicFiles();
        curation = new ExampleCuration(file, files, ExamplesFixture.log(tmp, files), "dana", ExamplesFixture.CLOCK);
    }

    private Map<String, ExampleRecord> records() {
        return ExampleRecordsFile.load(file).examples();
    }

    @Test
    void anEditByStewardMovesTheRecordToTheNewHash() {
        Example edited = curation.editAndApprove(curation.reviewable().get(0), "Deals, counted?", "SELECT 2");

        assertThat(records()).containsOnlyKeys(ExampleContentHash.of("Deals, counted?", "SELECT 2"));
        assertThat(records().get(edited.contentHash()).verifiedBy()).isEqualTo("dana");
        assertThat(records().get(edited.contentHash()).question()).isEqualTo("Deals, counted?");
        assertThat(curation.all().get(0).example().verifiedAt()).isEqualTo("2026-11-29T12:00:00Z");
        OmConformance.assertConforms(tmp);
    }

    @Test
    void anSqlEditedOutsideStewardFindsItsRecordByQuestion() throws IOException {
        curation.approve(curation.reviewable().get(0));
        Files.writeString(file, Files.readString(file).replace("SELECT 1", "SELECT 1 AS n") + DRAFT.replace("Deals?",
                "Reps?") + "\n");

        Example shown = new SyntheticExamplesReader().read(file).get(0);
        assertThat(shown.verifiedBy()).isEqualTo("dana");
        assertThat(new SyntheticExamplesReader().orphans(file)).isEmpty();

        curation.approve(curation.reviewable().get(0));
        assertThat(records()).containsOnlyKeys(ExampleContentHash.of("Deals?", "SELECT 1 AS n"),
                ExampleContentHash.of("Reps?", "SELECT 1"));
        assertThat(records().get(ExampleContentHash.of("Deals?", "SELECT 1 AS n")).verifiedBy()).isEqualTo("dana");
        OmConformance.assertConforms(tmp);
    }

    @Test
    void aRecordWhoseExampleIsGoneIsAnOrphanKeptThroughLaterWrites() throws IOException {
        curation.approve(curation.reviewable().get(0));
        String hash = ExampleContentHash.of("Deals?", "SELECT 1");
        Files.writeString(file, DRAFT.replace("Deals?", "Other question").replace("SELECT 1", "SELECT 9") + "\n");

        assertThat(curation.orphans()).containsOnlyKeys(hash);
        assertThat(curation.orphans().get(hash).verifiedBy()).isEqualTo("dana");

        curation.approve(curation.reviewable().get(0));

        ExampleRecordsFile after = ExampleRecordsFile.load(file);
        assertThat(after.orphans()).containsOnlyKeys(hash);
        assertThat(after.examples()).containsOnlyKeys(ExampleContentHash.of("Other question", "SELECT 9"));
        assertThat(Files.readString(after.file())).contains("orphans:", hash, "question: Deals?");
        OmConformance.assertConforms(tmp);
    }

    @Test
    void anOrphanWhoseExampleComesBackIsClaimedAgain() throws IOException {
        curation.approve(curation.reviewable().get(0));
        String verified = Files.readString(file);
        Files.writeString(file, DRAFT.replace("SELECT 1", "SELECT 9").replace("Deals?", "Else?") + "\n");
        curation.approve(curation.reviewable().get(0));

        Files.writeString(file, verified);

        assertThat(curation.orphans()).containsOnlyKeys(ExampleContentHash.of("Else?", "SELECT 9"));
        assertThat(curation.all().get(0).example().verifiedBy()).isEqualTo("dana");
    }
}
