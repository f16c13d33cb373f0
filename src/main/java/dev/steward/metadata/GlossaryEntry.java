package dev.steward.metadata;

import java.util.List;
import java.util.Objects;

/**
 * A business term in the metadata.yaml glossary. openmedallion writes the flat form
 * {@code term: "definition"}; Steward also reads the curated form
 * {@code term: {definition, status, synonyms, not_tracked}}. Both may be mixed in one file.
 *
 * @param definition what the term means (or, when {@code notTracked}, where the data lives instead)
 * @param status     review state; a flat entry counts as draft
 * @param synonyms   other words for the term, never null
 * @param notTracked true when the project deliberately does NOT hold this data
 * @param flatForm   true when the file wrote it as a plain string, so writers can keep the form
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
