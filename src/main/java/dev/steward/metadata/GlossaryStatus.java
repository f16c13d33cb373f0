package dev.steward.metadata;

import java.util.Locale;

/** Review state of a curated glossary term ({@code draft} or {@code approved}). */
public enum GlossaryStatus {
    DRAFT, APPROVED;

    public String yamlName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
