package dev.steward.ui.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.AnswerStep;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.EvalSummary;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.ReasonCode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Eval tab's chips add up to the run's summary: a result against a disputed golden is counted apart. */
class VerdictCountsTest {

    private static ExampleResult result(String id, ReasonCode reason) {
        return new ExampleResult(id, "question " + id, EvalCase.Route.PIPELINE, reason, "detail", "SELECT 1",
                List.of(), "SELECT 1", null, 1, 3, 40, "f" + id, false, List.of(List.of("1")), List.of(),
                List.of(new AnswerStep("generation", "SELECT 1", 7)));
    }

    @Test
    void aFinishedRunsTallySetsTheDisputedGoldensApartLikeItsSummary() {
        List<ExampleResult> results = List.of(result("a", ReasonCode.MATCH), result("b", ReasonCode.MATCH),
                result("c", ReasonCode.VALUE_DIFF), result("d", ReasonCode.SKIPPED));
        EvalRun run = new EvalRun("20261202T100000Z-0123abcd", "2026-12-02T10:00:00Z", "2026-12-02T10:00:05Z",
                false, EvalSettings.defaults(true, "m", "http://localhost:11434"), Map.of(), results,
                EvalSummary.of(results)).withDisputed(Map.of("b", "names 2024-Q4 but has no filter on it"));

        VerdictCounts counts = VerdictCounts.of(run);

        assertThat(counts).isEqualTo(new VerdictCounts(1, 1, 0, 0, 1));
        assertThat(counts.pass()).isEqualTo(run.summary().passed());
        assertThat(counts.total()).isEqualTo(run.summary().total());
        assertThat(VerdictCounts.of(results).pass()).as("the live tally of every result").isEqualTo(2);
    }
}
