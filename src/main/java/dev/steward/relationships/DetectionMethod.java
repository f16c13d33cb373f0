package dev.steward.relationships;

import java.util.Locale;

/**
 * The rule that proposed a join path: openmedallion's {@code fk_naming}, {@code lineage}, {@code grain} and
 * Steward's finer {@code key_naming}, {@code composite}, {@code self_reference}, {@code inclusion_dependency}
 * (found in the data, ADR 35). A hand-added path has none.
 * relationships.yaml holds only openmedallion's three ({@link #shared()}); Steward's finer method lives in
 * {@code steward/relationships.yaml}.
 */
public enum DetectionMethod {
    FK_NAMING, LINEAGE, GRAIN, KEY_NAMING, COMPOSITE, SELF_REFERENCE, INCLUSION_DEPENDENCY;

    /** The spelling in relationships.yaml (shared methods) or steward/relationships.yaml (finer ones). */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** openmedallion's method this one is written as in relationships.yaml: key references are fk_naming. */
    public DetectionMethod shared() {
        return switch (this) {
            case KEY_NAMING, SELF_REFERENCE, INCLUSION_DEPENDENCY -> FK_NAMING;
            case COMPOSITE -> GRAIN;
            default -> this;
        };
    }

    /** True for a method openmedallion's enum has. */
    public boolean isShared() {
        return shared() == this;
    }
}
