package dev.steward.metadata;

import java.util.Locale;

/** Review state of a metadata.yaml table: drafted by the LLM, approved by a person, or stale after drift. */
public enum TableStatus {
    DRAFT, APPROVED, STALE;

    /** The spelling in metadata.yaml: {@code draft}, {@code approved}, {@code stale}. */
    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
