package dev.steward.catalog;

import java.util.Map;

/** How one column's histogram is binned: the SQL aggregate that counts its bins, and how to read the counts. */
sealed interface BinPlan permits NumericBins, LogBins, CalendarBins {

    /** A DuckDB {@code histogram()} aggregate over the column's bin keys (finite values only). */
    String countExpression(String column);

    /** The histogram from that aggregate's map of bin key to count; bins with no rows appear with 0. */
    Histogram histogram(Map<?, ?> counts);

    static long count(Object value) {
        return value == null ? 0 : ((Number) value).longValue();
    }
}
