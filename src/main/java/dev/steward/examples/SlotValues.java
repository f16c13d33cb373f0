package dev.steward.examples;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * What a slot accepts: its effective type (stated, or inferred for openmedallion's plain description slots) and
 * the check every value goes through before it is bound, whether it was found in the question or proposed by the
 * LLM. A value is accepted only whole: {@code 2024-Q2' OR 1=1 --} is not a quarter, so it is refused, and even an
 * accepted text value is bound as a parameter, never pasted into the SQL.
 */
public final class SlotValues {
    static final int MAX_TEXT_LENGTH = 200;
    private static final Pattern QUARTER_YEAR_FIRST =
            Pattern.compile("(\\d{4})\\s*[-/ ]?\\s*Q([1-4])", Pattern.CASE_INSENSITIVE);
    private static final Pattern QUARTER_FIRST =
            Pattern.compile("Q([1-4])\\s*[-/ ]?\\s*(?:of\\s+)?(\\d{4})", Pattern.CASE_INSENSITIVE);
    private static final Pattern INTEGER = Pattern.compile("-?\\d{1,3}(,\\d{3})+|-?\\d+");
    private static final Pattern NUMBER = Pattern.compile("-?\\$?(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d+)?");
    private static final Pattern DATE_NAME = Pattern.compile("(^|_)(date|day|from|since|until|start|end)(_|$)");
    private static final Pattern COUNT_NAME = Pattern.compile("^(n|k|limit|top|top_n|count|number|num|how_many)$");

    private SlotValues() {
    }

    /**
     * The type a slot's values are checked as. A plain (openmedallion) slot states none, so it is inferred from
     * its name, description and example; what cannot be inferred is TEXT, which only the LLM fills.
     */
    public static SlotType effectiveType(String name, SlotSpec spec) {
        if (spec.type() != null) {
            return spec.type();
        }
        if (!spec.values().isEmpty()) {
            return SlotType.ENUM;
        }
        if (spec.pattern() != null) {
            return SlotType.PATTERN;
        }
        String lowerName = name.toLowerCase(Locale.ROOT);
        String words = (lowerName + " " + nullToEmpty(spec.description()) + " " + nullToEmpty(spec.example()))
                .toLowerCase(Locale.ROOT);
        if (words.contains("quarter")) {
            return SlotType.QUARTER;
        }
        if (DATE_NAME.matcher(lowerName).find() || words.matches("(?s).*\\b\\d{4}-\\d{2}-\\d{2}\\b.*")) {
            return SlotType.DATE;
        }
        if (COUNT_NAME.matcher(lowerName).matches() || lowerName.equals("year") || lowerName.endsWith("_year")) {
            return SlotType.INTEGER;
        }
        return SlotType.TEXT;
    }

    /** Checks {@code text} as a value of the slot; surrounding quotes an LLM may add are removed first. */
    public static SlotCheck check(String name, SlotSpec spec, String text) {
        if (text == null || text.isBlank()) {
            return SlotCheck.refused("slot '" + name + "' has no value");
        }
        String value = unquote(text.strip());
        SlotType type = effectiveType(name, spec);
        SlotCheck typed = switch (type) {
            case ENUM -> spec.values().isEmpty() ? checkText(value) : checkEnum(spec, value);
            case INTEGER -> checkInteger(value);
            case NUMBER -> checkNumber(value);
            case DATE -> checkDate(value);
            case QUARTER -> checkQuarter(value);
            case PATTERN, TEXT -> checkText(value);
        };
        if (!typed.ok()) {
            return SlotCheck.refused("slot '" + name + "': the value '" + value + "' " + typed.problem()
                    + "; it was refused");
        }
        return checkPattern(name, spec, typed, value);
    }

    /** A quarter written 2024-Q2, 2024 Q2, Q2 2024, q2-2024 or Q2 of 2024, as {@code YYYY-Qn}; empty otherwise. */
    static Optional<String> quarter(String text) {
        Matcher yearFirst = QUARTER_YEAR_FIRST.matcher(text);
        if (yearFirst.matches()) {
            return Optional.of(yearFirst.group(1) + "-Q" + yearFirst.group(2));
        }
        Matcher quarterFirst = QUARTER_FIRST.matcher(text);
        if (quarterFirst.matches()) {
            return Optional.of(quarterFirst.group(2) + "-Q" + quarterFirst.group(1));
        }
        return Optional.empty();
    }

    /** Two enum spellings are the same value when they differ only in case and in spaces, '_' and '-'. */
    static String enumKey(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", " ").strip();
    }

    private static SlotCheck checkPattern(String name, SlotSpec spec, SlotCheck typed, String raw) {
        if (spec.pattern() == null) {
            return typed;
        }
        try {
            Pattern pattern = Pattern.compile(spec.pattern());
            if (pattern.matcher(typed.text()).matches()) {
                return typed;
            }
            if (typed.value() instanceof String && pattern.matcher(raw).matches()) {
                return SlotCheck.ok(raw, raw);
            }
            return SlotCheck.refused("slot '" + name + "': the value '" + raw + "' does not match the pattern "
                    + spec.pattern() + "; it was refused");
        } catch (PatternSyntaxException e) {
            return SlotCheck.refused("slot '" + name + "' has an invalid pattern " + spec.pattern() + ": "
                    + e.getDescription() + " (fix the template's params)");
        }
    }

    private static SlotCheck checkEnum(SlotSpec spec, String value) {
        String key = enumKey(value);
        return spec.values().stream().filter(v -> enumKey(v).equals(key)
                        || spec.synonyms().getOrDefault(v, List.of()).stream().anyMatch(w -> enumKey(w).equals(key)))
                .findFirst()
                .map(v -> SlotCheck.ok(v, v))
                .orElseGet(() -> SlotCheck.refused("is not one of " + String.join(", ", spec.values())));
    }

    private static SlotCheck checkInteger(String value) {
        if (!INTEGER.matcher(value).matches()) {
            return SlotCheck.refused("is not a whole number");
        }
        try {
            long parsed = Long.parseLong(value.replace(",", ""));
            return SlotCheck.ok(parsed, Long.toString(parsed));
        } catch (NumberFormatException e) {
            return SlotCheck.refused("is too large a number");
        }
    }

    private static SlotCheck checkNumber(String value) {
        if (!NUMBER.matcher(value).matches()) {
            return SlotCheck.refused("is not a number");
        }
        BigDecimal parsed = new BigDecimal(value.replace(",", "").replace("$", ""));
        return SlotCheck.ok(parsed, parsed.toPlainString());
    }

    private static SlotCheck checkDate(String value) {
        try {
            LocalDate date = LocalDate.parse(value);
            return SlotCheck.ok(date, date.toString());
        } catch (DateTimeParseException e) {
            return SlotCheck.refused("is not a date like 2024-10-01");
        }
    }

    private static SlotCheck checkQuarter(String value) {
        return quarter(value).map(q -> SlotCheck.ok(q, q))
                .orElseGet(() -> SlotCheck.refused("is not a quarter like 2024-Q2"));
    }

    private static SlotCheck checkText(String value) {
        if (value.length() > MAX_TEXT_LENGTH) {
            return SlotCheck.refused("is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        if (value.chars().anyMatch(Character::isISOControl)) {
            return SlotCheck.refused("contains control characters");
        }
        return SlotCheck.ok(value, value);
    }

    private static String unquote(String text) {
        if (text.length() >= 2 && (text.startsWith("'") && text.endsWith("'")
                || text.startsWith("\"") && text.endsWith("\""))) {
            String inner = text.substring(1, text.length() - 1);
            return text.charAt(0) == '\'' ? inner.replace("''", "'") : inner;
        }
        return text;
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
