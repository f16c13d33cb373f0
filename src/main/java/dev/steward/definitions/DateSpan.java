package dev.steward.definitions;

import java.time.LocalDate;
import java.util.Objects;

/**
 * Reporting dates: {@code from} inclusive, {@code to} exclusive (one day, a month, a year).
 */
public record DateSpan(LocalDate from, LocalDate to) {
    public DateSpan {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (!to.isAfter(from)) {
            throw new IllegalArgumentException("empty span " + from + " .. " + to);
        }
    }

    public static DateSpan day(LocalDate day) {
        return new DateSpan(day, day.plusDays(1));
    }

    public boolean isOneDay() {
        return to.equals(from.plusDays(1));
    }

    @Override
    public String toString() {
        return isOneDay() ? from.toString() : from + " to " + to.minusDays(1);
    }
}
