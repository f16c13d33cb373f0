package dev.steward.audit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The literals a question names — ISO dates, quarters, months, years, quoted or capitalised names, numbers — and
 * whether the golden SQL carries each one. A quarter or month counts as carried when the SQL names it ({@code Q3},
 * {@code 2024-Q3}, {@code 'March'}), filters on it ({@code quarter(d) = 3}, {@code month(d) = 3}) or holds a date in
 * it ({@code '2024-07-01'}); a number when the SQL holds it (thousands separators and {@code $} dropped; a percent
 * also as a fraction). Pure text work: no SQL runs.
 */
final class QuestionLiterals {
    private static final List<String> MONTHS = List.of("january", "february", "march", "april", "may", "june",
            "july", "august", "september", "october", "november", "december");
    private static final Set<String> NOT_NAMES = Set.of("i", "monday", "tuesday", "wednesday", "thursday", "friday",
            "saturday", "sunday");
    private static final Pattern ISO_DATE = Pattern.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b");
    private static final Pattern QUARTER = Pattern.compile(
            "\\b(?:(\\d{4})[- ]?[Qq]([1-4])|[Qq]([1-4])(?:[- ](\\d{4}))?|(first|second|third|fourth|1st|2nd|3rd|4th)"
                    + " quarter(?: of (\\d{4}))?)\\b");
    private static final Pattern MONTH = Pattern.compile("\\b(January|February|March|April|May|June|July|August|"
            + "September|October|November|December)\\b(?:\\s+(?:\\d{1,2},?\\s+)?(\\d{4}))?");
    private static final Pattern YEAR = Pattern.compile("\\b(19|20)\\d{2}\\b");
    private static final Pattern QUOTED = Pattern.compile("['\"“‘]([^'\"”’]{2,})['\"”’]");
    private static final Pattern NAME = Pattern.compile("(?<![\\w'])([A-Z][a-z]+(?:[- ][A-Z][a-z]+)*)(?:'s)?\\b");
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])\\$?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)"
            + "\\s*(%|k\\b|m\\b|million\\b|thousand\\b)?", Pattern.CASE_INSENSITIVE);

    /** One reason per literal of {@code question} that {@code sql} does not carry, in question order. */
    List<String> missing(String question, String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        StringBuilder rest = new StringBuilder(question);
        List<String> reasons = new ArrayList<>();
        dates(rest, lower, reasons);
        quarters(rest, lower, reasons);
        months(rest, lower, reasons);
        years(rest, lower, reasons);
        names(rest, lower, reasons);
        numbers(rest, lower, reasons);
        return reasons;
    }

    private static void dates(StringBuilder rest, String sql, List<String> reasons) {
        Matcher m = ISO_DATE.matcher(rest);
        while (m.find()) {
            if (!sql.contains(m.group())) {
                reasons.add("The question names the date " + m.group() + ", but the SQL does not hold it.");
            }
        }
        blank(rest, ISO_DATE);
    }

    private static void quarters(StringBuilder rest, String sql, List<String> reasons) {
        Matcher m = QUARTER.matcher(rest);
        while (m.find()) {
            int quarter = m.group(2) != null ? digit(m.group(2)) : m.group(3) != null ? digit(m.group(3))
                    : ordinal(m.group(5));
            String year = m.group(1) != null ? m.group(1) : m.group(4) != null ? m.group(4) : m.group(6);
            if (!carriesQuarter(sql, quarter, year)) {
                reasons.add("The question names the quarter " + (year == null ? "" : year + "-") + "Q" + quarter
                        + " (“" + m.group() + "”), but the SQL has no filter on it (no Q" + quarter + ", quarter(…) = "
                        + quarter + " or date in its months).");
            }
        }
        blank(rest, QUARTER);
    }

    static boolean carriesQuarter(String sql, int quarter, String year) {
        if (Pattern.compile("(?<![a-z0-9_])q" + quarter + "(?![0-9])").matcher(sql).find()
                || Pattern.compile("quarter\\s*\\([^)]*\\)\\s*(=|in\\s*\\()\\s*" + quarter).matcher(sql).find()) {
            return true;
        }
        for (int month = 3 * quarter - 2; month <= 3 * quarter; month++) {
            if (sql.contains((year == null ? "" : year) + String.format(Locale.ROOT, "-%02d-", month))) {
                return true;
            }
        }
        return false;
    }

    private static void months(StringBuilder rest, String sql, List<String> reasons) {
        Matcher m = MONTH.matcher(rest);
        while (m.find()) {
            if (m.group(1).equals("May") && m.group(2) == null) {
                continue; // "May we…": a month only with a year
            }
            int month = MONTHS.indexOf(m.group(1).toLowerCase(Locale.ROOT)) + 1;
            String twoDigits = String.format(Locale.ROOT, "-%02d-", month);
            boolean carried = sql.contains(m.group(1).toLowerCase(Locale.ROOT)) || sql.contains(twoDigits)
                    || Pattern.compile("month\\s*\\([^)]*\\)\\s*=\\s*" + month + "(?![0-9])").matcher(sql).find();
            if (!carried) {
                reasons.add("The question names the month " + m.group(1) + ", but the SQL has no filter on it.");
            }
        }
        blank(rest, MONTH.matcher(rest).replaceAll(r -> r.group(2) == null ? " ".repeat(r.group().length())
                : " ".repeat(r.group().length() - r.group(2).length()) + r.group(2)));
    }

    private static void years(StringBuilder rest, String sql, List<String> reasons) {
        Matcher m = YEAR.matcher(rest);
        while (m.find()) {
            if (!sql.contains(m.group())) {
                reasons.add("The question names the year " + m.group() + ", but the SQL does not filter on it.");
            }
        }
        blank(rest, YEAR);
    }

    private static void names(StringBuilder rest, String sql, List<String> reasons) {
        Matcher quoted = QUOTED.matcher(rest);
        while (quoted.find()) {
            if (!sql.contains(quoted.group(1).toLowerCase(Locale.ROOT))) {
                reasons.add("The question names “" + quoted.group(1) + "”, but the SQL does not hold it.");
            }
        }
        blank(rest, QUOTED);
        int sentenceStart = firstWordEnd(rest);
        Matcher m = NAME.matcher(rest);
        while (m.find()) {
            String name = m.group(1);
            if (m.start() < sentenceStart || NOT_NAMES.contains(name.toLowerCase(Locale.ROOT))) {
                continue;
            }
            if (!sql.contains(name.toLowerCase(Locale.ROOT))) {
                reasons.add("The question names “" + name + "”, but the SQL does not hold it.");
            }
        }
        blank(rest, NAME.matcher(rest).replaceAll(r -> " ".repeat(r.group().length())));
    }

    private static void numbers(StringBuilder rest, String sql, List<String> reasons) {
        Matcher m = NUMBER.matcher(rest);
        while (m.find()) {
            String digits = m.group(1).replace(",", "");
            String unit = m.group(2) == null ? "" : m.group(2).toLowerCase(Locale.ROOT);
            if (!carriesNumber(sql, digits, unit)) {
                reasons.add("The question names the number " + m.group().strip() + ", but the SQL does not hold it.");
            }
        }
    }

    static boolean carriesNumber(String sql, String digits, String unit) {
        java.math.BigDecimal value = new java.math.BigDecimal(digits);
        List<java.math.BigDecimal> forms = new ArrayList<>(List.of(value));
        switch (unit) {
            case "k", "thousand" -> forms.add(value.scaleByPowerOfTen(3));
            case "m", "million" -> forms.add(value.scaleByPowerOfTen(6));
            case "%" -> forms.add(value.scaleByPowerOfTen(-2));
            default -> { }
        }
        Matcher inSql = Pattern.compile("(?<![\\w.])(\\d+(?:\\.\\d+)?)(?![\\w])").matcher(sql);
        while (inSql.find()) {
            java.math.BigDecimal found = new java.math.BigDecimal(inSql.group(1));
            if (forms.stream().anyMatch(f -> f.compareTo(found) == 0)) {
                return true;
            }
        }
        return false;
    }

    private static int firstWordEnd(CharSequence text) {
        Matcher word = Pattern.compile("\\S+").matcher(text);
        return word.find() ? word.end() : 0;
    }

    private static int digit(String text) {
        return Integer.parseInt(text);
    }

    private static int ordinal(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "first", "1st" -> 1;
            case "second", "2nd" -> 2;
            case "third", "3rd" -> 3;
            default -> 4;
        };
    }

    /** Replaces every match with spaces, so later probes do not read a literal twice. */
    private static void blank(StringBuilder text, Pattern pattern) {
        blank(text, pattern.matcher(text).replaceAll(r -> " ".repeat(r.group().length())));
    }

    private static void blank(StringBuilder text, String replaced) {
        text.setLength(0);
        text.append(replaced);
    }
}
