package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's harvest and review cases, plus SQL-level de-duplication and candidates without SQL. */
class ExampleHarvestTest {
    private static final String EXISTING = "{\"question\":\"How many orders?\",\"sql\":\"SELECT COUNT(*) AS n FROM "
            + "orders\",\"verified\":true,\"templated\":false,\"params\":null}";
    @TempDir
    Path tmp;
    private Path synthetic;
    private Path harvested;
    private CurationLog log;
    private ExampleHarvest harvest;

    @BeforeEach
    void setUp() throws IOException {
        synthetic = ExamplesFixture.write(tmp.resolve("examples/synthetic.jsonl"), EXISTING);
        harvested = tmp.resolve("examples/harvested.jsonl");
        AtomicFiles files = new AtomicFiles();
        log = ExamplesFixture.log(tmp, files);
        harvest = new ExampleHarvest(synthetic, harvested, files, log, "dana");
    }

    private static String candidate(String question, String sql, String status) {
        return "{\"question\": \"" + question + "\", \"sql\": \"" + sql + "\", \"result_shape\": {\"rows\": 1, "
                + "\"columns\": [\"n\"]}, \"status\": \"" + status + "\"}";
    }

    private List<Example> examples() {
        return new SyntheticExamplesReader().read(synthetic);
    }

    @Test
    void candidatesBecomeUnverifiedExamplesAfterTheExistingRows() throws IOException {
        ExamplesFixture.write(harvested, candidate("Orders per day?", "SELECT d, COUNT(*) FROM orders GROUP BY d",
                "candidate"));

        HarvestResult result = harvest.harvest();

        assertThat(result.promoted()).extracting(Example::question).containsExactly("Orders per day?");
        assertThat(examples()).extracting(Example::question, Example::verified, Example::source).containsExactly(
                org.assertj.core.groups.Tuple.tuple("How many orders?", true, null),
                org.assertj.core.groups.Tuple.tuple("Orders per day?", false, ExampleSource.HARVESTED));
        assertThat(Files.readAllLines(synthetic).get(0)).isEqualTo(EXISTING);
        assertThat(Files.readString(harvested)).contains("\"status\": \"harvested\"").doesNotContain("candidate");
        assertThat(log.entries().entries()).extracting(CurationEntry::action).containsExactly(CurationAction.ADD);
        OmConformance.assertConforms(tmp);
    }

    @Test
    void anOldCandidateWithStewardsKeysInLineIsMarkedInOpenmedallionsShapeAndKeepsWhoAndWhen() throws IOException {
        String old = "{\"question\": \"Q?\", \"sql\": \"SELECT 5\", \"result_shape\": {\"rows\": 1, \"columns\": []}, "
                + "\"status\": \"candidate\", \"ts\": \"2026-01-02T03:04:05Z\", \"user\": \"ann\", \"turn_id\": \"t1\"}";
        ExamplesFixture.write(harvested, old);

        harvest.harvest();

        assertThat(Files.readAllLines(harvested)).containsExactly("{\"question\": \"Q?\", \"sql\": \"SELECT 5\", "
                + "\"result_shape\": {\"rows\": 1, \"columns\": []}, \"status\": \"harvested\"}");
        HarvestedCandidate read = new ReviewLogReader().readHarvested(harvested).rows().get(0);
        assertThat(List.of(read.ts(), read.user(), read.turnId())).containsExactly("2026-01-02T03:04:05Z", "ann", "t1");
        OmConformance.assertConforms(tmp);
    }

    @Test
    void aSecondRunPromotesNothingAndChangesNothing() throws IOException {
        ExamplesFixture.write(harvested, candidate("Orders per day?", "SELECT 1", "candidate"));
        harvest.harvest();
        byte[] examplesBefore = Files.readAllBytes(synthetic);
        byte[] harvestedBefore = Files.readAllBytes(harvested);

        assertThat(harvest.harvest().promoted()).isEmpty();
        assertThat(Files.readAllBytes(synthetic)).isEqualTo(examplesBefore);
        assertThat(Files.readAllBytes(harvested)).isEqualTo(harvestedBefore);
    }

    @Test
    void aCandidateAlreadyKnownIsSkippedButMarkedBySameHashOrSameNormalisedSql() throws IOException {
        ExamplesFixture.write(harvested,
                candidate("How many orders?", "SELECT COUNT(*) AS n FROM orders", "candidate"),
                candidate("Count the orders", "select count(*) as n\\n  from ORDERS;", "candidate"),
                candidate("Count the orders", "select count(*) as n from orders -- again", "candidate"));

        HarvestResult result = harvest.harvest();

        assertThat(result.promoted()).isEmpty();
        assertThat(result.duplicates()).isEqualTo(3);
        assertThat(examples()).hasSize(1);
        assertThat(Files.readString(harvested)).doesNotContain("candidate");
    }

    @Test
    void duplicatesWithinOneBatchArePromotedOnce() throws IOException {
        ExamplesFixture.write(harvested, candidate("A?", "SELECT 1", "candidate"),
                candidate("A?", "SELECT 1", "candidate"));
        assertThat(harvest.harvest().promoted()).hasSize(1);
        assertThat(examples()).hasSize(2);
    }

    @Test
    void mixedRowsOnlyCandidatesArePromotedAndHarvestedLinesKeepTheirBytes() throws IOException {
        String done = candidate("Old?", "SELECT 0", "harvested");
        ExamplesFixture.write(harvested, done, candidate("New?", "SELECT 2", "candidate"));

        assertThat(harvest.harvest().promoted()).extracting(Example::question).containsExactly("New?");
        assertThat(Files.readAllLines(harvested).get(0)).isEqualTo(done);
    }

    @Test
    void aCandidateWithoutSqlCannotBecomeAnExample() throws IOException {
        ExamplesFixture.write(harvested, candidate("What tables exist?", "", "candidate"));
        HarvestResult result = harvest.harvest();
        assertThat(result.promoted()).isEmpty();
        assertThat(result.withoutSql()).isEqualTo(1);
        assertThat(examples()).hasSize(1);
    }

    @Test
    void noHarvestedFileMeansNothingAndNoFileIsCreated() {
        assertThat(harvest.harvest().promoted()).isEmpty();
        assertThat(harvested).doesNotExist();
    }

    @Test
    void anUnreadableLineIsReportedAndKept() throws IOException {
        ExamplesFixture.write(harvested, "{\"question\": \"torn", candidate("New?", "SELECT 2", "candidate"));
        HarvestResult result = harvest.harvest();
        assertThat(result.problems()).hasSize(1);
        assertThat(Files.readAllLines(harvested).get(0)).isEqualTo("{\"question\": \"torn");
        assertThat(result.promoted()).hasSize(1);
    }

    @Test
    void failuresAreListedInOrderAndReadOnly() throws IOException {
        Path failures = ExamplesFixture.write(tmp.resolve("examples/failures.jsonl"),
                "{\"question\":\"a\",\"sql\":\"SELECT x\",\"status\":\"failed\",\"error\":\"Binder Error\"}",
                "{\"question\":\"b\",\"sql\":\"\",\"status\":\"failed\"}");
        byte[] before = Files.readAllBytes(failures);
        LoggedRows<FailureRecord> rows = new ReviewLogReader().readFailures(failures);
        assertThat(rows.rows()).extracting(FailureRecord::question).containsExactly("a", "b");
        assertThat(rows.rows().get(0).error()).isEqualTo("Binder Error");
        assertThat(Files.readAllBytes(failures)).isEqualTo(before);
        assertThat(new ReviewLogReader().readFailures(tmp.resolve("none.jsonl")).rows()).isEmpty();
    }
}
