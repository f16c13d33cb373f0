package dev.steward.eval;

import dev.steward.error.StewardException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SqlExecutor;
import java.util.ArrayList;
import java.util.List;

/**
 * Evaluates cases one after another. One bad example never aborts the run (its failure is its verdict); a
 * cancellation stops the run between or during examples and keeps every example that finished.
 */
public final class EvalRunner {
    private final ExampleJudge judge;

    /**
     * @param executor the project's sandboxed executor (golden SQL and generated SQL both run here)
     * @param answers  the route under test
     * @param limits   row cap and timeout per query (larger than the chat's, so results are compared whole)
     */
    public EvalRunner(SqlExecutor executor, AnswerSource answers, QueryLimits limits) {
        this(executor, answers, limits, ApprovedKnowledge.none());
    }

    /**
     * @param knowledge the approved knowledge failures are attributed against ({@link ApprovedKnowledge#of})
     */
    public EvalRunner(SqlExecutor executor, AnswerSource answers, QueryLimits limits, ApprovedKnowledge knowledge) {
        this(executor, answers, limits, knowledge, GoldenResults.NONE);
    }

    /**
     * @param goldens golden results to reuse while the data is unchanged ({@link GoldenResults#forData}, taken at
     *                the start of the run)
     */
    public EvalRunner(SqlExecutor executor, AnswerSource answers, QueryLimits limits, ApprovedKnowledge knowledge,
                      GoldenResults.Lookup goldens) {
        this.judge = new ExampleJudge(executor, answers, limits, knowledge, goldens);
    }

    /**
     * Runs the cases in order.
     *
     * @return the results of the examples that finished, in case order; fewer than the cases when cancelled
     */
    public List<ExampleResult> run(List<EvalCase> cases, EvalProgress progress, EvalCancellation cancellation) {
        List<ExampleResult> results = new ArrayList<>();
        for (int i = 0; i < cases.size() && !cancellation.isCancelled(); i++) {
            EvalCase evalCase = cases.get(i);
            progress.started(i, cases.size(), evalCase);
            ExampleResult result;
            try {
                result = judge.judge(evalCase, cancellation);
            } catch (EvalCancelledException cancelled) {
                break;
            } catch (StewardException | IllegalArgumentException | IllegalStateException e) {
                result = unexpected(evalCase, e);
            }
            if (cancellation.isCancelled()) {
                break;
            }
            results.add(result);
            progress.finished(i, cases.size(), result);
        }
        return List.copyOf(results);
    }

    private static ExampleResult unexpected(EvalCase evalCase, RuntimeException e) {
        return new ExampleResult(evalCase.exampleId(), evalCase.question(), evalCase.route(), ReasonCode.SQL_ERROR,
                "Evaluating this example failed: " + e.getMessage(), evalCase.goldenSql(),
                evalCase.goldenParams().stream().map(String::valueOf).toList(), null, null, 0, 0, 0, null, false,
                List.of(), List.of(), List.of());
    }
}
