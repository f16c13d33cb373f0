package dev.steward.ui.metadata;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a reviewed text must satisfy before it can be approved. The limits keep prompts short: every approved
 * description goes into the LLM's context for the questions that retrieve the table.
 */
final class ReviewRules {
    static final int MAX_TABLE_DESCRIPTION = 1000;
    static final int MAX_COLUMN_DESCRIPTION = 500;

    private ReviewRules() {
    }

    static String tableDescription(String text) {
        if (text.isBlank()) {
            return "A table description is required: say what one row is.";
        }
        return text.length() > MAX_TABLE_DESCRIPTION ? tooLong(text, MAX_TABLE_DESCRIPTION) : "";
    }

    static String definition(String text) {
        if (text.isBlank()) {
            return "A definition is required: say what the term means (or where its data lives).";
        }
        return text.length() > MAX_TABLE_DESCRIPTION ? tooLong(text, MAX_TABLE_DESCRIPTION) : "";
    }

    static String columnDescription(String text) {
        return text.length() > MAX_COLUMN_DESCRIPTION ? tooLong(text, MAX_COLUMN_DESCRIPTION) : "";
    }

    /** Synonyms are typed comma separated; an empty item or a repeated one is a typo. */
    static String synonyms(String text) {
        if (text.isBlank()) {
            return "";
        }
        List<String> items = Arrays.stream(text.split(",", -1)).map(String::trim).toList();
        if (items.stream().anyMatch(String::isEmpty)) {
            return "Remove the empty synonym between two commas.";
        }
        Set<String> seen = new HashSet<>();
        for (String item : items) {
            if (!seen.add(item.toLowerCase(Locale.ROOT))) {
                return "'" + item + "' is listed twice.";
            }
        }
        return "";
    }

    /** The synonyms line as a list ({@code a, b} → [a, b]); blank is no synonyms. */
    static List<String> synonymList(String text) {
        return text.isBlank() ? List.of() : Arrays.stream(text.split(",")).map(String::trim).toList();
    }

    private static String tooLong(String text, int limit) {
        return "Keep it under " + limit + " characters (now " + text.length() + ").";
    }
}
