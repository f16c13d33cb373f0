package dev.steward.eval;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of a run. One definition everywhere (the Eval tab, its history chart, {@code steward examples eval} and
 * {@code --fail-under}): the <b>pass rate is passed / all cases</b> — a skipped case counts as not passed — shown
 * with the <b>coverage, evaluated / all cases</b>. "Passed of evaluated" is a detail, never the headline.
 *
 * @param total    results in the run
 * @param passed   MATCH or SUPERSET
 * @param failed   a FAIL verdict
 * @param review   GOLDEN_BROKEN or CLARIFIED
 * @param skipped  not evaluated (no LLM)
 * @param byReason result count per reason code
 * @param repairedAnswers results whose generated SQL needed dialect repairs (0 in runs stored before issue 25)
 * @param dialectRepairs  dialect repairs over all results: the model habits the knowledge is compensating for
 */
public record EvalSummary(int total, int passed, int failed, int review, int skipped,
                          Map<ReasonCode, Integer> byReason, int repairedAnswers, int dialectRepairs) {

    public EvalSummary {
        byReason = Map.copyOf(byReason);
    }

    public EvalSummary(int total, int passed, int failed, int review, int skipped, Map<ReasonCode, Integer> byReason) {
        this(total, passed, failed, review, skipped, byReason, 0, 0);
    }

    public static EvalSummary of(List<ExampleResult> results) {
        Map<ReasonCode, Integer> byReason = new TreeMap<>();
        int[] verdicts = new int[Verdict.values().length];
        for (ExampleResult result : results) {
            byReason.merge(result.reason(), 1, Integer::sum);
            verdicts[result.verdict().ordinal()]++;
        }
        return new EvalSummary(results.size(), verdicts[Verdict.PASS.ordinal()], verdicts[Verdict.FAIL.ordinal()],
                verdicts[Verdict.REVIEW.ordinal()], verdicts[Verdict.SKIPPED.ordinal()], byReason,
                (int) results.stream().filter(r -> !r.dialectRepairs().isEmpty()).count(),
                results.stream().mapToInt(r -> r.dialectRepairs().size()).sum());
    }

    public int evaluated() {
        return total - skipped;
    }

    /** Passed over all cases, 0..1 (skipped cases count as not passed); 0 for an empty run. */
    public double passRate() {
        return total == 0 ? 0 : (double) passed / total;
    }

    /** Evaluated over all cases, 0..1; 0 for an empty run. */
    public double coverage() {
        return total == 0 ? 0 : (double) evaluated() / total;
    }

    /** Passed over evaluated, 0..1 (a detail beside the pass rate); 0 when nothing was evaluated. */
    public double passedOfEvaluated() {
        return evaluated() == 0 ? 0 : (double) passed / evaluated();
    }
}
