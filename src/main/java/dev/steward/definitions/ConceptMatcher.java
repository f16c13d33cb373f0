package dev.steward.definitions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which visible concept definition a question is about, lexically: its id, title or a synonym as whole words
 * (the longest wins), else at least two content words of its title. Ties come back as several candidates.
 */
final class ConceptMatcher {
    private static final int PHRASE = 1000;
    private static final int MIN_TITLE_WORDS = 2;

    List<Definition> match(DefinitionSet visible, String question) {
        String padded = Words.padded(question);
        Set<String> asked = new HashSet<>(Words.content(question));
        int best = 0;
        List<Definition> top = new ArrayList<>();
        for (Definition d : visible.definitions()) {
            if (!d.isConcept()) {
                continue;
            }
            int score = score(d, padded, asked, question.toLowerCase(Locale.ROOT));
            if (score > best) {
                best = score;
                top.clear();
            }
            if (score == best && score > 0) {
                top.add(d);
            }
        }
        return top;
    }

    private static int score(Definition d, String padded, Set<String> asked, String lowerQuestion) {
        if (lowerQuestion.contains(d.id().toLowerCase(Locale.ROOT))) {
            return PHRASE * 2;
        }
        int phrase = 0;
        for (String p : phrases(d)) {
            if (Words.containsPhrase(padded, p)) {
                phrase = Math.max(phrase, PHRASE + Words.of(p).size());
            }
        }
        if (phrase > 0) {
            return phrase;
        }
        Set<String> titleWords = new HashSet<>();
        d.concepts().forEach(v -> titleWords.addAll(Words.content(v.title())));
        titleWords.removeIf(w -> w.chars().allMatch(Character::isDigit));
        long hits = titleWords.stream().filter(asked::contains).count();
        return hits >= MIN_TITLE_WORDS ? (int) hits : 0;
    }

    private static List<String> phrases(Definition d) {
        List<String> phrases = new ArrayList<>(d.synonyms());
        phrases.add(d.idWords());
        d.concepts().stream().map(DefinitionVersion::title).filter(t -> t != null && !t.isBlank())
                .forEach(phrases::add);
        return phrases;
    }
}
