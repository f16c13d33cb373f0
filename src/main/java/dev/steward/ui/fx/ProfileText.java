package dev.steward.ui.fx;

import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.ProfileStats;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How column profiles read on screen, the same on every tab: percentages, counts and numbers kept short. */
public final class ProfileText {
    private ProfileText() {
    }

    /** One line, e.g. {@code Numeric · 0.5% null · 812 distinct · 3 – 9,120 · mean 1,204.5}. */
    public static String statsLine(ColumnProfile column) {
        ProfileStats stats = column.stats();
        List<String> parts = new ArrayList<>();
        parts.add(column.dtype().yamlName());
        parts.add(percent(stats.nullPct()) + " null");
        parts.add(String.format(Locale.ROOT, "%,d distinct", stats.distinctCount()));
        if (stats.min() != null && stats.max() != null) {
            parts.add(number(stats.min()) + " – " + number(stats.max()));
        }
        if (stats.mean() != null) {
            parts.add("mean " + number(stats.mean()));
        }
        return String.join(" · ", parts);
    }

    /** A 0-1 fraction as a percentage with at most one decimal: {@code 0%}, {@code 12.5%}, {@code <0.1%}. */
    public static String percent(double fraction) {
        if (fraction > 0 && fraction < 0.001) {
            return "<0.1%";
        }
        return new BigDecimal(fraction * 100).setScale(1, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString() + "%";
    }

    /** Numbers with thousands separators and at most two decimals; anything else as its text. */
    public static String number(Object value) {
        if (value instanceof Long || value instanceof Integer) {
            return String.format(Locale.ROOT, "%,d", ((Number) value).longValue());
        }
        if (value instanceof Number n) {
            double d = n.doubleValue();
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.format(Locale.ROOT, "%,d", (long) d)
                    : String.format(Locale.ROOT, "%,.2f", d);
        }
        return String.valueOf(value);
    }
}
