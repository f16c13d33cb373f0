package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds phrases (table names, synonyms, glossary terms) that appear literally in a question: whole words,
 * case-insensitive, compared after the same analysis BM25 uses, so {@code reps}, {@code Rep} and {@code rep}
 * are one word and {@code rep_performance} matches "rep performance". A match inside a longer match is dropped:
 * "sales reps" names the reps, not the sales.
 */
final class LiteralMentions {
    private final NameAwareAnalyzer analysis;

    LiteralMentions(NameAwareAnalyzer analysis) {
        this.analysis = analysis;
    }

    /** A phrase to look for, with what it stands for and its analysed words (analysed once, not per question). */
    record Phrase<T>(String text, T target, List<String> terms) {
    }

    <T> Phrase<T> phrase(String text, T target) {
        return new Phrase<>(text, target, List.copyOf(analysis.terms(text)));
    }

    /** A phrase found in the question, at term positions [start, end). */
    record Mention<T>(Phrase<T> phrase, int start, int end) {
        boolean inside(Mention<?> other) {
            return other != this && other.start <= start && end <= other.end && other.end - other.start > end - start;
        }
    }

    /** The phrases found in {@code question}, by position in the question, longest matches only. */
    <T> List<Mention<T>> find(String question, List<Phrase<T>> phrases) {
        List<String> words = analysis.terms(question);
        Set<String> present = new HashSet<>(words);
        List<Mention<T>> found = new ArrayList<>();
        for (Phrase<T> phrase : phrases) {
            List<String> needle = phrase.terms();
            // A set look-up first: a 10,000-table corpus has 10,000s of phrases and most start with another word.
            int at = needle.isEmpty() || !present.contains(needle.get(0)) ? -1 : indexOf(words, needle);
            if (at >= 0) {
                found.add(new Mention<>(phrase, at, at + needle.size()));
            }
        }
        List<Mention<T>> longest = found.stream().filter(m -> found.stream().noneMatch(m::inside)).toList();
        List<Mention<T>> ordered = new ArrayList<>(longest);
        ordered.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return ordered;
    }

    /**
     * True when every word of a phrase occurs in the question, in any order: "spend on marketing" mentions
     * "marketing spend". Used for abstaining, where a missed mention means a made-up answer.
     */
    boolean mentionsAllWords(String question, Phrase<?> phrase) {
        List<String> needle = phrase.terms();
        return !needle.isEmpty() && analysis.terms(question).containsAll(needle);
    }

    private static int indexOf(List<String> words, List<String> needle) {
        for (int i = 0; i + needle.size() <= words.size(); i++) {
            if (words.subList(i, i + needle.size()).equals(needle)) {
                return i;
            }
        }
        return -1;
    }
}
