package dev.steward.definitions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The deny half of the audience filter: a question that tells the assistant to ignore its rules, or that names a
 * record the audience may not see (its id, title or synonym, or two distinctive words of its title), is denied.
 * Only this check ever looks at hidden records, and it returns nothing but yes or no.
 */
final class AudienceGuard {
    private static final Pattern INJECTION = Pattern.compile(String.join("|",
            "\\b(ignore|disregard|forget|override|bypass|skip)\\b.{0,40}\\b(instruction|rule|polic|guard"
                    + "|restriction|previous|prior|above|filter)",
            "system prompt", "\\byou are now\\b", "jailbreak", "developer mode", "\\bpretend\\b",
            "\\bact as (an? )?(admin|administrator|root|developer|controller|finance)",
            "\\b(reveal|print|dump|leak|list|show)\\b.{0,30}\\b(restricted|confidential|hidden|secret)"),
            Pattern.CASE_INSENSITIVE);
    private static final int DISTINCTIVE_WORDS_TO_DENY = 2;

    boolean denies(DefinitionSet all, DefinitionSet visible, Audience audience, String question) {
        if (INJECTION.matcher(question).find()) {
            return true;
        }
        DefinitionSet hidden = all.hiddenFrom(audience);
        if (hidden.isEmpty()) {
            return false;
        }
        String padded = Words.padded(question);
        Set<String> asked = new HashSet<>(Words.content(question));
        Set<String> visibleWords = visibleWords(visible);
        for (Definition d : hidden.definitions()) {
            boolean wholyHidden = visible.get(d.id()).isEmpty();
            if (wholyHidden && names(padded, d)) {
                return true;
            }
            if (distinctive(d, visibleWords).stream().filter(asked::contains).count() >= DISTINCTIVE_WORDS_TO_DENY) {
                return true;
            }
        }
        return false;
    }

    private static boolean names(String padded, Definition d) {
        List<String> phrases = new ArrayList<>(d.synonyms());
        phrases.add(d.idWords());
        d.versions().stream().map(DefinitionVersion::title).filter(t -> t != null).forEach(phrases::add);
        return padded.contains(" " + d.id().toLowerCase(Locale.ROOT) + " ")
                || phrases.stream().anyMatch(p -> Words.containsPhrase(padded, p));
    }

    private static Set<String> distinctive(Definition hidden, Set<String> visibleWords) {
        Set<String> words = new HashSet<>();
        for (DefinitionVersion v : hidden.versions()) {
            words.addAll(Words.content(v.title()));
            words.add(v.kind().word());
            words.addAll(Words.content(hidden.idWords()));
        }
        words.removeAll(visibleWords);
        words.remove("definition");
        words.removeIf(w -> w.chars().allMatch(Character::isDigit)); // a year alone says nothing of a record
        return words;
    }

    private static Set<String> visibleWords(DefinitionSet visible) {
        Set<String> words = new HashSet<>();
        for (Definition d : visible.definitions()) {
            words.addAll(Words.content(d.idWords()));
            d.synonyms().forEach(s -> words.addAll(Words.content(s)));
            d.versions().forEach(v -> words.addAll(Words.content(v.title())));
        }
        return words;
    }
}
