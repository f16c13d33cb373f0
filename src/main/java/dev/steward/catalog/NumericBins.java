package dev.steward.catalog;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Equal-width bins between a numeric column's finite min and max: about {@value #TARGET_BINS} of them; for
 * integer columns whole-number bins (a 1-5 rating gets five bins, not twenty slivers).
 */
record NumericBins(double min, double width, int count, boolean integral) implements BinPlan {
    static final int TARGET_BINS = 20;

    static Optional<NumericBins> plan(ValueKind kind, String minText, String maxText) {
        if (minText == null || maxText == null) {
            return Optional.empty();
        }
        double min = Double.parseDouble(minText);
        double max = Double.parseDouble(maxText);
        if (!Double.isFinite(min) || !Double.isFinite(max)) {
            return Optional.empty();
        }
        boolean integral = kind == ValueKind.INTEGER || kind == ValueKind.BIG_INTEGER;
        if (integral) {
            double width = Math.max(1, Math.ceil((max - min + 1) / TARGET_BINS));
            return Optional.of(new NumericBins(min, width, (int) Math.ceil((max - min + 1) / width), true));
        }
        if (max == min) {
            return Optional.of(new NumericBins(min, 1, 1, false));
        }
        return Optional.of(new NumericBins(min, (max - min) / TARGET_BINS, TARGET_BINS, false));
    }

    /** Counts bin numbers 0 to count-1 (the max falls into the last bin); NULL, NaN and infinities are skipped. */
    @Override
    public String countExpression(String column) {
        String value = "CAST(" + column + " AS DOUBLE)";
        // CASE, not FILTER: DuckDB evaluates a FILTERed aggregate's argument for every row, and -inf cannot be cast
        return "histogram(CASE WHEN isfinite(" + value + ") THEN CAST(least(floor((" + value + " - "
                + literal(min) + ") / " + literal(width) + "), " + (count - 1) + ") AS INTEGER) END)";
    }

    @Override
    public Histogram histogram(Map<?, ?> counts) {
        List<HistogramBin> bins = new ArrayList<>();
        for (int bin = 0; bin < count; bin++) {
            bins.add(new HistogramBin(label(bin), BinPlan.count(counts.get(bin))));
        }
        return new Histogram(Histogram.Kind.RANGES, bins);
    }

    String label(int bin) {
        double low = min + bin * width;
        if (integral) {
            double high = low + width - 1;
            return low == high ? format(low) : format(low) + " – " + format(high);
        }
        return format(low) + " – " + format(low + width);
    }

    private static String literal(double value) {
        return "CAST('" + value + "' AS DOUBLE)";
    }

    private static String format(double value) {
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(4)).stripTrailingZeros();
        return Math.abs(value) < 1e7 ? rounded.toPlainString() : rounded.toString(); // 1.845E+19, not 20 digits
    }
}
