package dev.steward.ui.metadata;

import dev.steward.metadata.SchemaDelta;
import java.util.List;

/**
 * Everything the review pane shows for one table: the text now in metadata.yaml against the last approved
 * text, the schema delta of a stale table, and facts per column. Immutable; built by {@link MetadataReview}.
 *
 * @param key           the metadata.yaml key
 * @param layer         silver or gold
 * @param status        draft, approved or stale
 * @param current       the text in metadata.yaml now (the draft)
 * @param approved      the last approved text; {@link ReviewText#none()} for a table never approved
 * @param approvedLabel where {@code approved} comes from, for the column heading
 * @param delta         the schema delta of a stale table; null otherwise
 * @param columns       one per column of the entry, then live columns the entry lacks
 */
public record TableReview(String key, String layer, String status, ReviewText current, ReviewText approved,
                          String approvedLabel, SchemaDelta delta, List<ColumnFacts> columns) {

    public TableReview {
        columns = List.copyOf(columns);
    }

    /** A glossary term rather than a table. */
    public boolean term() {
        return layer.equals("glossary");
    }

    public boolean stale() {
        return delta != null && !delta.isEmpty();
    }
}
