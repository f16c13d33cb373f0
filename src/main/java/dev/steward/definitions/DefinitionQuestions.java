package dev.steward.definitions;

import java.util.regex.Pattern;

/**
 * Whether a question asks what a concept is — how it is defined, counted, calculated, what it includes — rather
 * than for a figure. Only such questions may be matched to a definition by similarity (ADR 34): a metric question
 * matched by a guess would silently change the SQL it gets, so it must name its concept exactly.
 */
public final class DefinitionQuestions {
    private static final Pattern ASKS_WHAT_IT_IS = Pattern.compile(String.join("|",
            "\\bwhat counts? as\\b", "\\bcount(s|ed)? (as|towards?)\\b", "\\bdefin(e|ed|es|ition|itions)\\b",
            "\\bmeaning\\b", "\\bmean by\\b", "\\bwhat does\\b.{1,60}\\bmean\\b", "\\binclude[sd]?\\b",
            "\\bexclude[sd]?\\b", "\\bleaves? out\\b", "\\bleft out\\b", "\\bformula\\b",
            "\\bhow (is|are|do we|does|do you)\\b.{0,60}\\b(calculated?|computed?|measured?|worked out|counted)\\b"),
            Pattern.CASE_INSENSITIVE);

    private DefinitionQuestions() {
    }

    public static boolean asksWhatItIs(String question) {
        return ASKS_WHAT_IT_IS.matcher(question).find();
    }
}
