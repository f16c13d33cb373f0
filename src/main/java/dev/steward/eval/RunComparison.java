package dev.steward.eval;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which questions changed verdict between two runs (the Eval tab's "compare two runs" and the impact preview).
 *
 * @param changes one entry per question whose reason code differs, or that is in only one of the runs
 */
public record RunComparison(List<Change> changes) {

    /**
     * One question's before and after; a side is null when the question is not in that run.
     */
    public record Change(String exampleId, EvalCase.Route route, String question, ExampleResult before,
                         ExampleResult after) {
        public ReasonCode beforeReason() {
            return before == null ? null : before.reason();
        }

        public ReasonCode afterReason() {
            return after == null ? null : after.reason();
        }

        /** Passed before and not after (a new result counts as not passing before). */
        public boolean regression() {
            return before != null && before.passed() && (after == null || !after.passed());
        }

        public boolean fix() {
            return after != null && after.passed() && (before == null || !before.passed());
        }

        /** Skipped before, evaluated now and not passed: a change a steward must see, not a neutral one. */
        public boolean skippedToFailing() {
            return before != null && before.verdict() == Verdict.SKIPPED && after != null
                    && after.verdict() != Verdict.SKIPPED && !after.passed();
        }

        /** Passed before, skipped now (e.g. the LLM was not reached): also a regression. */
        public boolean passedToSkipped() {
            return before != null && before.passed() && after != null && after.verdict() == Verdict.SKIPPED;
        }
    }

    public RunComparison {
        changes = List.copyOf(changes);
    }

    public static RunComparison between(List<ExampleResult> before, List<ExampleResult> after) {
        Set<String> keys = new LinkedHashSet<>();
        before.forEach(r -> keys.add(r.key()));
        after.forEach(r -> keys.add(r.key()));
        List<Change> changes = new ArrayList<>();
        for (String key : keys) {
            ExampleResult a = find(before, key);
            ExampleResult b = find(after, key);
            if (a == null || b == null || a.reason() != b.reason()) {
                ExampleResult any = b == null ? a : b;
                changes.add(new Change(any.exampleId(), any.route(), any.question(), a, b));
            }
        }
        return new RunComparison(changes);
    }

    public static RunComparison between(EvalRun before, EvalRun after) {
        return between(before.results(), after.results());
    }

    public List<Change> regressions() {
        return changes.stream().filter(Change::regression).toList();
    }

    private static ExampleResult find(List<ExampleResult> results, String key) {
        return results.stream().filter(r -> r.key().equals(key)).findFirst().orElse(null);
    }
}
