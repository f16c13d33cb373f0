package dev.steward.eval;

import dev.steward.error.StewardException;
import dev.steward.sql.QueryFailedException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Evaluates one {@link EvalCase}: runs the golden SQL in the sandbox (a failure there is GOLDEN_BROKEN and the
 * route is not asked), asks the route, runs its SQL if it did not, and compares. Every failure becomes a reason
 * code; nothing escapes but a cancellation.
 */
final class ExampleJudge {
    private final SqlExecutor executor;
    private final AnswerSource answers;
    private final QueryLimits limits;
    private final SqlTreeReader trees;
    private final ResultComparator comparator = new ResultComparator();
    private final FailureAttribution attribution;
    private final GoldenResults.Lookup goldens;
    /** Each golden text's ordering, parsed once per run (a template's cases share one text). */
    private final java.util.Map<String, GoldenOrdering> orderings = new java.util.HashMap<>();

    ExampleJudge(SqlExecutor executor, AnswerSource answers, QueryLimits limits, ApprovedKnowledge knowledge,
                 GoldenResults.Lookup goldens) {
        this.goldens = goldens;
        this.executor = executor;
        this.answers = answers;
        this.limits = limits;
        this.trees = new SqlTreeReader(executor);
        this.attribution = new FailureAttribution(trees, knowledge);
    }

    /** The result, with the likely owner of a failure. */
    ExampleResult judge(EvalCase evalCase, EvalCancellation cancellation) {
        if (evalCase.expected() != null) {
            return expected(evalCase, cancellation).askedAs(evalCase);
        }
        ExampleResult result = compared(evalCase, cancellation);
        return result.withAttribution(attribution.attribute(result)).askedAs(evalCase);
    }

    /** A case expecting an answer, not a result: no golden runs; kind, route and evidence are compared. */
    private ExampleResult expected(EvalCase evalCase, EvalCancellation cancellation) {
        long answerStart = System.nanoTime();
        GeneratedAnswer answer = ask(evalCase, cancellation);
        Comparison comparison = evalCase.expected().check(answer);
        ExampleResult result = result(evalCase, comparison, answer, 0, millisSince(answerStart), null)
                .withAnswered(GivenAnswer.of(answer));
        return result.verdict() != Verdict.FAIL ? result : result.withAttribution(new Attribution(
                Attribution.Owner.UNKNOWN, null, 0, null, "The governed definitions (steward/definitions.yaml, "
                + "steward/roles.yaml) or the route order answered otherwise than the case expects."));
    }

    private ExampleResult compared(EvalCase evalCase, EvalCancellation cancellation) {
        if (evalCase.goldenProblem() != null) {
            return result(evalCase, Comparison.of(ReasonCode.GOLDEN_BROKEN, "The golden cannot be built: "
                    + evalCase.goldenProblem() + ". The route was not asked."), null, 0, 0, null);
        }
        long goldenStart = System.nanoTime();
        QueryResult golden;
        try {
            golden = goldens.result(evalCase, limits, () -> executor.execute(evalCase.goldenSql(),
                    evalCase.goldenParams(), limits, cancellation.nextQuery()));
        } catch (StewardException e) {
            stopIfCancelled(cancellation, e);
            if (e instanceof QueryFailedException failed
                    && failed.kind() == QueryFailedException.Kind.ENGINE_FAILURE) {
                return result(evalCase, Comparison.of(ReasonCode.SKIPPED, "Not evaluated: " + e.getMessage()
                        + " The golden is not to blame."), null, millisSince(goldenStart), 0, null);
            }
            return result(evalCase, Comparison.of(ReasonCode.GOLDEN_BROKEN, "The golden SQL fails: "
                    + e.getMessage() + " Fix the example; the model was not asked."), null, millisSince(goldenStart),
                    0, null);
        }
        long goldenMillis = millisSince(goldenStart);
        long answerStart = System.nanoTime();
        GeneratedAnswer answer = ask(evalCase, cancellation);
        Comparison comparison = compare(evalCase, golden, answer, cancellation);
        return result(evalCase, comparison, answer, goldenMillis, millisSince(answerStart),
                ResultFingerprint.of(golden));
    }

    private GeneratedAnswer ask(EvalCase evalCase, EvalCancellation cancellation) {
        try {
            return answers.answer(evalCase, cancellation);
        } catch (StewardException e) {
            stopIfCancelled(cancellation, e);
            return GeneratedAnswer.failed(GeneratedAnswer.Outcome.ERROR, null, e.userText(), 0);
        }
    }

    private Comparison compare(EvalCase evalCase, QueryResult golden, GeneratedAnswer answer,
                               EvalCancellation cancellation) {
        return switch (answer.outcome()) {
            case NO_LLM -> Comparison.of(ReasonCode.SKIPPED, "Not evaluated: " + answer.message());
            case CLARIFICATION -> Comparison.of(ReasonCode.CLARIFIED, "The model asked: " + answer.message());
            case TIMEOUT -> Comparison.of(ReasonCode.TIMEOUT, answer.message());
            case DECLINED -> Comparison.of(ReasonCode.SQL_ERROR, "The pipeline declined: " + answer.message());
            case ERROR -> Comparison.of(ReasonCode.SQL_ERROR, answer.message());
            case ROWS -> compareRows(evalCase, golden, answer, cancellation);
        };
    }

    private Comparison compareRows(EvalCase evalCase, QueryResult golden, GeneratedAnswer answer,
                                   EvalCancellation cancellation) {
        QueryResult generated = answer.result();
        if (generated == null) {
            try {
                generated = executor.execute(answer.sql(), List.of(), limits, cancellation.nextQuery());
            } catch (QueryFailedException e) {
                stopIfCancelled(cancellation, e);
                ReasonCode reason = e.kind() == QueryFailedException.Kind.TIMEOUT ? ReasonCode.TIMEOUT
                        : ReasonCode.SQL_ERROR;
                return Comparison.of(reason, e.getMessage());
            } catch (StewardException e) {
                return Comparison.of(ReasonCode.SQL_ERROR, e.getMessage());
            }
        }
        GoldenOrdering ordering = orderings.computeIfAbsent(evalCase.goldenSql(), trees::ordering);
        return comparator.compare(golden, generated, ordering, evalCase.tolerance());
    }

    private static ExampleResult result(EvalCase evalCase, Comparison comparison, GeneratedAnswer answer,
                                        long goldenMillis, long answerMillis, String fingerprint) {
        return new ExampleResult(evalCase.exampleId(), evalCase.question(), evalCase.route(), comparison.reason(),
                comparison.detail(), evalCase.goldenSql(),
                evalCase.goldenParams().stream().map(String::valueOf).toList(),
                answer == null ? null : answer.sql(), answer == null ? null : answer.template(),
                answer == null ? 0 : answer.llmCalls(), goldenMillis, answerMillis, fingerprint, false,
                comparison.goldenOnly().stream().map(ResultFingerprint::rowText).toList(),
                comparison.generatedOnly().stream().map(ResultFingerprint::rowText).toList(),
                answer == null ? List.of() : answer.steps()).withTrace(answer == null ? null : answer.trace());
    }

    /** A query stopped because the run was cancelled is not a verdict: the example is dropped from the run. */
    private static void stopIfCancelled(EvalCancellation cancellation, RuntimeException e) {
        if (cancellation.isCancelled()) {
            throw new EvalCancelledException(e);
        }
    }

    private static long millisSince(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }
}
