package dev.steward.relationships;

import java.util.Locale;
import java.util.Map;

/**
 * Singular and plural forms of table and column words. {@link #pluralizeLikeOpenmedallion} and
 * {@link #singularizeLikeOpenmedallion} reproduce openmedallion's naive rules exactly (the baseline must match
 * them); {@link #singular} also knows the irregular plurals real schemas use.
 */
public final class EnglishNouns {
    private static final Map<String, String> IRREGULAR_SINGULAR = Map.ofEntries(
            Map.entry("people", "person"), Map.entry("men", "man"), Map.entry("women", "woman"),
            Map.entry("children", "child"), Map.entry("indices", "index"), Map.entry("matrices", "matrix"),
            Map.entry("vertices", "vertex"), Map.entry("data", "datum"), Map.entry("criteria", "criterion"),
            Map.entry("analyses", "analysis"), Map.entry("statuses", "status"), Map.entry("addresses", "address"),
            Map.entry("buses", "bus"), Map.entry("geese", "goose"), Map.entry("feet", "foot"),
            Map.entry("mice", "mouse"), Map.entry("leaves", "leaf"), Map.entry("lives", "life"),
            Map.entry("wives", "wife"), Map.entry("knives", "knife"), Map.entry("shelves", "shelf"),
            Map.entry("halves", "half"), Map.entry("series", "series"), Map.entry("species", "species"),
            Map.entry("news", "news"), Map.entry("movies", "movie"), Map.entry("cookies", "cookie"),
            Map.entry("quizzes", "quiz"), Map.entry("heroes", "hero"), Map.entry("potatoes", "potato"));
    private static final String[] NEVER_PLURAL_ENDINGS = {"ss", "us", "is", "status", "ics"};

    private EnglishNouns() {
    }

    /** openmedallion's {@code _pluralize}: y→ies after a consonant, +es after s/x/ch/sh, else +s. */
    public static String pluralizeLikeOpenmedallion(String word) {
        if (word.endsWith("y") && word.length() >= 2 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        return word + "s";
    }

    /** openmedallion's {@code _singularize}: ies→y, drop es after s/x/ch/sh, else drop a final s. */
    public static String singularizeLikeOpenmedallion(String word) {
        if (word.endsWith("ies")) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.endsWith("ses") || word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes")) {
            return word.substring(0, word.length() - 2);
        }
        return word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }

    /**
     * The singular of a lower-case word, irregular plurals included; a word that already looks singular
     * ({@code address}, {@code status}, {@code analysis}) is returned unchanged.
     */
    public static String singular(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        String irregular = IRREGULAR_SINGULAR.get(lower);
        if (irregular != null) {
            return irregular;
        }
        for (String ending : NEVER_PLURAL_ENDINGS) {
            if (lower.endsWith(ending)) {
                return lower;
            }
        }
        if (lower.endsWith("ies") && lower.length() > 4) {
            return lower.substring(0, lower.length() - 3) + "y";
        }
        if (lower.endsWith("sses") || lower.endsWith("xes") || lower.endsWith("ches") || lower.endsWith("shes")
                || lower.endsWith("zes")) {
            return lower.substring(0, lower.length() - 2);
        }
        return lower.endsWith("s") && lower.length() > 2 ? lower.substring(0, lower.length() - 1) : lower;
    }
}
