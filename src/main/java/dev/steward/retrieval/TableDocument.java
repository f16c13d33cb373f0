package dev.steward.retrieval;

import dev.steward.project.Layer;
import java.util.List;
import java.util.Objects;

/**
 * One table as retrieval sees it.
 *
 * @param name         the Parquet stem
 * @param layer        silver or gold
 * @param approved     its metadata entry is approved (it belongs to the curated corpus)
 * @param curatedText  the embedded text of the curated corpus (openmedallion §5.4), or null when not approved
 * @param rawText      {@code "<name> <col> <col> ..."}: the raw-schema fallback's text, names only
 * @param lexicalText  what BM25 indexes: names, synonyms, descriptions, column names and descriptions
 * @param synonyms     table synonyms from its metadata entry (any status), for literal matching
 */
public record TableDocument(String name, Layer layer, boolean approved, String curatedText, String rawText,
                            String lexicalText, List<String> synonyms) {

    public TableDocument {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(rawText, "rawText");
        Objects.requireNonNull(lexicalText, "lexicalText");
        synonyms = List.copyOf(synonyms);
    }
}
