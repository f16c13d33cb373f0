package dev.steward.catalog;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Log-scaled bins for a skewed non-negative numeric column (amounts, counts, prices): equal steps of
 * {@code log10(1 + x)} between the finite min and max, so a few large values no longer squeeze every other row
 * into the first of twenty equal-width bars. Each bin is labelled with its real value range ({@code 120 – 450}),
 * rounded to two significant digits; bins are therefore wider the larger the values, which the kind says.
 */
record LogBins(double low, double step, int count) implements BinPlan {
    static final int TARGET_BINS = 20;
    /** The mean lies in the bottom tenth of the range: equal-width bins would put most rows in one or two bars. */
    static final double SKEWED_MEAN_POSITION = 0.1;
    /** And the values span at least two orders of magnitude, so log steps separate them. */
    static final double MIN_SPAN_RATIO = 100;

    /** The plan when the column is skewed and not negative (see the constants); otherwise empty. */
    static Optional<LogBins> planIfSkewed(String minText, String maxText, Double mean) {
        if (minText == null || maxText == null || mean == null) {
            return Optional.empty();
        }
        double min = Double.parseDouble(minText);
        double max = Double.parseDouble(maxText);
        if (!Double.isFinite(min) || !Double.isFinite(max) || min < 0 || max <= min) {
            return Optional.empty();
        }
        boolean skewed = (mean - min) / (max - min) < SKEWED_MEAN_POSITION && (1 + max) / (1 + min) >= MIN_SPAN_RATIO;
        if (!skewed) {
            return Optional.empty();
        }
        double low = Math.log10(1 + min);
        return Optional.of(new LogBins(low, (Math.log10(1 + max) - low) / TARGET_BINS, TARGET_BINS));
    }

    /** Counts bin numbers 0 to count-1 of log10(1 + x) (the max falls into the last bin); non-finite values skipped. */
    @Override
    public String countExpression(String column) {
        String value = "CAST(" + column + " AS DOUBLE)";
        // greatest(0, ...): DuckDB's log10 of the min may be one ulp below Java's, which would drop the min's rows
        return "histogram(CASE WHEN isfinite(" + value + ") AND " + value + " >= 0 THEN CAST(greatest(0, least(floor(("
                + "log10(1 + " + value + ") - " + literal(low) + ") / " + literal(step) + "), " + (count - 1)
                + ")) AS INTEGER) END)";
    }

    @Override
    public Histogram histogram(Map<?, ?> counts) {
        List<HistogramBin> bins = new ArrayList<>();
        for (int bin = 0; bin < count; bin++) {
            bins.add(new HistogramBin(label(bin), BinPlan.count(counts.get(bin))));
        }
        return new Histogram(Histogram.Kind.LOG_RANGES, bins);
    }

    String label(int bin) {
        return format(edge(bin)) + " – " + format(edge(bin + 1));
    }

    /** The value where bin {@code i} starts. */
    double edge(int i) {
        return Math.pow(10, low + i * step) - 1;
    }

    private static String literal(double value) {
        return "CAST('" + value + "' AS DOUBLE)";
    }

    private static String format(double value) {
        BigDecimal rounded = new BigDecimal(Math.max(0, value)).round(new MathContext(2)).stripTrailingZeros();
        return Math.abs(value) < 1e7 ? rounded.toPlainString() : rounded.toString();
    }
}
