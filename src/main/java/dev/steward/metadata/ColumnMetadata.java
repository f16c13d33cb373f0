package dev.steward.metadata;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One column of a metadata.yaml table. Every field may be null (absent in the file).
 *
 * @param description    one-sentence meaning of the column
 * @param valueExamples  sampled values in their native YAML types (String, Long, Double, Boolean);
 *                       dates and timestamps are their text as written, e.g. {@code "2024-01-05"}
 * @param synonyms       other words people use for the column
 * @param dtype          profiler type: Numeric, Categorical, Boolean, DateTime, Text…
 * @param stats          profiler statistics: null_pct, distinct_count, min, max, mean
 * @param acceptedValues the full list of values for a categorical column, same typing as valueExamples
 */
public record ColumnMetadata(String description, List<Object> valueExamples, List<String> synonyms,
                             String dtype, Map<String, Object> stats, List<Object> acceptedValues) {

    public ColumnMetadata {
        valueExamples = frozen(valueExamples);
        synonyms = synonyms == null ? null : List.copyOf(synonyms);
        stats = stats == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(stats));
        acceptedValues = frozen(acceptedValues);
    }

    /** A column with nothing but a description. */
    public static ColumnMetadata described(String description) {
        return new ColumnMetadata(description, null, null, null, null, null);
    }

    private static List<Object> frozen(List<Object> values) {
        // List.copyOf would refuse null items, which a hand-written list may hold.
        return values == null ? null : Collections.unmodifiableList(new java.util.ArrayList<>(values));
    }
}
