package dev.steward.relationships;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The words of a table or column name, whatever its naming habit: {@code support_rep_id}, {@code SupportRepId},
 * {@code supportRepID} and {@code SUPPORT_REP_ID} all give {@code [support, rep, id]}.
 */
public record NameWords(List<String> words) {
    /** Words that make a column a key reference: {@code <entity>_id}, {@code <Entity>Key}, {@code <entity>_sk}. */
    static final Set<String> KEY_SUFFIXES = Set.of("id", "key", "sk", "code", "ref", "no", "num", "nr", "uuid",
            "guid");
    /** Warehouse decorations around a table's entity: {@code dim_customer}, {@code customers_dim}. */
    static final Set<String> TABLE_DECORATIONS = Set.of("dim", "fact", "fct", "tbl", "stg", "lkp", "lookup",
            "ref", "raw", "dimension", "d", "f", "t");

    public NameWords {
        words = List.copyOf(words);
    }

    /** Splits on non-alphanumerics and on lower→upper and ACRONYMWord case changes, lower-cased. */
    public static NameWords of(String name) {
        List<String> words = new ArrayList<>();
        for (String part : name.split("[^A-Za-z0-9]+")) {
            for (String word : part.split("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")) {
                if (!word.isEmpty()) {
                    words.add(word.toLowerCase(Locale.ROOT));
                }
            }
        }
        return new NameWords(words);
    }

    /** The table's entity with decorations removed and the last word singular: {@code dim_customers} → customer. */
    public static String tableEntity(String table) {
        List<String> words = new ArrayList<>(of(table).words());
        if (words.size() > 1 && TABLE_DECORATIONS.contains(words.get(0))) {
            words.remove(0);
        }
        if (words.size() > 1 && TABLE_DECORATIONS.contains(words.get(words.size() - 1))) {
            words.remove(words.size() - 1);
        }
        return entityOf(words);
    }

    /** Words glued together with the last one singular: {@code [order, details]} → orderdetail. */
    static String entityOf(List<String> words) {
        if (words.isEmpty()) {
            return "";
        }
        String head = String.join("", words.subList(0, words.size() - 1));
        return head + EnglishNouns.singular(words.get(words.size() - 1));
    }

    /** True when the last word is a key suffix ({@code id}, {@code key}, {@code sk}, {@code code}). */
    public boolean endsWithKeySuffix() {
        return !words.isEmpty() && KEY_SUFFIXES.contains(words.get(words.size() - 1));
    }

    /** The words before the key suffix; empty for a bare {@code id}. */
    public List<String> stem() {
        return endsWithKeySuffix() ? words.subList(0, words.size() - 1) : words;
    }

    /** All words glued, for case- and separator-insensitive comparison. */
    public String glued() {
        return String.join("", words);
    }
}
