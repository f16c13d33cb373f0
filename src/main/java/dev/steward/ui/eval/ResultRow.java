package dev.steward.ui.eval;

import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalRunText;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.RunComparison;
import dev.steward.eval.Verdict;

/**
 * One line of the results list: a question of the shown run, or a question whose verdict changed between two
 * compared runs.
 *
 * @param verdict  the verdict shown (the later run's in a comparison; null when the question left that run)
 * @param reason   "VALUE_DIFF", or "MATCH → VALUE_DIFF" in a comparison
 * @param question the question, "[template] " first for the template route, then "[as of 2024-08-31 as analyst] "
 *                 for a case asked at a date or as a role (as the CLI report writes it)
 * @param result   what the detail pane shows (the later run's result when there is one)
 * @param previous the earlier run's result in a comparison, else null
 */
public record ResultRow(Verdict verdict, String reason, String question, ExampleResult result,
                        ExampleResult previous) {

    public static ResultRow of(ExampleResult result) {
        return new ResultRow(result.verdict(), result.reason().name(), label(result), result, null);
    }

    public static ResultRow of(RunComparison.Change change) {
        ExampleResult shown = change.after() != null ? change.after() : change.before();
        return new ResultRow(change.after() == null ? null : change.after().verdict(),
                name(change.beforeReason()) + " → " + name(change.afterReason()), label(shown), shown,
                change.before());
    }

    /** Passed before and not now. */
    public boolean regression() {
        return previous != null && previous.passed() && (result == previous || !result.passed());
    }

    public boolean passed() {
        return verdict == Verdict.PASS;
    }

    private static String label(ExampleResult result) {
        return (result.route() == EvalCase.Route.TEMPLATE ? "[template] " : "") + EvalRunText.askedAs(result)
                + result.question();
    }

    private static String name(Enum<?> reason) {
        return reason == null ? "(not run)" : reason.name();
    }
}
