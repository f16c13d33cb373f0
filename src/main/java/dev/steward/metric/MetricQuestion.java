package dev.steward.metric;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question about one measure read by rule: the dimensions it groups by ({@code by region and team}, {@code per
 * region}, {@code for each team}) and whether it asks anything else. A question is the metric route's when nothing
 * is left once the measure's names, the grouping clause, the period and filler words are taken out ("net revenue
 * by region in Q3 2026"); "top 3 regions by net revenue" leaves "top 3" and goes to generation instead.
 */
public final class MetricQuestion {
    private static final Pattern GROUPING = Pattern.compile("\\b(?:grouped by|broken down by|split by|for each|"
            + "for every|by|per|across)\\s+(.+?)(?=\\s+(?:in|for|during|from|between|on|over|since|of|as of)\\b"
            + "|\\s*,?\\s*$)");
    private static final Pattern PARTS = Pattern.compile("\\s*(?:,|&|\\band\\b)\\s*");
    /** Period words that cannot be a dimension's name; the metric route's period comes from the question. */
    private static final Pattern PERIOD = Pattern.compile("\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{4}-q[1-4]|q[1-4]|h[12]"
            + "|\\d{4}|\\d{1,2}(?:st|nd|rd|th)?|january|february|march|april|may|june|july|august|september"
            + "|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
            + "|from|to|until|till|through|between|since|as of)\\b");
    private static final Pattern FILLER = Pattern.compile("\\b(?:what's|whats|what|was|is|are|were|be|the|our|my"
            + "|show|me|give|tell|total|how|much|did|do|does|we|us|please|a|an|get|report|in|for|during|of|on"
            + "|over|overall|value|figure|number|metric|measure|with|governed|at|all|and|quarter|month|year"
            + "|calendar|fiscal)\\b");

    /** What the question asks of the measure. */
    public sealed interface Reading permits Grouped, UnknownDimension, NotAMetricQuestion {
    }

    /** A plain metric question grouped by these dimensions (empty: one total). */
    public record Grouped(List<String> dimensions) implements Reading {
        public Grouped {
            dimensions = List.copyOf(dimensions);
        }
    }

    /** It groups by something the measure may not be sliced by. */
    public record UnknownDimension(String asked, List<String> allowed) implements Reading {
        public UnknownDimension {
            allowed = List.copyOf(allowed);
        }
    }

    /** It asks more than the measure over a period (ranking, a filter, another table): left to generation. */
    public record NotAMetricQuestion(String leftOver) implements Reading {
    }

    private MetricQuestion() {
    }

    /**
     * @param question   the analyst's words
     * @param names      the measure's names (title, synonyms, id words), any case
     * @param dimensions the measure's dimensions with other words for each (column synonyms), by dimension
     */
    public static Reading read(String question, Collection<String> names, Map<String, List<String>> dimensions) {
        String text = " " + question.toLowerCase(Locale.ROOT).replaceAll("[?!;:()\"]|\\.(?=\\s|$)", " ")
                .replace(",", " , ").replaceAll("[_\\s]+", " ").strip() + " ";
        for (String name : longestFirst(names)) {
            text = text.replace(" " + words(name) + " ", " ");
        }
        text = PERIOD.matcher(text).replaceAll(" ").replaceAll("\\s+", " ");
        List<String> grouped = new ArrayList<>();
        Matcher grouping = GROUPING.matcher(text);
        if (grouping.find()) {
            for (String part : PARTS.split(grouping.group(1).strip())) {
                String asked = part.replaceAll("^(?:the|each|every)\\s+", "").strip();
                if (asked.isEmpty()) {
                    continue;
                }
                Optional<String> dimension = dimension(asked, dimensions);
                if (dimension.isEmpty()) {
                    return new UnknownDimension(asked, List.copyOf(dimensions.keySet()));
                }
                if (!grouped.contains(dimension.get())) {
                    grouped.add(dimension.get());
                }
            }
            text = text.substring(0, grouping.start()) + " " + text.substring(grouping.end());
        }
        String left = FILLER.matcher(text.replace(",", " ")).replaceAll(" ").replaceAll("'", " ")
                .replaceAll("\\s+", " ").strip();
        return left.isEmpty() ? new Grouped(grouped) : new NotAMetricQuestion(left);
    }

    private static Optional<String> dimension(String asked, Map<String, List<String>> dimensions) {
        for (Map.Entry<String, List<String>> entry : dimensions.entrySet()) {
            List<String> spellings = new ArrayList<>(entry.getValue());
            spellings.add(entry.getKey());
            for (String spelling : spellings) {
                String wanted = words(spelling);
                if (asked.equals(wanted) || asked.equals(wanted + "s") || asked.equals(wanted + "es")) {
                    return Optional.of(entry.getKey());
                }
            }
        }
        return Optional.empty();
    }

    private static List<String> longestFirst(Collection<String> names) {
        return names.stream().filter(n -> n != null && !n.isBlank()).map(MetricQuestion::words).distinct()
                .sorted(Comparator.comparingInt(String::length).reversed()).toList();
    }

    private static String words(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[_\\s]+", " ").strip();
    }
}
