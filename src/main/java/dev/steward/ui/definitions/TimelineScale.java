package dev.steward.ui.definitions;

import dev.steward.definitions.DefinitionVersion;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The timeline's date axis: days from {@code start} (inclusive) to {@code end} map linearly onto
 * {@code [left, left + width]}. A version's range [valid_from, valid_to) is drawn from x(valid_from) to x(valid_to);
 * an open end runs to the edge.
 */
record TimelineScale(LocalDate start, LocalDate end, double left, double width) {

    TimelineScale {
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("end " + end + " is not after start " + start);
        }
    }

    /**
     * A range that shows every dated boundary of {@code versions} and every marker, with a margin: from the quarter
     * before the earliest date to the half year after the latest.
     */
    static TimelineScale covering(List<DefinitionVersion> versions, List<LocalDate> markers, double left,
                                  double width) {
        List<LocalDate> dates = Stream.concat(versions.stream().flatMap(v -> Stream.of(v.validFrom(), v.validTo())),
                markers.stream()).filter(Objects::nonNull).sorted().toList();
        LocalDate first = dates.isEmpty() ? LocalDate.now() : dates.get(0);
        LocalDate last = dates.isEmpty() ? first : dates.get(dates.size() - 1);
        LocalDate start = quarterStart(first.minusMonths(3));
        LocalDate end = last.plusMonths(6).withDayOfMonth(1);
        return new TimelineScale(start, end.isAfter(start) ? end : start.plusYears(1), left, Math.max(1, width));
    }

    private static LocalDate quarterStart(LocalDate day) {
        return LocalDate.of(day.getYear(), ((day.getMonthValue() - 1) / 3) * 3 + 1, 1);
    }

    /** The x of the start of {@code day} (clamped to the axis). */
    double x(LocalDate day) {
        if (day.isBefore(start)) {
            return left;
        }
        if (day.isAfter(end)) {
            return left + width;
        }
        return left + width * ChronoUnit.DAYS.between(start, day) / ChronoUnit.DAYS.between(start, end);
    }

    /** The day at {@code x} (clamped to the axis). */
    LocalDate day(double x) {
        double share = Math.max(0, Math.min(1, (x - left) / width));
        return start.plusDays(Math.round(share * ChronoUnit.DAYS.between(start, end)));
    }

    /** The left edge of a version's bar: valid_from, or the axis start when it has none. */
    double from(DefinitionVersion v) {
        return v.validFrom() == null ? left : x(v.validFrom());
    }

    /** The right edge: valid_to (exclusive, so the bar ends where the next day starts), or the edge when open. */
    double to(DefinitionVersion v) {
        return v.validTo() == null ? left + width : x(v.validTo());
    }

    /** 1 January of each year inside the axis. */
    List<LocalDate> yearTicks() {
        List<LocalDate> ticks = new ArrayList<>();
        for (LocalDate at = LocalDate.of(start.getYear() + (start.getDayOfYear() == 1 ? 0 : 1), 1, 1);
             !at.isAfter(end); at = at.plusYears(1)) {
            ticks.add(at);
        }
        return ticks;
    }

    /** The first day of each quarter inside the axis that is not a year tick. */
    List<LocalDate> quarterTicks() {
        List<LocalDate> ticks = new ArrayList<>();
        for (LocalDate at = quarterStart(start); !at.isAfter(end); at = at.plusMonths(3)) {
            if (!at.isBefore(start) && at.getMonthValue() != 1) {
                ticks.add(at);
            }
        }
        return ticks;
    }
}
