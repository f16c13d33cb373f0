package dev.steward.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a curation decision was about; written to the curation log in lower case ({@code table}, ...). */
public enum CurationKind {
    TABLE, COLUMN, GLOSSARY, RELATIONSHIP, EXAMPLE, TEMPLATE, DEFINITION;

    /** The spelling in {@code curation_log.jsonl}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind spelled {@code text}, if there is one. */
    public static Optional<CurationKind> fromWireName(String text) {
        return Arrays.stream(values()).filter(k -> k.wireName().equals(text)).findFirst();
    }

    /** {@code table, column, ...} for error messages. */
    public static String allowed() {
        return Arrays.stream(values()).map(CurationKind::wireName).collect(Collectors.joining(", "));
    }
}
