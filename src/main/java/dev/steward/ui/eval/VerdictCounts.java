package dev.steward.ui.eval;

import dev.steward.eval.EvalRun;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.ReasonCode;
import java.util.List;

/**
 * The live tally of a run as the tab shows it. "Error" splits the failures where no comparable result came out
 * (SQL error, timeout) from wrong results; "review" is a broken golden or a clarifying question.
 *
 * @param pass    MATCH or SUPERSET
 * @param fail    a result that differs from the golden
 * @param error   no usable SQL, or a timeout
 * @param review  the example or the question needs a person
 * @param skipped not evaluated (no LLM)
 */
public record VerdictCounts(int pass, int fail, int error, int review, int skipped) {
    public static final VerdictCounts NONE = new VerdictCounts(0, 0, 0, 0, 0);

    public static VerdictCounts of(List<ExampleResult> results) {
        VerdictCounts counts = NONE;
        for (ExampleResult result : results) {
            counts = counts.plus(result);
        }
        return counts;
    }

    /**
     * The tally of a finished run, with the results against goldens the audit disputed set apart as its summary
     * does (ADR 30): the chips then add up to the summary's "N of M passed", never one more.
     */
    public static VerdictCounts of(EvalRun run) {
        return of(run.results().stream().filter(result -> !run.disputed(result)).toList());
    }

    public VerdictCounts plus(ExampleResult result) {
        ReasonCode reason = result.reason();
        return switch (result.verdict()) {
            case PASS -> new VerdictCounts(pass + 1, fail, error, review, skipped);
            case SKIPPED -> new VerdictCounts(pass, fail, error, review, skipped + 1);
            case REVIEW -> new VerdictCounts(pass, fail, error, review + 1, skipped);
            case FAIL -> reason == ReasonCode.SQL_ERROR || reason == ReasonCode.TIMEOUT
                    ? new VerdictCounts(pass, fail, error + 1, review, skipped)
                    : new VerdictCounts(pass, fail + 1, error, review, skipped);
        };
    }

    public int total() {
        return pass + fail + error + review + skipped;
    }
}
