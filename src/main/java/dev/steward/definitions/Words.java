package dev.steward.definitions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** Lower-case word lists for lexical matching: "Net revenue (v2)?" → [net, revenue, v2]. */
final class Words {
    private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Set<String> STOP = Set.of("a", "an", "the", "of", "for", "in", "on", "at", "to", "and",
            "or", "is", "are", "was", "were", "be", "what", "whats", "which", "who", "how", "does", "do", "did",
            "say", "says", "said", "me", "my", "our", "we", "i", "you", "your", "it", "its", "this", "that", "with",
            "by", "from", "as", "about", "per", "show", "tell", "give", "please", "mean", "means", "define",
            "definition", "s", "there", "any", "all", "page", "record");

    private Words() {
    }

    static List<String> of(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        for (String w : SPLIT.split(text.toLowerCase(Locale.ROOT))) {
            if (!w.isEmpty()) {
                words.add(w);
            }
        }
        return words;
    }

    /** The words without stop words. */
    static List<String> content(String text) {
        return of(text).stream().filter(w -> !STOP.contains(w)).toList();
    }

    /** " net revenue " — for whole-word phrase checks with {@link #containsPhrase}. */
    static String padded(String text) {
        return " " + String.join(" ", of(text)) + " ";
    }

    /** True when {@code phrase}'s words appear in {@code paddedText} in order, as whole words. */
    static boolean containsPhrase(String paddedText, String phrase) {
        List<String> words = of(phrase);
        return !words.isEmpty() && paddedText.contains(" " + String.join(" ", words) + " ");
    }
}
