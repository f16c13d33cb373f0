package dev.steward.project;

import java.util.Locale;

/** The medallion layers Steward shows and queries. Bronze is never shown or queried. */
public enum Layer {
    SILVER, GOLD;

    /** The spelling used in the project's YAML files: {@code silver} or {@code gold}. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
