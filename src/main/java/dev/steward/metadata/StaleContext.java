package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/**
 * What a stale table is re-drafted from: the text a person last approved (from the curation log's approval
 * snapshot, else the entry as it stands) and how the schema changed since.
 *
 * @param approvedText description, synonyms and column wording as JSON
 * @param delta        the column changes since approval
 */
public record StaleContext(JsonNode approvedText, SchemaDelta delta) {

    public StaleContext {
        Objects.requireNonNull(approvedText, "approvedText");
        Objects.requireNonNull(delta, "delta");
    }
}
