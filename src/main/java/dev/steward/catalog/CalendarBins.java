package dev.steward.catalog;

import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Calendar bins between a date or timestamp column's min and max: by month when the span is at most
 * {@value #MAX_MONTH_BINS} months, else by year.
 */
record CalendarBins(YearMonth first, YearMonth last, boolean byYear) implements BinPlan {
    static final int MAX_MONTH_BINS = 36;

    /** The plan for DuckDB's text of the min and max; empty when they are absent or not plain AD dates. */
    static Optional<CalendarBins> plan(String minText, String maxText) {
        if (minText == null || maxText == null || minText.length() < 7 || maxText.length() < 7) {
            return Optional.empty();
        }
        try {
            YearMonth first = YearMonth.parse(minText.substring(0, 7));
            YearMonth last = YearMonth.parse(maxText.substring(0, 7));
            long months = (last.getYear() - first.getYear()) * 12L + last.getMonthValue() - first.getMonthValue() + 1;
            return Optional.of(new CalendarBins(first, last, months > MAX_MONTH_BINS));
        } catch (DateTimeParseException e) {
            return Optional.empty(); // BC dates or years beyond 9999: no calendar histogram
        }
    }

    /** Counts values by their month ({@code 2024-03}) or year ({@code 2024}) label. */
    @Override
    public String countExpression(String column) {
        return "histogram(CASE WHEN isfinite(" + column + ") THEN strftime(" + column + ", '"
                + (byYear ? "%Y" : "%Y-%m") + "') END)";
    }

    @Override
    public Histogram histogram(Map<?, ?> counts) {
        List<HistogramBin> bins = labels().stream()
                .map(label -> new HistogramBin(label, BinPlan.count(counts.get(label)))).toList();
        return new Histogram(byYear ? Histogram.Kind.YEARS : Histogram.Kind.MONTHS, bins);
    }

    /** Every bin label from first to last, so empty months or years show as zero bars. */
    List<String> labels() {
        List<String> labels = new ArrayList<>();
        if (byYear) {
            for (int year = first.getYear(); year <= last.getYear(); year++) {
                labels.add(String.format("%04d", year));
            }
        } else {
            for (YearMonth month = first; !month.isAfter(last); month = month.plusMonths(1)) {
                labels.add(month.toString());
            }
        }
        return labels;
    }
}
