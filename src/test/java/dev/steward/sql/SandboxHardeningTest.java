package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.steward.project.Project;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 19's sandbox findings 1, 3, 4 and 5, each as the attack that worked before the fix. */
class SandboxHardeningTest {
    private static final QueryLimits TEN_ROWS = new QueryLimits(10, Duration.ofSeconds(60));

    @TempDir
    Path tmp;

    /** Finding 1: json_serialize_plan ran read_csv's sniffer on a file beside the tables and echoed its lines. */
    @Test
    void jsonSerializePlanCannotSniffAFileBesideTheTables() throws Exception {
        Project project = ProjectFixture.create(tmp.resolve("shop"));
        Path notes = Files.writeString(project.silverDir().orElseThrow().resolve("notes.csv"), "secret,line\n");
        try (Sandbox sandbox = Sandbox.open(project, tmp.resolve("duck"))) {
            GateRejection refused = catchThrowableOfType(GateRejection.class, () -> new SqlExecutor(sandbox).execute(
                    "SELECT json_serialize_plan('SELECT * FROM read_csv(''" + notes + "'')')", TEN_ROWS));

            assertThat(refused.reason()).isEqualTo(RejectionReason.FUNCTION_NOT_ALLOWED);
            assertThat(refused.getMessage()).contains("json_serialize_plan").doesNotContain("secret,line");
        }
    }

    /** Finding 1: the files are allowed at their real paths, so a data folder the user symlinked still works. */
    @Test
    void aSymlinkedDataFolderStillAnswersAndNothingElseInItIsReadable() throws Exception {
        Project made = ProjectFixture.create(tmp.resolve("made"));
        Path shop = Files.createDirectories(tmp.resolve("shop"));
        Files.createSymbolicLink(shop.resolve("data"), made.root().resolve("data"));
        Path notes = Files.writeString(made.root().resolve("data/silver/notes.csv"), "secret,line\n");
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.open(shop), tmp.resolve("duck"))) {
            assertThat(new SqlExecutor(sandbox).execute("SELECT count(*) FROM orders", TEN_ROWS).rows())
                    .containsExactly(List.of(6L));
            try (var connection = sandbox.connect(); var statement = connection.createStatement()) {
                Exception denied = catchThrowableOfType(Exception.class, () -> statement.executeQuery(
                        "SELECT * FROM read_csv('" + notes.toRealPath() + "')"));
                assertThat(denied).hasMessageContaining("Permission Error");
            }
        }
    }

    /** Finding 1: a trusted function is a visible decision in a project file; [never] functions stay refused. */
    @Test
    void aProjectTrustsAFunctionOnlyThroughItsTrustedFunctionsFile() throws Exception {
        Project project = ProjectFixture.create(tmp.resolve("shop"));
        Files.writeString(TrustedFunctions.fileOf(project), "current_database\tana\tour reports show it\n"
                + "current_setting\tmallory\twants paths\n");
        try (Sandbox sandbox = Sandbox.open(project, tmp.resolve("duck"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);

            assertThat(executor.execute("SELECT current_database()", TEN_ROWS).rows()).containsExactly(
                    List.of("memory"));
            assertThat(catchThrowableOfType(GateRejection.class, () -> executor.execute(
                    "SELECT current_setting('temp_directory')", TEN_ROWS)).reason())
                    .isEqualTo(RejectionReason.FUNCTION_NOT_ALLOWED);
            assertThat(sandbox.functions().projectAdded()).containsExactly("current_database", "current_setting");
        }
    }

    /**
     * Finding 3: after DuckDB invalidated its database every later query was refused as NOT_A_SELECT. A broken
     * database is now detected and replaced, and the next query runs.
     */
    @Test
    void aBrokenDatabaseIsReopenedAndTheNextQueryRuns() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            SandboxBreaker.breakDatabase(sandbox);

            assertThat(executor.execute("SELECT count(*) FROM orders", TEN_ROWS).rows()).containsExactly(
                    List.of(6L));
            SandboxBreaker.breakDatabase(sandbox);
            assertThat(new SqlGate(sandbox).check("SELECT id FROM orders").sql()).isEqualTo("SELECT id FROM orders");
            assertThat(sandbox.reopenCount()).isEqualTo(2);
            assertThat(sandbox.relations().allows("", "", "orders")).isTrue();
        }
    }

    /**
     * Finding 3: the string-doubling recursive CTE that ended in an INTERNAL error (7 GB, 171 s, database
     * invalidated) now stops at the sandbox's memory limit with a clear error, and the sandbox still answers.
     */
    @Test
    void theStringDoublingCteStopsAtTheMemoryLimitAndTheSandboxStillAnswers() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"),
                new SandboxLimits("256MB", "256MB"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            QueryFailedException failed = catchThrowableOfType(QueryFailedException.class, () -> executor.execute(
                    "WITH RECURSIVE t(s) AS (SELECT 'x' UNION ALL SELECT s || s FROM t WHERE length(s) < 10000000000) "
                            + "SELECT max(length(s)) FROM t", TEN_ROWS));

            assertThat(failed.kind()).isIn(QueryFailedException.Kind.ERROR, QueryFailedException.Kind.ENGINE_FAILURE);
            assertThat(failed.getMessage()).containsAnyOf("Out of Memory", "restarted");
            assertThat(executor.execute("SELECT count(*) FROM orders", TEN_ROWS).rows()).containsExactly(
                    List.of(6L));
        }
    }

    /** Finding 5: "; --" made the LIMIT wrapper fail and the executor ran the bare statement, computing it all. */
    @Test
    void aTrailingTerminatorAndCommentNoLongerLiftTheRowCap() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            String pastTheCap = "SELECT CASE WHEN range < 30000000 THEN range ELSE error('computed past the row cap') "
                    + "END AS n FROM range(1000000000)";
            for (String tail : List.of("; --", ";-- done", "; /* done */", ";;", ";\n-- the end\n")) {
                QueryResult capped = executor.execute(pastTheCap + tail, TEN_ROWS);

                assertThat(capped.rowCount()).as(tail).isEqualTo(10);
                assertThat(capped.truncated()).as(tail).isTrue();
            }
            assertThat(new SqlGate(sandbox).check("SELECT 1; -- done").sql()).isEqualTo("SELECT 1");
        }
    }

    /**
     * Finding 4: DuckDB folds constants while it plans, before any watchdog and beyond interrupt
     * (list_reduce(range(20000000), ...) ran 211 s under a 1 s timeout). Such values are refused before planning.
     */
    @Test
    void constantsTooBigToFoldAreRefusedBeforeDuckDbPlansThem() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            QueryLimits oneSecond = new QueryLimits(10, Duration.ofSeconds(1));
            for (String sql : List.of("SELECT list_reduce(range(20000000), lambda a, b: a + b)",
                    "SELECT length(repeat('x', 1500000000))")) {
                GateRejection refused = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                        Duration.ofSeconds(120), () -> catchThrowableOfType(GateRejection.class,
                                () -> executor.execute(sql, oneSecond)));

                assertThat(refused.reason()).as(sql).isEqualTo(RejectionReason.UNBOUNDED_SIZE);
            }
            assertThat(executor.execute("SELECT list_reduce(range(1000), lambda a, b: a + b), repeat('ab', 3)",
                    oneSecond).rows()).containsExactly(List.of(499500L, "ababab"));
        }
    }

    /** Finding 4: the timeout and Cancel cover the gate's calls too: a cancel before the question stops it there. */
    @Test
    void aCancelBeforeTheQuestionStopsTheGatesOwnCalls() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"))) {
            QueryCancellation cancelled = new QueryCancellation();
            cancelled.cancel();

            QueryFailedException stopped = catchThrowableOfType(QueryFailedException.class,
                    () -> new SqlGate(sandbox).check("SELECT count(*) FROM orders", TEN_ROWS, cancelled));

            assertThat(stopped.kind()).isEqualTo(QueryFailedException.Kind.CANCELLED);
        }
    }
}
