package dev.steward.relationships;

import java.util.Locale;

/** How sure a detection rule is about a join path ({@code high}, {@code medium}, {@code low}). */
public enum Confidence {
    HIGH, MEDIUM, LOW;

    /** The spelling in relationships.yaml. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
