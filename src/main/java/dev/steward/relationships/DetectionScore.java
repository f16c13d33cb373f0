package dev.steward.relationships;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * Precision and recall of a detection pass against declared keys: a detected path is correct when its
 * (from table, from columns) → (to table, to columns) equals a declared key, direction included.
 */
public record DetectionScore(int detected, int correct, int declared) {

    public static DetectionScore of(Collection<Relationship> detectedPaths, Collection<DeclaredKey> declaredKeys) {
        Set<DeclaredKey> claimed = new HashSet<>();
        detectedPaths.forEach(r -> claimed.add(DeclaredKey.of(r)));
        Set<DeclaredKey> truth = Set.copyOf(declaredKeys);
        int correct = (int) claimed.stream().filter(truth::contains).count();
        return new DetectionScore(claimed.size(), correct, truth.size());
    }

    /** Correct share of detected paths; 1 when nothing was detected (no false claim). */
    public double precision() {
        return detected == 0 ? 1.0 : (double) correct / detected;
    }

    /** Share of declared keys found; 1 when none were declared. */
    public double recall() {
        return declared == 0 ? 1.0 : (double) correct / declared;
    }

    /** Harmonic mean of precision and recall; 0 when both are 0. */
    public double f1() {
        double p = precision();
        double r = recall();
        return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }
}
