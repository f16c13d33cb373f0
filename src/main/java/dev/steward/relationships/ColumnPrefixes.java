package dev.steward.relationships;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Table-prefix naming, as in warehouse schemas where every column of {@code customer_address} starts with
 * {@code ca_} ({@code ca_address_sk}, {@code ca_city}) and a reference carries its own table's prefix
 * ({@code ss_item_sk} → {@code item.i_item_sk}): a table's prefix is the first word shared by at least 80 % of its
 * columns (three or more), and it is dropped before the name rules look at a column. Also matches the abbreviated
 * entity words such schemas use ({@code addr} → address, {@code promo} → promotion, {@code cdemo} →
 * customer_demographics keyed {@code cd_demo_sk}).
 */
final class ColumnPrefixes {
    private static final double SHARE = 0.8;
    private static final int MIN_ABBREVIATION = 3;
    private final Map<String, String> prefixes;

    private ColumnPrefixes(Map<String, String> prefixes) {
        this.prefixes = prefixes;
    }

    static ColumnPrefixes of(SchemaColumns schema) {
        Map<String, String> found = new LinkedHashMap<>();
        schema.tables().forEach((table, columns) -> {
            Map<String, Integer> firstWords = new HashMap<>();
            columns.forEach(c -> {
                List<String> words = NameWords.of(c.name()).words();
                if (words.size() > 1) {
                    firstWords.merge(words.get(0), 1, Integer::sum);
                }
            });
            firstWords.forEach((word, count) -> {
                if (columns.size() >= 3 && count >= SHARE * columns.size()) {
                    found.put(table, word);
                }
            });
        });
        return new ColumnPrefixes(found);
    }

    /** The column's words without its table's prefix: {@code cs_bill_addr_sk} in catalog_sales → [bill, addr, sk]. */
    NameWords strip(String table, NameWords words) {
        String prefix = prefixes.get(table);
        return prefix != null && words.words().size() > 1 && words.words().get(0).equals(prefix)
                ? new NameWords(words.words().subList(1, words.words().size())) : words;
    }

    /**
     * The one table (not {@code table}) that the stem's last word abbreviates: a prefix (3+ letters) of its entity
     * or of its key's stem, or its first word's initial followed by its key's stem. Empty when none or several do.
     */
    Optional<String> abbreviated(List<String> stem, String table, Map<String, String> entities,
                                 Map<String, String> keys) {
        String word = stem.isEmpty() ? "" : stem.get(stem.size() - 1);
        if (word.length() < MIN_ABBREVIATION) {
            return Optional.empty();
        }
        List<String> matches = keys.keySet().stream().filter(t -> !t.equals(table))
                .filter(t -> abbreviates(word, t, entities.get(t), keyStem(t, keys.get(t)))).toList();
        return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
    }

    private String keyStem(String table, String key) {
        return String.join("", strip(table, NameWords.of(key)).stem());
    }

    private static boolean abbreviates(String word, String table, String entity, String keyStem) {
        String initial = NameWords.of(table).words().get(0).substring(0, 1);
        return entity.startsWith(word) || !keyStem.isEmpty() && (keyStem.startsWith(word)
                || word.equals(initial + keyStem));
    }
}
