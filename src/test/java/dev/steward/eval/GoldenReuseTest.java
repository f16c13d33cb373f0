package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 22: a golden's result is reused across runs only while the project's data fingerprint (every Parquet file's
 * path, size, modification time and footer hash) is unchanged. On a copy of the sample with its real sandbox; the
 * route answers each question with its golden SQL (no LLM: only the goldens are under test). The counts are
 * {@link GoldenResults}' own: how many goldens ran, how many were reused.
 */
class GoldenReuseTest {
    private static final String REVENUE_2024 = "What was total closed-won revenue in 2024?";
    private static final QueryLimits LIMITS = new QueryLimits(EvalSettings.DEFAULT_MAX_ROWS, Duration.ofSeconds(30));
    @TempDir
    Path tmp;

    @Test
    void unchangedDataReusesEveryGoldenAndARewrittenParquetFileRunsThemAgainAndFlagsTheChangedGolden()
            throws Exception {
        Path root = ImpactPreviewTest.copySample(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(root);
        List<EvalCase> cases = EvalCases.forExamples(new SyntheticExamplesReader().read(
                project.syntheticExamplesFile()), EvalSettings.defaults(false, "m", "u"));
        GoldenResults goldens = new GoldenResults();
        ProjectEvaluation evaluation = new ProjectEvaluation(new EvalRunStore(new AtomicFiles()), Clock.systemUTC());
        try (Sandbox sandbox = Sandbox.open(project, tmp.resolve("duck"))) {
            EvalRun first = run(evaluation, project, sandbox, cases, goldens);
            assertThat(first.results()).allMatch(r -> r.reason() == ReasonCode.MATCH && !r.goldenChanged());
            assertThat(goldens.executed()).isEqualTo(cases.size());

            Thread.sleep(1100); // a later run id (the store names runs by the second)
            EvalRun second = run(evaluation, project, sandbox, cases, goldens);
            assertThat(goldens.executed()).as("no golden ran a second time").isEqualTo(cases.size());
            assertThat(goldens.reused()).isEqualTo(cases.size());
            assertThat(second.results()).allMatch(r -> r.reason() == ReasonCode.MATCH && !r.goldenChanged());
            assertThat(second.results()).extracting(ExampleResult::goldenFingerprint)
                    .isEqualTo(first.results().stream().map(ExampleResult::goldenFingerprint).toList());

            rewriteWithDoubledAmounts(project.silverDir().orElseThrow().resolve("transactions.parquet"));
            Thread.sleep(1100);
            EvalRun third = run(evaluation, project, sandbox, cases, goldens);
            assertThat(goldens.executed()).as("the changed fingerprint dropped every kept golden")
                    .isEqualTo(2 * cases.size());
            assertThat(goldens.reused()).isEqualTo(cases.size());
            assertThat(third.results()).filteredOn(r -> r.question().equals(REVENUE_2024)).singleElement()
                    .satisfies(r -> assertThat(r.goldenChanged()).isTrue());
            assertThat(third.results()).filteredOn(r -> !r.goldenSql().contains("transactions"))
                    .isNotEmpty().noneMatch(ExampleResult::goldenChanged);
        }
    }

    @Test
    void theFingerprintSeesARewriteThatKeepsTheNameAndTheModificationTime() throws Exception {
        Path root = ImpactPreviewTest.copySample(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(root);
        DataFingerprint before = DataFingerprint.of(project);
        assertThat(before.files()).hasSize(project.tables().size()).containsKey("transactions")
                .containsKey("gold.rep_leaderboard");
        assertThat(DataFingerprint.of(project)).isEqualTo(before);

        rewriteWithDoubledAmounts(project.silverDir().orElseThrow().resolve("transactions.parquet"));

        DataFingerprint after = DataFingerprint.of(project);
        assertThat(after).isNotEqualTo(before);
        Map<String, String> changed = new HashMap<>(after.files());
        changed.entrySet().removeIf(e -> e.getValue().equals(before.files().get(e.getKey())));
        assertThat(changed).containsOnlyKeys("transactions");
    }

    private static EvalRun run(ProjectEvaluation evaluation, Project project, Sandbox sandbox, List<EvalCase> cases,
                               GoldenResults goldens) {
        Map<String, String> goldenById = new HashMap<>();
        cases.forEach(c -> goldenById.put(c.exampleId(), c.goldenSql()));
        AnswerSource golden = (question, heldOut, useTemplates, cancellation) ->
                GeneratedAnswer.rows(goldenById.get(heldOut), null, 0, null);
        EvalRunner runner = new EvalRunner(new SqlExecutor(sandbox), golden, LIMITS, ApprovedKnowledge.none(),
                goldens.forData(DataFingerprint.of(project)));
        return evaluation.evaluateAndStore(project, cases, runner, EvalSettings.defaults(false, "m", "u"),
                EvalProgress.NONE, new EvalCancellation()).run();
    }

    /** Rewrites the file in place (same name) with every amount doubled, and puts its modification time back. */
    static void rewriteWithDoubledAmounts(Path parquet) throws Exception {
        FileTime modified = Files.getLastModifiedTime(parquet);
        Path rewritten = parquet.resolveSibling("rewritten.tmp");
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = duck.createStatement()) {
            statement.execute("COPY (SELECT * REPLACE (amount * 2 AS amount) FROM read_parquet('" + parquet
                    + "')) TO '" + rewritten + "' (FORMAT PARQUET)");
        }
        Files.move(rewritten, parquet, StandardCopyOption.REPLACE_EXISTING);
        Files.setLastModifiedTime(parquet, modified);
    }
}
