package dev.steward.definitions;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The text a concept definition is searched by (embedded and BM25-indexed): its id's words, synonyms, and the
 * titles, texts and grains of the concept versions in the set it comes from. Built from a filtered set, so it
 * holds only what that audience sees; {@link #restricted} tells whether any of it is restricted (such a document
 * must never reach a shared cache).
 */
public final class ConceptDocuments {
    private ConceptDocuments() {
    }

    /** One definition's document. */
    public record Document(String definitionId, String text, boolean restricted) {
    }

    /** The documents of the concept definitions of {@code set}, in its order. */
    public static List<Document> of(DefinitionSet set) {
        List<Document> documents = new ArrayList<>();
        for (Definition d : set.definitions()) {
            if (d.isConcept()) {
                documents.add(of(d));
            }
        }
        return documents;
    }

    static Document of(Definition d) {
        Set<String> parts = new LinkedHashSet<>();
        parts.add(d.idWords());
        parts.addAll(d.synonyms());
        boolean restricted = false;
        for (DefinitionVersion v : d.concepts()) {
            restricted |= v.restricted();
            addIfPresent(parts, v.title());
            addIfPresent(parts, v.text());
            addIfPresent(parts, v.grain());
        }
        return new Document(d.id(), String.join(". ", parts), restricted);
    }

    private static void addIfPresent(Set<String> parts, String text) {
        if (text != null && !text.isBlank()) {
            parts.add(text.strip());
        }
    }
}
