package dev.steward.catalog;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A column's {@code stats} in openmedallion's shape: always {@code null_pct} (a 0-1 fraction of NULL rows) and
 * {@code distinct_count} (exact, non-null); {@code min}, {@code max} and {@code mean} only for Numeric columns,
 * computed over finite values (NaN and infinities are left out, as pandas leaves NaN out).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileStats(@JsonProperty("null_pct") double nullPct,
                           @JsonProperty("distinct_count") long distinctCount,
                           Object min, Object max, Double mean) {
}
