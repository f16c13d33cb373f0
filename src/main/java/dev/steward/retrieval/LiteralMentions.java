package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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

    /**
     * Phrases grouped by their first word, built once per phrase list: a question then looks only at the phrases that
     * can start with one of its words (a 10,000-table corpus has 10,000s of phrases, most starting with other words).
     */
    static final class Phrases<T> {
        private final List<Phrase<T>> all;
        private final Map<String, int[]> byFirstTerm;

        private Phrases(List<Phrase<T>> all) {
            this.all = List.copyOf(all);
            Map<String, List<Integer>> grouped = new HashMap<>();
            for (int i = 0; i < this.all.size(); i++) {
                List<String> terms = this.all.get(i).terms();
                if (!terms.isEmpty()) {
                    grouped.computeIfAbsent(terms.get(0), t -> new ArrayList<>()).add(i);
                }
            }
            byFirstTerm = new HashMap<>();
            grouped.forEach((term, at) -> byFirstTerm.put(term, at.stream().mapToInt(Integer::intValue).toArray()));
        }

        /** Positions in the list of the phrases that start with one of {@code words}, in list order. */
        private int[] startingWithAnyOf(List<String> words) {
            return new LinkedHashSet<>(words).stream().map(byFirstTerm::get).filter(Objects::nonNull)
                    .flatMapToInt(Arrays::stream).sorted().toArray();
        }
    }

    <T> Phrases<T> index(List<Phrase<T>> phrases) {
        return new Phrases<>(phrases);
    }

    /** The phrases found in {@code question}, by position in the question, longest matches only. */
    <T> List<Mention<T>> find(String question, List<Phrase<T>> phrases) {
        return find(question, index(phrases));
    }

    /** As {@link #find(String, List)}, over phrases indexed once. */
    <T> List<Mention<T>> find(String question, Phrases<T> phrases) {
        List<String> words = analysis.terms(question);
        List<Mention<T>> found = new ArrayList<>();
        for (int position : phrases.startingWithAnyOf(words)) {
            Phrase<T> phrase = phrases.all.get(position);
            int at = indexOf(words, phrase.terms());
            if (at >= 0) {
                found.add(new Mention<>(phrase, at, at + phrase.terms().size()));
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
            if (startsAt(words, i, needle)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsAt(List<String> words, int from, List<String> needle) {
        for (int j = 0; j < needle.size(); j++) {
            if (!words.get(from + j).equals(needle.get(j))) {
                return false;
            }
        }
        return true;
    }
}
