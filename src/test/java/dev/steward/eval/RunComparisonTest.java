package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 21: a comparison counts every verdict change, skips included, and the pass rate is over all cases. */
class RunComparisonTest {

    @Test
    void skippedToFailingAndPassedToSkippedAreChangesNotSilence() {
        List<ExampleResult> before = List.of(result("a", ReasonCode.SKIPPED), result("b", ReasonCode.MATCH),
                result("c", ReasonCode.MATCH), result("d", ReasonCode.SKIPPED));
        List<ExampleResult> after = List.of(result("a", ReasonCode.VALUE_DIFF), result("b", ReasonCode.SKIPPED),
                result("c", ReasonCode.MATCH), result("d", ReasonCode.MATCH));

        RunComparison comparison = RunComparison.between(before, after);

        assertThat(comparison.changes()).extracting(RunComparison.Change::exampleId).containsExactly("a", "b", "d");
        assertThat(comparison.changes().stream().filter(RunComparison.Change::skippedToFailing))
                .extracting(RunComparison.Change::exampleId).containsExactly("a");
        assertThat(comparison.changes().stream().filter(RunComparison.Change::passedToSkipped))
                .extracting(RunComparison.Change::exampleId).containsExactly("b");
        assertThat(comparison.regressions()).extracting(RunComparison.Change::exampleId).containsExactly("b");
        assertThat(comparison.changes().stream().filter(RunComparison.Change::fix))
                .extracting(RunComparison.Change::exampleId).containsExactly("d");
    }

    @Test
    void aRunThatSkippedMostIsNotAHundredPercent() {
        List<ExampleResult> results = new java.util.ArrayList<>();
        for (int i = 0; i < 19; i++) {
            results.add(result("s" + i, ReasonCode.SKIPPED));
        }
        for (int i = 0; i < 4; i++) {
            results.add(result("m" + i, ReasonCode.MATCH));
        }
        EvalSummary summary = EvalSummary.of(results);
        assertThat(summary.passRate()).isEqualTo(4.0 / 23);
        assertThat(summary.coverage()).isEqualTo(4.0 / 23);
        assertThat(summary.passedOfEvaluated()).isEqualTo(1.0);
    }

    private static ExampleResult result(String id, ReasonCode reason) {
        return new ExampleResult(id, "question " + id, EvalCase.Route.PIPELINE, reason, "detail", "SELECT 1",
                List.of(), "SELECT 1", null, 0, 1, 1, "f", false, List.of(), List.of(), List.of());
    }
}
