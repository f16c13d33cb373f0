package dev.steward.eval;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What approving a pending change would do to the verified examples that read the tables it touches. Each side
 * (the knowledge as it is, and as if approved) ran once per seed; with more than one seed a question whose verdict
 * moves inside the noise band — passing under some seeds and failing under others on either side — is reported as
 * flaky, never as a regression or a fix (ADR 38).
 *
 * @param change      the change, described
 * @param tables      the tables it touches
 * @param before      results with the knowledge as it is, under the first (default) seed
 * @param after       results with the change applied (in memory), under the first seed
 * @param changes     the questions whose reason code changes under the first seed
 * @param beforeNoise every seed's reasons with the knowledge as it is
 * @param afterNoise  every seed's reasons with the change applied
 */
public record ImpactReport(String change, Set<String> tables, List<ExampleResult> before,
                           List<ExampleResult> after, RunComparison changes, NoiseBand beforeNoise,
                           NoiseBand afterNoise) {

    public ImpactReport {
        tables = Set.copyOf(tables);
        before = List.copyOf(before);
        after = List.copyOf(after);
    }

    /** What happened to one question. */
    public enum Kind {
        /** Passed under every seed before, passes under none after. */
        REGRESSION,
        /** Passed under no seed before, passes under every seed after. */
        FIX,
        /** Passed under some seeds and not others on at least one side: inside the noise band. */
        FLAKY,
        /** Its first seed's reason code changed and it is none of the above (e.g. VALUE_DIFF → MISSING_ROWS). */
        CHANGED
    }

    /**
     * One question the change moves, or that is flaky.
     *
     * @param before its reason per seed before (empty when it is not in that side)
     * @param after  its reason per seed after
     */
    public record Impact(String key, String question, Kind kind, List<ReasonCode> before, List<ReasonCode> after) {
        public Impact {
            before = List.copyOf(before);
            after = List.copyOf(after);
        }
    }

    /** The seeds each side ran under, in run order. */
    public List<Integer> seeds() {
        return beforeNoise.seeds();
    }

    /** Every question the change moves or that is flaky, in case order; unchanged steady questions are left out. */
    public List<Impact> impacts() {
        Map<String, NoiseBand.Spread> was = byKey(beforeNoise);
        Map<String, NoiseBand.Spread> will = byKey(afterNoise);
        Set<String> keys = new LinkedHashSet<>(was.keySet());
        keys.addAll(will.keySet());
        List<Impact> impacts = new ArrayList<>();
        for (String key : keys) {
            NoiseBand.Spread a = was.get(key);
            NoiseBand.Spread b = will.get(key);
            Kind kind = kind(a, b);
            if (kind != null) {
                impacts.add(new Impact(key, (a == null ? b : a).question(), kind, reasons(a), reasons(b)));
            }
        }
        return impacts;
    }

    /** Questions that pass under every seed now and under none after approval. */
    public List<Impact> regressions() {
        return ofKind(Kind.REGRESSION);
    }

    public List<Impact> fixes() {
        return ofKind(Kind.FIX);
    }

    /** Questions inside the noise band on either side: not counted as a regression or a fix. */
    public List<Impact> flaky() {
        return ofKind(Kind.FLAKY);
    }

    private List<Impact> ofKind(Kind kind) {
        return impacts().stream().filter(i -> i.kind() == kind).toList();
    }

    private static Kind kind(NoiseBand.Spread before, NoiseBand.Spread after) {
        if (before != null && before.flaky() || after != null && after.flaky()) {
            return Kind.FLAKY;
        }
        if (passedAll(before) && passedNone(after)) {
            return Kind.REGRESSION;
        }
        if (passedNone(before) && passedAll(after)) {
            return Kind.FIX;
        }
        return first(before) == first(after) ? null : Kind.CHANGED;
    }

    private static boolean passedAll(NoiseBand.Spread spread) {
        return spread != null && !spread.reasons().isEmpty() && spread.reasons().stream().allMatch(ReasonCode::passed);
    }

    private static boolean passedNone(NoiseBand.Spread spread) {
        return spread != null && !spread.reasons().isEmpty() && spread.reasons().stream().noneMatch(ReasonCode::passed);
    }

    private static ReasonCode first(NoiseBand.Spread spread) {
        return spread == null || spread.reasons().isEmpty() ? null : spread.reasons().get(0);
    }

    private static List<ReasonCode> reasons(NoiseBand.Spread spread) {
        return spread == null ? List.of() : spread.reasons();
    }

    private static Map<String, NoiseBand.Spread> byKey(NoiseBand band) {
        return band.questions().stream().collect(Collectors.toMap(NoiseBand.Spread::key, Function.identity(),
                (x, y) -> x, java.util.LinkedHashMap::new));
    }
}
