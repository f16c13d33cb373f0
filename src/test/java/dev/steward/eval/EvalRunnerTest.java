package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SandboxBreaker;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner over the sample project's verified examples, with scripted answer sources standing in for routes. */
class EvalRunnerTest {
    private static final QueryLimits LIMITS = new QueryLimits(10_000, Duration.ofSeconds(20));
    @TempDir
    static Path tmp;
    private static SampleSandbox sample;
    private static List<EvalCase> cases;

    @BeforeAll
    static void open() {
        sample = new SampleSandbox(tmp.resolve("duck"));
        List<Example> examples = new SyntheticExamplesReader()
                .read(SampleSandbox.SAMPLE.resolve("examples/synthetic.jsonl"));
        cases = EvalCases.forExamples(examples, EvalSettings.defaults(false, "m", "u"));
    }

    @AfterAll
    static void close() {
        sample.close();
    }

    /** Answers every question with the SQL {@code sqlFor} gives for its golden SQL. */
    private static AnswerSource answering(Function<String, GeneratedAnswer> byGolden) {
        Map<String, String> goldenById = new java.util.HashMap<>();
        cases.forEach(c -> goldenById.put(c.exampleId(), c.goldenSql()));
        return (question, heldOut, useTemplates, cancellation) -> byGolden.apply(goldenById.get(heldOut));
    }

    private static GeneratedAnswer sql(String sql) {
        return GeneratedAnswer.rows(sql, null, 1, null);
    }

    private List<ExampleResult> run(List<EvalCase> evalCases, AnswerSource answers) {
        return new EvalRunner(sample.executor(), answers, LIMITS).run(evalCases, EvalProgress.NONE,
                new EvalCancellation());
    }

    @Test
    void onlyVerifiedNonTemplateExamplesAreEvaluatedChangedFromOpenmedallionWhichAlsoRanTemplates() {
        assertThat(cases).hasSize(20).allMatch(c -> c.route() == EvalCase.Route.PIPELINE);
        assertThat(cases).noneMatch(c -> c.goldenSql().contains("{"));
    }

    @Test
    void noExamplesIsNothingToEvaluate() {
        List<ExampleResult> results = run(EvalCases.forExamples(List.of(), EvalSettings.defaults(false, "m", "u")),
                answering(EvalRunnerTest::sql));
        assertThat(results).isEmpty();
        EvalRun run = new EvalRun("id", "t0", "t1", false, EvalSettings.defaults(false, "m", "u"), Map.of(), results,
                EvalSummary.of(results));
        assertThat(new EvalRunText().summary(run)).startsWith("Nothing to evaluate");
    }

    @Test
    void answeringEachQuestionWithItsGoldenSqlMatchesEverything() {
        List<ExampleResult> results = run(cases, answering(EvalRunnerTest::sql));
        assertThat(results).hasSize(cases.size()).allMatch(r -> r.reason() == ReasonCode.MATCH);
        assertThat(results).allMatch(r -> r.goldenFingerprint() != null && r.llmCalls() == 1);
        assertThat(EvalSummary.of(results).passRate()).isEqualTo(1.0);
    }

    /**
     * Issue 19, finding 3: a model answer that made DuckDB invalidate its database turned every later golden into
     * GOLDEN_BROKEN. Here each answer breaks the sandbox before its SQL runs; the sandbox is reopened each time and
     * every golden and answer still matches.
     */
    @Test
    void anAnswerThatBreaksDuckDbNeverMakesTheGoldensLookBroken() {
        List<ExampleResult> results = run(cases, answering(golden -> {
            SandboxBreaker.breakDatabase(sample.sandbox());
            return sql(golden);
        }));

        assertThat(results).hasSize(cases.size()).allMatch(r -> r.reason() == ReasonCode.MATCH);
    }

    @Test
    void theHeldOutExampleIsTheOneUnderTest() {
        List<String> heldOut = new ArrayList<>();
        run(cases.subList(0, 3), (question, held, useTemplates, cancellation) -> {
            heldOut.add(held);
            return sql("SELECT 1");
        });
        assertThat(heldOut).containsExactly(cases.get(0).exampleId(), cases.get(1).exampleId(),
                cases.get(2).exampleId());
    }

    @Test
    void everyFailureBecomesAReasonCodeAndTheRunGoesOnLikeOpenmedallionsInvalidSqlCase() {
        EvalCase broken = new EvalCase("broken", "q", "SELECT no_such_column FROM transactions", List.of(),
                EvalCase.Route.PIPELINE, Tolerance.DEFAULT);
        EvalCase good = cases.get(0);
        List<EvalCase> evalCases = List.of(broken, good, good, good, good, good, good, good);
        List<GeneratedAnswer> answers = new ArrayList<>(List.of(
                GeneratedAnswer.failed(GeneratedAnswer.Outcome.CLARIFICATION, null, "Which year?", 1),
                sql("SELECT nonsense FROM nowhere"),
                sql("SELECT count(*) FROM range(100000000) a, range(100000000) b"),
                GeneratedAnswer.failed(GeneratedAnswer.Outcome.NO_LLM, null, "Ollama is not running", 0),
                GeneratedAnswer.failed(GeneratedAnswer.Outcome.DECLINED, null, "not covered", 1),
                sql(good.goldenSql())));
        AnswerSource source = (question, held, useTemplates, cancellation) -> {
            if (answers.isEmpty()) {
                throw new IllegalStateException("the source broke");
            }
            return answers.remove(0);
        };
        List<ExampleResult> results = new EvalRunner(sample.executor(), source,
                new QueryLimits(1000, Duration.ofMillis(300))).run(evalCases, EvalProgress.NONE,
                new EvalCancellation());
        assertThat(results).extracting(ExampleResult::reason).containsExactly(ReasonCode.GOLDEN_BROKEN,
                ReasonCode.CLARIFIED, ReasonCode.SQL_ERROR, ReasonCode.TIMEOUT, ReasonCode.SKIPPED,
                ReasonCode.SQL_ERROR, ReasonCode.MATCH, ReasonCode.SQL_ERROR);
        assertThat(results.get(0).detail()).contains("no_such_column");
        assertThat(results.get(7).detail()).contains("the source broke");
        EvalSummary summary = EvalSummary.of(results);
        assertThat(summary.skipped()).isEqualTo(1);
        assertThat(summary.review()).isEqualTo(2);
        assertThat(summary.passRate()).as("passed over all cases").isEqualTo(1.0 / 8);
        assertThat(summary.coverage()).isEqualTo(7.0 / 8);
        assertThat(summary.passedOfEvaluated()).isEqualTo(1.0 / 7);
    }

    @Test
    void cancellingKeepsWhatFinishedAndReportsProgressPerExample() {
        EvalCancellation cancellation = new EvalCancellation();
        List<String> progress = new ArrayList<>();
        EvalProgress listener = new EvalProgress() {
            @Override
            public void started(int index, int total, EvalCase evalCase) {
                progress.add("start " + index + "/" + total);
            }

            @Override
            public void finished(int index, int total, ExampleResult result) {
                progress.add("done " + index + " " + result.reason());
                if (index == 1) {
                    cancellation.cancel();
                }
            }
        };
        List<ExampleResult> results = new EvalRunner(sample.executor(), answering(EvalRunnerTest::sql), LIMITS)
                .run(cases, listener, cancellation);
        assertThat(results).hasSize(2);
        assertThat(progress).containsExactly("start 0/20", "done 0 MATCH", "start 1/20", "done 1 MATCH");
    }
}
