package dev.steward.catalog;

import java.util.List;

/**
 * A column's distribution for the UI: equal-width ranges for numbers ({@code LOG_RANGES}: log-scaled ranges when
 * the values are skewed, see {@link LogBins}), months or years for dates and timestamps (years when the span
 * exceeds three years), the most frequent values otherwise.
 */
public record Histogram(Kind kind, List<HistogramBin> bins) {

    /** How the bins were formed. */
    public enum Kind { RANGES, LOG_RANGES, MONTHS, YEARS, TOP_VALUES, NONE }

    public Histogram {
        bins = List.copyOf(bins);
    }

    public static Histogram none() {
        return new Histogram(Kind.NONE, List.of());
    }
}
