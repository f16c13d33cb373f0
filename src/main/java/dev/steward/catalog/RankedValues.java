package dev.steward.catalog;

import java.util.List;

/**
 * A column's most frequent distinct non-null values, most frequent first and ties in the column's own sort
 * order (numbers numerically, dates by date), with the column's exact count of distinct non-null values.
 * Values are full length; shorten them for display with {@link SafeValues#shortened(Object)}.
 */
record RankedValues(List<ValueCount> top, long distinctCount) {

    RankedValues {
        top = List.copyOf(top);
    }
}
