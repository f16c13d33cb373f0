package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.steward.project.Project;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Acceptance: every hostile statement is refused with the expected reason, every legitimate one runs. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SqlGateCorpusTest {
    private Project project;
    private Sandbox sandbox;
    private SqlExecutor executor;
    private Map<String, String> placeholders;

    @BeforeAll
    void openSandbox(@TempDir Path tmp) throws Exception {
        project = ProjectFixture.create(tmp.resolve("shop"));
        Path outside = tmp.resolve("outside.parquet");
        ProjectFixture.writeParquet(outside, "SELECT 'secret' AS s");
        placeholders = Map.of("SILVER", project.silverDir().orElseThrow().toString(), "OUTSIDE", outside.toString());
        sandbox = Sandbox.open(project, tmp.resolve("duck-tmp"));
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    void closeSandbox() {
        sandbox.close();
    }

    Stream<SqlCorpus> hostile() throws Exception {
        return SqlCorpus.load("/sql/hostile.sql", placeholders()).stream();
    }

    Stream<SqlCorpus> hostileSlips() throws Exception {
        return SqlCorpus.load("/sql/hostile-slips.sql", placeholders()).stream();
    }

    Stream<SqlCorpus> legitimate() throws Exception {
        return SqlCorpus.load("/sql/legitimate.sql", Map.of()).stream();
    }

    @ParameterizedTest(name = "refused: {0}")
    @MethodSource("hostile")
    void hostileStatementIsRefusedWithItsReason(SqlCorpus hostile) {
        GateRejection rejection = catchThrowableOfType(GateRejection.class,
                () -> executor.execute(hostile.sql(), QueryLimits.defaults()));

        assertThat(rejection).as(hostile.sql()).isNotNull();
        assertThat(rejection.reason()).as(rejection.getMessage()).isEqualTo(hostile.expected());
        assertThat(rejection.getMessage()).hasSizeGreaterThan(20).doesNotContain("null");
        assertThat(rejection.hint()).isPresent();
    }

    /** Issue 25: extraction and dialect repair in front of the gate never turn a refused statement into a run. */
    @ParameterizedTest(name = "still refused after repair: {0}")
    @MethodSource("hostile")
    void hostileStatementIsRefusedWithItsReasonAfterExtractionAndRepair(SqlCorpus hostile) {
        GateRejection rejection = catchThrowableOfType(GateRejection.class,
                () -> new ReplyGate(sandbox).accept(hostile.sql()));

        assertThat(rejection).as(hostile.sql()).isNotNull();
        assertThat(rejection.reason()).as(rejection.getMessage()).isEqualTo(hostile.expected());
    }

    @ParameterizedTest(name = "refused after repair: {0}")
    @MethodSource("hostileSlips")
    void hostileStatementDressedAsADialectSlipIsRefusedAfterRepair(SqlCorpus hostile) {
        GateRejection repaired = catchThrowableOfType(GateRejection.class,
                () -> new ReplyGate(sandbox).accept(hostile.sql()));
        GateRejection bare = catchThrowableOfType(GateRejection.class,
                () -> executor.execute(hostile.sql(), QueryLimits.defaults()));

        assertThat(repaired).as(hostile.sql()).isNotNull();
        assertThat(repaired.reason()).as(repaired.getMessage()).isEqualTo(hostile.expected());
        assertThat(bare).as("the gate alone refuses it too").isNotNull();
    }

    @ParameterizedTest(name = "runs: {0}")
    @MethodSource("legitimate")
    void legitimateQueryPassesTheGateAndRuns(SqlCorpus legitimate) {
        QueryResult result = executor.execute(legitimate.sql(), QueryLimits.defaults());

        assertThat(result.columns()).isNotEmpty();
        assertThat(result.rows()).isNotEmpty();
    }

    @Test
    void corpusIsBigEnoughAndNothingHostileTouchedTheDisk() throws Exception {
        assertThat(hostile().count()).isGreaterThanOrEqualTo(40);
        assertThat(legitimate().count()).isGreaterThanOrEqualTo(20);
        try (Stream<Path> files = Files.list(project.silverDir().orElseThrow())) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrder("orders.parquet", "customers.parquet");
        }
        assertThat(Path.of("/tmp/stolen.csv")).doesNotExist();
        assertThat(Path.of("/tmp/export")).doesNotExist();
        assertThat(Path.of("/tmp/stolen-slip.csv")).doesNotExist();
        assertThat(hostileSlips().count()).isGreaterThanOrEqualTo(12);
    }

    private Map<String, String> placeholders() {
        return placeholders == null ? Map.of() : placeholders;
    }

}
