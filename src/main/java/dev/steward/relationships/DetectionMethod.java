package dev.steward.relationships;

import java.util.Locale;

/**
 * The rule that proposed a join path: openmedallion's {@code fk_naming}, {@code lineage}, {@code grain} and
 * Steward's {@code key_naming}, {@code composite}, {@code self_reference}. A hand-added path has none.
 */
public enum DetectionMethod {
    FK_NAMING, LINEAGE, GRAIN, KEY_NAMING, COMPOSITE, SELF_REFERENCE;

    /** The spelling in relationships.yaml. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
