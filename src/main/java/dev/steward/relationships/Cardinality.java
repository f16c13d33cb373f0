package dev.steward.relationships;

import java.util.Locale;

/** How rows on the two sides of a join path correspond, as measured on the data. */
public enum Cardinality {
    MANY_TO_ONE, ONE_TO_ONE, MANY_TO_MANY;

    /** The spelling in relationships.yaml. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
