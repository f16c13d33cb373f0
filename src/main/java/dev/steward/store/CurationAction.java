package dev.steward.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a person (or a refresh) decided; written to the curation log in snake case ({@code edit_approve}). */
public enum CurationAction {
    /** Approved the draft as it was. */
    APPROVE,
    /** Edited the draft, then approved the edited text. */
    EDIT_APPROVE,
    /** Left the draft for later. */
    SKIP,
    /** Discarded the draft. */
    REJECT,
    /** Added a new entry (e.g. a relationship or an example). */
    ADD,
    /** Changed an entry without approving it. */
    EDIT,
    /** Removed an entry. */
    DELETE,
    /** A refresh found the approved entry's schema drifted and marked it stale. */
    STALE,
    /** A steward confirmed a golden the gold audit disputed as correct as it is (ADR 30). */
    CONFIRM;

    /** The spelling in {@code curation_log.jsonl}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True for the decisions whose snapshot becomes the entry's "last approved" text. */
    public boolean approves() {
        return this == APPROVE || this == EDIT_APPROVE;
    }

    /** The action spelled {@code text}, if there is one. */
    public static Optional<CurationAction> fromWireName(String text) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(text)).findFirst();
    }

    /** {@code approve, edit_approve, ...} for error messages. */
    public static String allowed() {
        return Arrays.stream(values()).map(CurationAction::wireName).collect(Collectors.joining(", "));
    }
}
