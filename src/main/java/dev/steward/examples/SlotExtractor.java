package dev.steward.examples;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Finds slot values in a question without a model, where the slot's type makes that safe: ISO dates, quarters,
 * enum values (any case; spaces, '_' and '-' alike), pattern matches, years, counts and numbers. A value is taken
 * only when it is unambiguous: one candidate for one slot, or as many dates (quarters) as date (quarter) slots,
 * assigned in order. Text a value was taken from is used up, so the 2024 of "2024-Q2" is not also a year.
 */
final class SlotExtractor {
    private static final int WORD = Pattern.UNICODE_CHARACTER_CLASS;
    private static final Pattern ISO_DATE = Pattern.compile("(?<!\\d)\\d{4}-\\d{2}-\\d{2}(?!\\d)");
    private static final List<Pattern> QUARTERS = List.of(
            Pattern.compile("(?<![\\w-])\\d{4}\\s*[-/ ]?\\s*Q[1-4](?!\\w)", Pattern.CASE_INSENSITIVE | WORD),
            Pattern.compile("(?<!\\w)Q[1-4]\\s*[-/ ]?\\s*(?:of\\s+)?\\d{4}(?![\\w-])", Pattern.CASE_INSENSITIVE | WORD),
            Pattern.compile("(?<!\\w)(first|second|third|fourth|1st|2nd|3rd|4th)\\s+quarter\\s+(?:of\\s+)?(\\d{4})(?!\\w)",
                    Pattern.CASE_INSENSITIVE | WORD));
    private static final Pattern QUARTER_FIRST = Pattern.compile("Q([1-4])(\\d{4})");
    private static final Pattern YEAR = Pattern.compile("(?<![\\w.,-])(19|20)\\d{2}(?![\\w.,-])", WORD);
    private static final Pattern INTEGER = Pattern.compile("(?<![\\w.,$-])\\d{1,3}(,\\d{3})+(?![\\w.,])"
            + "|(?<![\\w.,$-])\\d+(?![\\w.,])", WORD);
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.,-])\\$?(\\d{1,3}(,\\d{3})+|\\d+)(\\.\\d+)?(?![\\w,])",
            WORD);
    private static final List<String> NUMBER_WORDS = List.of("one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve");
    private static final Pattern NUMBER_WORD = Pattern.compile("(?<!\\w)(" + String.join("|", NUMBER_WORDS)
            + ")(?!\\w)", Pattern.CASE_INSENSITIVE | WORD);

    /** A value found in the question and the text it came from. */
    record Found(String text, int start, int end) {
    }

    private final String question;
    private final boolean[] used;

    private SlotExtractor(String question) {
        this.question = question;
        this.used = new boolean[question.length()];
    }

    /**
     * The values found, by slot name; slots with none (or more than one candidate) are missing from the map.
     *
     * @param slots slot name to spec, in template order
     */
    static Map<String, Found> extract(String question, Map<String, SlotSpec> slots) {
        SlotExtractor extractor = new SlotExtractor(question);
        Map<String, Found> found = new LinkedHashMap<>();
        extractor.assign(namesOf(slots, SlotType.DATE), extractor.matches(ISO_DATE), found);
        extractor.assign(namesOf(slots, SlotType.QUARTER), extractor.quarters(), found);
        for (String name : namesOf(slots, SlotType.ENUM)) {
            extractor.assign(List.of(name), extractor.enumValues(slots.get(name)), found);
        }
        for (String name : namesOf(slots, SlotType.PATTERN)) {
            extractor.assign(List.of(name), extractor.patternMatches(slots.get(name)), found);
        }
        extractor.extractNumbers(slots, found);
        return found;
    }

    private void extractNumbers(Map<String, SlotSpec> slots, Map<String, Found> found) {
        List<String> years = namesOf(slots, SlotType.INTEGER).stream().filter(SlotExtractor::isYearSlot).toList();
        assign(years, matches(YEAR), found);
        assign(namesOf(slots, SlotType.NUMBER), matches(NUMBER), found);
        List<String> counts = namesOf(slots, SlotType.INTEGER).stream().filter(n -> !isYearSlot(n)).toList();
        List<Found> integers = new ArrayList<>(matches(INTEGER));
        integers.addAll(matches(NUMBER_WORD).stream().map(SlotExtractor::asDigits).toList());
        integers.sort(Comparator.comparingInt(Found::start));
        List<Found> nonYears = integers.stream().filter(f -> !YEAR.matcher(f.text()).matches()).toList();
        assign(counts, nonYears.isEmpty() ? integers : nonYears, found);
    }

    /**
     * One candidate for one slot, or one per slot in order for dates and quarters; else nothing. One value written
     * more than once ("2024-Q4 ... (quarter: 2024-Q4)", "Q4 2024, that is 2024-Q4") is one candidate, not two.
     */
    private void assign(List<String> names, List<Found> candidates, Map<String, Found> found) {
        if (names.size() == 1 && candidates.size() > 1 && candidates.stream().map(f -> valueKey(f.text()))
                .distinct().count() == 1) {
            found.put(names.get(0), candidates.get(0));
            candidates.forEach(c -> java.util.Arrays.fill(used, c.start(), c.end(), true));
            return;
        }
        if (names.isEmpty() || candidates.size() != names.size()) {
            return;
        }
        for (int i = 0; i < names.size(); i++) {
            Found candidate = candidates.get(i);
            found.put(names.get(i), candidate);
            java.util.Arrays.fill(used, candidate.start(), candidate.end(), true);
        }
    }

    /** A value's spelling reduced to what it means: any case, no separators, a quarter as year then quarter. */
    private static String valueKey(String text) {
        String compact = text.toUpperCase(Locale.ROOT).replaceAll("[\\s/_-]+", "");
        Matcher quarter = QUARTER_FIRST.matcher(compact.replace("OF", ""));
        return quarter.matches() ? quarter.group(2) + "Q" + quarter.group(1) : compact;
    }

    private List<Found> quarters() {
        List<Found> all = new ArrayList<>();
        for (Pattern pattern : QUARTERS) {
            for (Found match : matches(pattern)) {
                if (all.stream().noneMatch(f -> f.start() < match.end() && match.start() < f.end())) {
                    all.add(match.text().toLowerCase(Locale.ROOT).contains("quarter") ? ordinalQuarter(match) : match);
                }
            }
        }
        all.sort(Comparator.comparingInt(Found::start));
        return all;
    }

    private static Found ordinalQuarter(Found match) {
        Matcher m = QUARTERS.get(2).matcher(match.text());
        if (!m.matches()) {
            return match;
        }
        int number = "1st first".contains(m.group(1).toLowerCase(Locale.ROOT)) ? 1
                : "2nd second".contains(m.group(1).toLowerCase(Locale.ROOT)) ? 2
                : "3rd third".contains(m.group(1).toLowerCase(Locale.ROOT)) ? 3 : 4;
        return new Found(m.group(2) + "-Q" + number, match.start(), match.end());
    }

    /** The distinct allowed values the question names, longest first so "Mid-Market" wins over "Market". */
    private List<Found> enumValues(SlotSpec spec) {
        List<Found> hits = new ArrayList<>();
        List<String> values = spec.values().stream().sorted(Comparator.comparingInt(String::length).reversed()).toList();
        for (String value : values) {
            List<String> spellings = new ArrayList<>(List.of(value));
            spellings.addAll(spec.synonyms().getOrDefault(value, List.of()));
            List<Found> matches = new ArrayList<>();
            spellings.forEach(spelling -> matches.addAll(matches(spelling(spelling))));
            if (!matches.isEmpty()) {
                Found first = matches.get(0);
                hits.add(new Found(value, first.start(), first.end()));
                matches.forEach(m -> java.util.Arrays.fill(used, m.start(), m.end(), true));
            }
        }
        hits.forEach(h -> java.util.Arrays.fill(used, h.start(), h.end(), false));
        return hits.size() == 1 ? hits : List.of();
    }

    /** A value or synonym as a whole-word pattern, any case, with spaces, '_' and '-' alike. */
    private static Pattern spelling(String text) {
        String flexible = String.join("[\\s_-]+", List.of(text.strip().split("[\\s_-]+")).stream()
                .map(Pattern::quote).toList());
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + flexible + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private List<Found> patternMatches(SlotSpec spec) {
        if (spec.pattern() == null) {
            return List.of();
        }
        try {
            String body = spec.pattern().replaceFirst("^\\^", "").replaceFirst("(?<!\\\\)\\$$", "");
            List<Found> hits = matches(Pattern.compile(body));
            return hits.stream().map(Found::text).distinct().count() == 1 ? hits.subList(0, 1) : List.of();
        } catch (PatternSyntaxException e) {
            return List.of(); // the check reports a broken pattern with its reason
        }
    }

    /** Matches of the pattern that do not touch text already used by another slot. */
    private List<Found> matches(Pattern pattern) {
        List<Found> hits = new ArrayList<>();
        Matcher matcher = pattern.matcher(question);
        while (matcher.find()) {
            if (matcher.end() > matcher.start() && !touchesUsed(matcher.start(), matcher.end())) {
                hits.add(new Found(matcher.group(), matcher.start(), matcher.end()));
            }
        }
        return hits;
    }

    private boolean touchesUsed(int start, int end) {
        for (int i = start; i < end; i++) {
            if (used[i]) {
                return true;
            }
        }
        return false;
    }

    private static Found asDigits(Found word) {
        int value = NUMBER_WORDS.indexOf(word.text().toLowerCase(Locale.ROOT)) + 1;
        return new Found(Integer.toString(value), word.start(), word.end());
    }

    private static boolean isYearSlot(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.equals("year") || lower.endsWith("_year") || lower.startsWith("year_");
    }

    private static List<String> namesOf(Map<String, SlotSpec> slots, SlotType type) {
        List<String> names = new ArrayList<>();
        slots.forEach((name, spec) -> {
            SlotType effective = SlotValues.effectiveType(name, spec);
            if (effective == type || (type == SlotType.PATTERN && effective == SlotType.TEXT && spec.pattern() != null)) {
                names.add(name);
            }
        });
        return names;
    }
}
