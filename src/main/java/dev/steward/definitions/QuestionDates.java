package dev.steward.definitions;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Month;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The reporting date a question states, by rule: {@code 2026-08-31}, {@code 31 August 2026} and
 * {@code August 31, 2026} are that day; {@code August 2026} is that month; {@code in 2026} / {@code for 2026} is
 * that year. The first found wins, in that order.
 */
public final class QuestionDates {
    private static final String MONTHS = "(january|february|march|april|may|june|july|august|september|october"
            + "|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)";
    private static final Pattern ISO = Pattern.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b");
    private static final Pattern DAY_MONTH_YEAR = Pattern.compile("\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+" + MONTHS
            + "\\s+(\\d{4})\\b");
    private static final Pattern MONTH_DAY_YEAR = Pattern.compile("\\b" + MONTHS
            + "\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b");
    private static final Pattern MONTH_YEAR = Pattern.compile("\\b" + MONTHS + "\\s+(\\d{4})\\b");
    /** "from 2026-07-01 to 2026-07-15", "between ... and ...": the spoken end day is included. */
    private static final Pattern RANGE = Pattern.compile("\\b(?:from|between)\\s+(\\d{4}-\\d{2}-\\d{2})\\s+"
            + "(?:to|and|until|through)\\s+(\\d{4}-\\d{2}-\\d{2})\\b");
    /** "Q3 2026", "Q3 of 2026", "2026-Q3", "2026 Q3". */
    private static final Pattern QUARTER = Pattern.compile("\\bq([1-4])\\s+(?:of\\s+)?(\\d{4})\\b");
    private static final Pattern YEAR_QUARTER = Pattern.compile("\\b(\\d{4})[-\\s]q([1-4])\\b");
    private static final Pattern YEAR = Pattern.compile("\\b(?:in|for|during|of|year)\\s+(\\d{4})\\b");

    private QuestionDates() {
    }

    public static Optional<DateSpan> find(String question) {
        String q = question.toLowerCase(Locale.ROOT);
        try {
            Matcher m = RANGE.matcher(q);
            if (m.find()) {
                LocalDate from = LocalDate.parse(m.group(1));
                LocalDate last = LocalDate.parse(m.group(2));
                return last.isBefore(from) ? Optional.empty() : Optional.of(new DateSpan(from, last.plusDays(1)));
            }
            m = QUARTER.matcher(q);
            if (m.find()) {
                return Optional.of(quarter(year(m.group(2)), Integer.parseInt(m.group(1))));
            }
            m = YEAR_QUARTER.matcher(q);
            if (m.find()) {
                return Optional.of(quarter(year(m.group(1)), Integer.parseInt(m.group(2))));
            }
            m = ISO.matcher(q);
            if (m.find()) {
                return Optional.of(DateSpan.day(LocalDate.parse(m.group())));
            }
            m = DAY_MONTH_YEAR.matcher(q);
            if (m.find()) {
                return Optional.of(DateSpan.day(LocalDate.of(year(m.group(3)), month(m.group(2)), day(m.group(1)))));
            }
            m = MONTH_DAY_YEAR.matcher(q);
            if (m.find()) {
                return Optional.of(DateSpan.day(LocalDate.of(year(m.group(3)), month(m.group(1)), day(m.group(2)))));
            }
            m = MONTH_YEAR.matcher(q);
            if (m.find()) {
                LocalDate first = LocalDate.of(year(m.group(2)), month(m.group(1)), 1);
                return Optional.of(new DateSpan(first, first.plusMonths(1)));
            }
            m = YEAR.matcher(q);
            if (m.find()) {
                LocalDate first = LocalDate.of(year(m.group(1)), 1, 1);
                return Optional.of(new DateSpan(first, first.plusYears(1)));
            }
        } catch (DateTimeException e) {
            return Optional.empty(); // "2026-02-31" is no date; the question is then undated
        }
        return Optional.empty();
    }

    private static DateSpan quarter(int year, int quarter) {
        LocalDate first = LocalDate.of(year, quarter * 3 - 2, 1);
        return new DateSpan(first, first.plusMonths(3));
    }

    private static int year(String text) {
        return Integer.parseInt(text);
    }

    private static int day(String text) {
        return Integer.parseInt(text);
    }

    private static Month month(String name) {
        for (Month m : Month.values()) {
            if (m.name().toLowerCase(Locale.ROOT).startsWith(name.length() > 3 ? name.substring(0, 3) : name)) {
                return m;
            }
        }
        throw new DateTimeException("no month " + name);
    }
}
