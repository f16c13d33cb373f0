package dev.steward.relationships;

import java.util.Locale;

/**
 * Review state of a join path: drafted by detection, approved by a person, or stale when the data no longer
 * supports it.
 */
public enum RelationshipStatus {
    DRAFT, APPROVED, STALE;

    /** The spelling in relationships.yaml. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
