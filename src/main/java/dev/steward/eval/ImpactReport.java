package dev.steward.eval;

import java.util.List;
import java.util.Set;

/**
 * What approving a pending change would do to the verified examples that read the tables it touches.
 *
 * @param change  the change, described
 * @param tables  the tables it touches
 * @param before  results with the knowledge as it is
 * @param after   results with the change applied (in memory)
 * @param changes the questions whose reason code would change
 */
public record ImpactReport(String change, Set<String> tables, List<ExampleResult> before,
                           List<ExampleResult> after, RunComparison changes) {

    public ImpactReport {
        tables = Set.copyOf(tables);
        before = List.copyOf(before);
        after = List.copyOf(after);
    }

    /** Questions that pass now and would not pass after approval. */
    public List<RunComparison.Change> regressions() {
        return changes.regressions();
    }
}
