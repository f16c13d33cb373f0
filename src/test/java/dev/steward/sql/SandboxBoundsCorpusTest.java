package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.project.Project;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 19's own corpus (src/test/resources/sql/hostile-issue19.sql): function allowlist, size bounds, statement
 * terminators and resource exhaustion. Refused cases must be refused with their reason before DuckDB plans them;
 * bounded cases must end (capped rows, or an error, timeout or out-of-memory) and leave the sandbox answering.
 * A small memory limit keeps the exhaustion cases quick; the hang guard is far above the 5 s query timeout
 * (docs/reliability.md has the figures under the default limits).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxBoundsCorpusTest {
    private static final QueryLimits LIMITS = new QueryLimits(100, Duration.ofSeconds(5));
    private static final Duration HANG_GUARD = Duration.ofSeconds(120);
    private Project project;
    private Sandbox sandbox;
    private SqlExecutor executor;
    private Map<String, String> placeholders = Map.of();

    @BeforeAll
    void openSandbox(@TempDir Path tmp) throws Exception {
        project = ProjectFixture.create(tmp.resolve("shop"));
        Path silver = project.silverDir().orElseThrow();
        Path notes = Files.writeString(silver.resolve("notes.csv"), "secret,line\n");
        placeholders = Map.of("SILVER", silver.toString(), "NOTES", notes.toString());
        sandbox = Sandbox.open(project, tmp.resolve("duck-tmp"), new SandboxLimits("300MB", "300MB"));
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    void closeSandbox() {
        sandbox.close();
    }

    Stream<SqlCorpus> refused() throws Exception {
        return SqlCorpus.load("/sql/hostile-issue19.sql", placeholders).stream().filter(c -> !c.bounded());
    }

    Stream<SqlCorpus> bounded() throws Exception {
        return SqlCorpus.load("/sql/hostile-issue19.sql", placeholders).stream().filter(SqlCorpus::bounded);
    }

    @ParameterizedTest(name = "refused: {0}")
    @MethodSource("refused")
    void refusedByTheGateWithItsReason(SqlCorpus hostile) {
        Throwable thrown = assertTimeoutPreemptively(HANG_GUARD, () -> catchThrowable(() -> executor.execute(
                hostile.sql(), LIMITS)));

        assertThat(thrown).as(hostile.sql()).isInstanceOf(GateRejection.class);
        GateRejection rejection = (GateRejection) thrown;
        assertThat(rejection.reason()).as(rejection.getMessage()).isEqualTo(hostile.expected());
        assertThat(rejection.getMessage()).hasSizeGreaterThan(20).doesNotContain("secret,line", "null");
    }

    @ParameterizedTest(name = "bounded: {0}")
    @MethodSource("bounded")
    void endsWithinTheLimitsAndTheSandboxStillAnswers(SqlCorpus hostile) {
        Object outcome = assertTimeoutPreemptively(HANG_GUARD, () -> {
            try {
                return executor.execute(hostile.sql(), LIMITS);
            } catch (QueryFailedException | GateRejection stopped) {
                return stopped;
            }
        });

        if (outcome instanceof QueryResult result) {
            assertThat(result.rowCount()).as(hostile.sql()).isLessThanOrEqualTo(LIMITS.maxRows());
        } else {
            assertThat(((RuntimeException) outcome).getMessage()).as(hostile.sql()).isNotBlank()
                    .doesNotContain("secret,line");
        }
        assertThat(executor.execute("SELECT count(*) FROM orders", LIMITS).rows()).containsExactly(List.of(6L));
    }

    @Test
    void theCorpusHasSixtyNewStatementsAndNothingWasWritten() throws Exception {
        assertThat(refused().count() + bounded().count()).isGreaterThanOrEqualTo(60);
        try (Stream<Path> files = Files.list(project.silverDir().orElseThrow())) {
            assertThat(files.map(p -> p.getFileName().toString()).toList())
                    .containsExactlyInAnyOrder("orders.parquet", "customers.parquet", "notes.csv");
        }
    }
}
