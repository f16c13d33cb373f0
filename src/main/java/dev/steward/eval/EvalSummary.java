package dev.steward.eval;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of a run. The pass rate is passed / (evaluated = everything not skipped); with nothing evaluated it is 0.
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

    /** Passed over evaluated, 0..1; 0 when nothing was evaluated. */
    public double passRate() {
        return evaluated() == 0 ? 0 : (double) passed / evaluated();
    }
}
