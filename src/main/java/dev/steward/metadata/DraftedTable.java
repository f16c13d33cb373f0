package dev.steward.metadata;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The LLM's wording for one table, checked and cleaned: a description, synonyms, and a description plus synonyms
 * for every column of the live schema, in file order (columns the model made up are not here).
 *
 * @param llmCalls how many calls the draft took (1, or more after retries)
 */
public record DraftedTable(String description, List<String> synonyms, Map<String, ColumnDraft> columns,
                           int llmCalls) {

    public DraftedTable {
        Objects.requireNonNull(description, "description");
        synonyms = List.copyOf(synonyms);
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
    }

    /** One column's drafted wording. */
    public record ColumnDraft(String description, List<String> synonyms) {
        public ColumnDraft {
            Objects.requireNonNull(description, "description");
            synonyms = List.copyOf(synonyms);
        }
    }
}
