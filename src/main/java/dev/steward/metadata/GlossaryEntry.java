package dev.steward.metadata;

import java.util.List;
import java.util.Objects;

/**
 * A business term of the glossary. metadata.yaml (and its overlay) hold openmedallion's flat
 * {@code term: "definition"}; status, synonyms and not_tracked come from steward/definitions.yaml
 * ({@link Definitions}, ADR 26). The mapping {@code term: {definition, status, synonyms, not_tracked}} older Steward
 * versions wrote is still read (mixed with flat terms), but never written.
 *
 * @param definition what the term means (or, when {@code notTracked}, where the data lives instead)
 * @param status     review state; a flat entry counts as draft
 * @param synonyms   other words for the term, never null
 * @param notTracked true when the project deliberately does NOT hold this data
 * @param flatForm   true when the file wrote it as a plain string (false: an old mapping, which a writer flattens)
 */
public record GlossaryEntry(String definition, GlossaryStatus status, List<String> synonyms, boolean notTracked,
                            boolean flatForm) {

    public GlossaryEntry {
        Objects.requireNonNull(status, "status");
        synonyms = synonyms == null ? List.of() : List.copyOf(synonyms);
    }

    /** openmedallion's flat {@code term: "definition"}. */
    public static GlossaryEntry flat(String definition) {
        return new GlossaryEntry(definition, GlossaryStatus.DRAFT, List.of(), false, true);
    }
}
