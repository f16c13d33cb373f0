package dev.steward.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The profile of one column: what openmedallion's {@code --profile} writes into metadata.yaml ({@code dtype},
 * {@code stats}, {@code accepted_values}) plus, for the UI, the most frequent values with counts and a histogram.
 *
 * @param acceptedValues for Categorical/Boolean columns with 1-{@value #MAX_ACCEPTED_VALUES} distinct values, all
 *                       of them (full length) sorted by their string form; null otherwise
 * @param topValues      up to {@value #MAX_TOP_VALUES} most frequent values (long strings shortened), ties by value
 */
public record ColumnProfile(String name, @JsonProperty("duckdb_type") String duckDbType, Dtype dtype,
                            ProfileStats stats, @JsonProperty("accepted_values") List<Object> acceptedValues,
                            @JsonProperty("top_values") List<ValueCount> topValues, Histogram histogram) {
    public static final int MAX_ACCEPTED_VALUES = 20;
    public static final int MAX_TOP_VALUES = 10;

    public ColumnProfile {
        acceptedValues = acceptedValues == null ? null : List.copyOf(acceptedValues);
        topValues = List.copyOf(topValues);
    }

    /**
     * The fields openmedallion's {@code --profile} merges into a metadata.yaml column, in its key order:
     * {@code dtype}, {@code stats} ({@code null_pct}, {@code distinct_count}, then {@code min}, {@code max},
     * {@code mean} when Numeric) and {@code accepted_values} (left out when null, as openmedallion writes it).
     */
    public Map<String, Object> metadataFields() {
        Map<String, Object> statsMap = new LinkedHashMap<>();
        statsMap.put("null_pct", stats.nullPct());
        statsMap.put("distinct_count", stats.distinctCount());
        putIfPresent(statsMap, "min", stats.min());
        putIfPresent(statsMap, "max", stats.max());
        putIfPresent(statsMap, "mean", stats.mean());
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("dtype", dtype.yamlName());
        fields.put("stats", Collections.unmodifiableMap(statsMap));
        putIfPresent(fields, "accepted_values", acceptedValues);
        return Collections.unmodifiableMap(fields);
    }

    private static void putIfPresent(Map<String, Object> map, String key, Object value) {
        if (value != null) {
            map.put(key, value);
        }
    }
}
