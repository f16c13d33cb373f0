package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SqlExecutorTest {
    /** Far more work than any test machine finishes before the timeout or the cancel. */
    private static final String ENDLESS =
            "SELECT count(*) FROM range(1000000000) a, range(1000000) b WHERE a.range + b.range = 7";

    private Sandbox sandbox;
    private SqlExecutor executor;

    @BeforeAll
    void open(@TempDir Path tmp) throws Exception {
        sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck-tmp"));
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    void close() {
        sandbox.close();
    }

    @Test
    void timeoutInterruptsTheQueryAndTheSandboxStillAnswers() {
        QueryFailedException failure = catchThrowableOfType(QueryFailedException.class,
                () -> executor.execute(ENDLESS, new QueryLimits(10, Duration.ofMillis(300))));

        assertThat(failure.kind()).isEqualTo(QueryFailedException.Kind.TIMEOUT);
        assertThat(failure.getMessage()).contains("stopped after 300 ms");
        assertThat(executor.execute("SELECT count(*) FROM orders", QueryLimits.defaults()).rows())
                .containsExactly(List.of(6L));
    }

    @Test
    void aTimeoutStopsOnlyItsOwnQueryNotTheCallersSharedToken() {
        QueryCancellation sharedByARun = new QueryCancellation();
        QueryFailedException failure = catchThrowableOfType(QueryFailedException.class, () -> executor.execute(
                ENDLESS, List.of(), new QueryLimits(10, Duration.ofMillis(300)), sharedByARun));

        assertThat(failure.kind()).isEqualTo(QueryFailedException.Kind.TIMEOUT);
        assertThat(sharedByARun.isCancelled()).isFalse();
        assertThat(executor.execute("SELECT count(*) FROM orders", List.of(), QueryLimits.defaults(), sharedByARun)
                .rows()).containsExactly(List.of(6L));
    }

    @Test
    void cancelFromAnotherThreadStopsTheQuery() throws Exception {
        QueryCancellation cancellation = new QueryCancellation();
        CompletableFuture<Throwable> running = CompletableFuture.supplyAsync(() -> catchThrowableOfType(
                QueryFailedException.class, () -> executor.execute(ENDLESS, List.of(),
                        new QueryLimits(10, Duration.ofMinutes(10)), cancellation)));
        Thread.sleep(300);
        cancellation.cancel();

        QueryFailedException failure = (QueryFailedException) running.get(60, TimeUnit.SECONDS);
        assertThat(failure.kind()).isEqualTo(QueryFailedException.Kind.CANCELLED);
        assertThat(executor.execute("SELECT 1", QueryLimits.defaults()).rows()).containsExactly(List.of(1));
    }

    @Test
    void rowCapKeepsTheFirstRowsAndSaysTheResultWasTruncated() {
        QueryResult capped = executor.execute("SELECT * FROM range(2500)", new QueryLimits(1000, Duration.ofSeconds(30)));
        QueryResult exact = executor.execute("SELECT * FROM range(1000)", new QueryLimits(1000, Duration.ofSeconds(30)));

        assertThat(capped.rowCount()).isEqualTo(1000);
        assertThat(capped.truncated()).isTrue();
        assertThat(capped.rows().get(999)).containsExactly(999L);
        assertThat(exact.rowCount()).isEqualTo(1000);
        assertThat(exact.truncated()).isFalse();
    }

    @Test
    void rowCapStopsDuckDbFromComputingTheRestOfTheResult() {
        QueryResult capped = executor.execute("SELECT CASE WHEN range < 30000000 THEN range "
                + "ELSE error('computed past the row cap') END AS n FROM range(1000000000)",
                new QueryLimits(10, Duration.ofSeconds(60)));

        assertThat(capped.rowCount()).isEqualTo(10);
        assertThat(capped.truncated()).isTrue();
    }

    @Test
    void orderAndTrailingCommentsSurviveTheCap() {
        QueryResult top = executor.execute("SELECT id FROM orders ORDER BY amount DESC -- biggest first",
                new QueryLimits(2, Duration.ofSeconds(30)));

        assertThat(top.rows()).containsExactly(List.of(5L), List.of(4L));
        assertThat(top.truncated()).isTrue();
    }

    @Test
    void valuesComeBackTypedForTheUi() {
        QueryResult result = executor.execute("SELECT amount, order_date, TIMESTAMP '2024-05-06 07:08:09' AS ts, "
                + "[1, 2] AS l, {'a': 1, 'b': 'x'} AS s, '6f1c2a3e-0000-4000-8000-000000000001'::UUID AS u, "
                + "123456789012345678901234::HUGEINT AS h, NULL::INTEGER AS n, 'ab'::BLOB AS b, "
                + "INTERVAL 3 DAY AS i FROM orders WHERE id = 2", QueryLimits.defaults());

        assertThat(result.columns()).extracting(ResultColumn::type).containsExactly("DECIMAL(18,2)", "DATE",
                "TIMESTAMP", "INTEGER[]", "STRUCT(a INTEGER, b VARCHAR)", "UUID", "HUGEINT", "INTEGER", "BLOB",
                "INTERVAL");
        List<Object> row = result.rows().get(0);
        assertThat(row.get(0)).isEqualTo(new BigDecimal("20.50"));
        assertThat(row.get(1)).isEqualTo(LocalDate.of(2024, 1, 3));
        assertThat(row.get(2)).isEqualTo(LocalDateTime.of(2024, 5, 6, 7, 8, 9));
        assertThat(row.get(3)).isEqualTo(List.of(1, 2));
        assertThat(row.get(4)).isEqualTo(Map.of("a", 1, "b", "x"));
        assertThat(row.get(5)).isEqualTo(UUID.fromString("6f1c2a3e-0000-4000-8000-000000000001"));
        assertThat(row.get(6)).isEqualTo(new BigInteger("123456789012345678901234"));
        assertThat(row.get(7)).isNull();
        assertThat(row.get(8)).isEqualTo("\\x6162");
        assertThat(row.get(9)).isEqualTo("3 days");
    }

    @Test
    void parametersAreBoundNotSpliced() {
        String sql = "SELECT id FROM orders WHERE region = ? AND amount > ? ORDER BY id";

        QueryResult north = executor.execute(sql, List.of("North", new BigDecimal("5")), QueryLimits.defaults());
        QueryResult injected = executor.execute(sql, List.of("North' OR 1=1 --", 0), QueryLimits.defaults());

        assertThat(north.rows()).containsExactly(List.of(1L), List.of(2L));
        assertThat(injected.rows()).isEmpty();
    }

    @Test
    void parametersDoNotOpenAWayPastTheGate() {
        GateRejection rejection = catchThrowableOfType(GateRejection.class, () -> executor.execute(
                "SELECT * FROM read_csv(?)", List.of("/etc/passwd"), QueryLimits.defaults()));

        assertThat(rejection.reason()).isEqualTo(RejectionReason.TABLE_FUNCTION_NOT_ALLOWED);
    }

    @Test
    void binderErrorsCarryDuckDbsOwnTextWithTheCaret() {
        GateRejection rejection = catchThrowableOfType(GateRejection.class,
                () -> executor.execute("SELECT amout FROM orders", QueryLimits.defaults()));

        assertThat(rejection.reason()).isEqualTo(RejectionReason.BINDER_ERROR);
        assertThat(rejection.engineError()).get().asString().contains("Binder Error", "amout", "amount", "^");
        assertThat(rejection.getMessage()).startsWith("DuckDB cannot run this query: Binder Error");
    }

    @Test
    void unknownTableMessageListsTheTablesThatExist() {
        GateRejection rejection = catchThrowableOfType(GateRejection.class,
                () -> executor.execute("SELECT * FROM order_lines", QueryLimits.defaults()));

        assertThat(rejection.getMessage()).contains("'order_lines' is not one of the project's tables",
                "Tables: customers, orders, gold.revenue.");
    }

    @Test
    void parseErrorsSayWhereDuckDbStopped() {
        GateRejection rejection = catchThrowableOfType(GateRejection.class,
                () -> executor.execute("SELECT FROM WHERE", QueryLimits.defaults()));

        assertThat(rejection.reason()).isEqualTo(RejectionReason.PARSE_ERROR);
        assertThat(rejection.engineError()).get().asString().startsWith("Parser Error: syntax error");
    }

    @Test
    void runtimeErrorsAreReportedVerbatim() {
        QueryFailedException failure = catchThrowableOfType(QueryFailedException.class,
                () -> executor.execute("SELECT CAST(stage AS INTEGER) FROM orders", QueryLimits.defaults()));

        assertThat(failure.kind()).isEqualTo(QueryFailedException.Kind.ERROR);
        assertThat(failure.getMessage()).contains("Conversion Error");
    }
}
