package dev.steward.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * @param disputed        results against a golden the gold audit disputes (ADR 30): reported here and nowhere else —
 *                        not in {@code total}, the verdict counts, the reasons or the pass rate (0 in older runs)
 * @param disputedPassed  of those, how many passed anyway
 */
public record EvalSummary(int total, int passed, int failed, int review, int skipped,
                          Map<ReasonCode, Integer> byReason, int repairedAnswers, int dialectRepairs, int disputed,
                          int disputedPassed) {

    public EvalSummary {
        byReason = Map.copyOf(byReason);
    }

    public EvalSummary(int total, int passed, int failed, int review, int skipped,
                       Map<ReasonCode, Integer> byReason, int repairedAnswers, int dialectRepairs) {
        this(total, passed, failed, review, skipped, byReason, repairedAnswers, dialectRepairs, 0, 0);
    }

    public EvalSummary(int total, int passed, int failed, int review, int skipped, Map<ReasonCode, Integer> byReason) {
        this(total, passed, failed, review, skipped, byReason, 0, 0);
    }

    public static EvalSummary of(List<ExampleResult> results) {
        return of(results, Set.of());
    }

    /**
     * The counts with the results whose example is in {@code disputedIds} set apart: a failure against a golden the
     * audit disputes is not counted as the pipeline's failure (nor a pass as its pass) until a steward decides.
     */
    public static EvalSummary of(List<ExampleResult> results, Set<String> disputedIds) {
        Map<ReasonCode, Integer> byReason = new TreeMap<>();
        int[] verdicts = new int[Verdict.values().length];
        List<ExampleResult> counted = new ArrayList<>();
        int disputed = 0;
        int disputedPassed = 0;
        for (ExampleResult result : results) {
            if (disputedIds.contains(result.exampleId())) {
                disputed++;
                disputedPassed += result.passed() ? 1 : 0;
                continue;
            }
            counted.add(result);
            byReason.merge(result.reason(), 1, Integer::sum);
            verdicts[result.verdict().ordinal()]++;
        }
        return new EvalSummary(counted.size(), verdicts[Verdict.PASS.ordinal()], verdicts[Verdict.FAIL.ordinal()],
                verdicts[Verdict.REVIEW.ordinal()], verdicts[Verdict.SKIPPED.ordinal()], byReason,
                (int) counted.stream().filter(r -> !r.dialectRepairs().isEmpty()).count(),
                counted.stream().mapToInt(r -> r.dialectRepairs().size()).sum(), disputed, disputedPassed);
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
