package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Steward's name-based candidate generation, independent of naming habit: case and separators ignored,
 * irregular plurals, {@code <entity>_id|_key|_sk|_code} and {@code <Entity>Id}, decorated targets
 * ({@code dim_customer}, {@code customers_dim}), role prefixes ({@code original_language_id} → language,
 * {@code manager_staff_id} → staff), keys shared by name with another table's key, and self-references
 * ({@code manager_id}, {@code reports_to}, {@code parent_id}). Candidates are unverified: the data decides
 * (see {@link RelationshipVerifier}).
 */
public final class KeyCandidates {
    /** Words that make a column point back into its own table when no other table matches. */
    private static final Set<String> SELF_ROLE_WORDS = Set.of("parent", "manager", "reports", "supervisor", "boss",
            "superior", "mentor", "predecessor", "successor", "previous", "next", "referrer", "referred");

    /** Every candidate join path, unverified, at most one per (source table, source column). */
    public List<Relationship> propose(SchemaColumns schema) {
        Map<String, String> entities = entities(schema);
        ColumnPrefixes prefixes = ColumnPrefixes.of(schema);
        Map<String, String> keys = keys(schema);
        List<Relationship> found = new ArrayList<>();
        schema.tables().forEach((table, columns) -> columns.forEach(column ->
                candidateFor(table, column.name(), entities, keys, prefixes).ifPresent(found::add)));
        return found;
    }

    /** Each table's own key column as the name rules see it; tables without one are absent. */
    static Map<String, String> keys(SchemaColumns schema) {
        Map<String, String> entities = entities(schema);
        ColumnPrefixes prefixes = ColumnPrefixes.of(schema);
        Map<String, String> keys = new LinkedHashMap<>();
        schema.tables().keySet().forEach(t -> primaryKey(schema, t, entities, prefixes)
                .ifPresent(k -> keys.put(t, k)));
        return keys;
    }

    private static Map<String, String> entities(SchemaColumns schema) {
        Map<String, String> entities = new LinkedHashMap<>();
        schema.tables().keySet().forEach(t -> entities.put(t, NameWords.tableEntity(t)));
        return entities;
    }

    private static Optional<Relationship> candidateFor(String table, String column, Map<String, String> entities,
                                                       Map<String, String> keys, ColumnPrefixes prefixes) {
        NameWords words = prefixes.strip(table, keyWords(column, entities));
        boolean ownKey = column.equals(keys.get(table));
        if (words.endsWithKeySuffix() && !words.stem().isEmpty()) {
            Optional<String> target = targetByStem(words.stem(), entities)
                    .or(() -> ownKey ? Optional.empty() : prefixes.abbreviated(words.stem(), table, entities, keys));
            if (target.isPresent()) {
                String to = target.get();
                String toColumn = keys.get(to);
                if (toColumn == null || to.equals(table) && ownKey) {
                    return Optional.empty();
                }
                DetectionMethod method = to.equals(table) ? DetectionMethod.SELF_REFERENCE : DetectionMethod.KEY_NAMING;
                return Optional.of(candidate(table, column, to, toColumn, method));
            }
            Optional<String> sharer = parentKeyedBy(words, table, ownKey, keys);
            if (sharer.isPresent()) {
                return Optional.of(candidate(table, column, sharer.get(), keys.get(sharer.get()),
                        DetectionMethod.KEY_NAMING));
            }
        }
        if (!ownKey && keys.containsKey(table) && words.words().stream().anyMatch(SELF_ROLE_WORDS::contains)) {
            return Optional.of(candidate(table, column, table, keys.get(table), DetectionMethod.SELF_REFERENCE));
        }
        return Optional.empty();
    }

    /**
     * The column's words, with a glued lower-case key split off when the rest names a table:
     * {@code customerid} → [customer, id] when a customer(s) table exists ({@code paid} stays one word).
     */
    static NameWords keyWords(String column, Map<String, String> entities) {
        NameWords words = linkForm(NameWords.of(column));
        if (words.words().size() != 1) {
            return words;
        }
        String word = words.words().get(0);
        for (String suffix : List.of("id", "key")) {
            String head = word.endsWith(suffix) ? word.substring(0, word.length() - suffix.length()) : "";
            if (!head.isEmpty() && entities.containsValue(NameWords.entityOf(List.of(head)))) {
                return new NameWords(List.of(head, suffix));
            }
        }
        return words;
    }

    /**
     * Numbered and link-style references in key form: a trailing number goes ({@code approver_2} → approver,
     * {@code customer_id_2} → customer id), {@code link_to_<entity>} and {@code fk_<entity>} become
     * {@code <entity> id}.
     */
    static NameWords linkForm(NameWords words) {
        List<String> w = new ArrayList<>(words.words());
        while (w.size() > 1 && w.get(w.size() - 1).chars().allMatch(Character::isDigit)) {
            w.remove(w.size() - 1);
        }
        int lead = w.size() > 2 && w.get(0).equals("link") && w.get(1).equals("to") ? 2
                : w.size() > 1 && (w.get(0).equals("link") || w.get(0).equals("fk")) ? 1 : 0;
        if (lead > 0) {
            w = new ArrayList<>(w.subList(lead, w.size()));
            if (!NameWords.KEY_SUFFIXES.contains(w.get(w.size() - 1))) {
                w.add("id");
            }
        }
        return new NameWords(w);
    }

    /** The table whose entity is the longest tail of the stem: {@code [original, language]} → language. */
    private static Optional<String> targetByStem(List<String> stem, Map<String, String> entities) {
        for (int start = 0; start < stem.size(); start++) {
            String entity = NameWords.entityOf(stem.subList(start, stem.size()));
            Optional<String> match = entities.entrySet().stream().filter(e -> e.getValue().equals(entity))
                    .map(Map.Entry::getKey).findFirst();
            if (match.isPresent()) {
                return match;
            }
        }
        return Optional.empty();
    }

    /**
     * The parent among the tables whose own key has this (glued) name ({@code customer_type_id} →
     * customer_demographics): the one whose name the key's words cover best, so a junction table
     * ({@code SalesOrderHeaderSalesReason}) points at {@code SalesOrderHeader} and never the reverse. When the
     * column is {@code table}'s own key and {@code table} is the best parent, there is nothing to propose.
     */
    private static Optional<String> parentKeyedBy(NameWords key, String table, boolean ownKey,
                                                  Map<String, String> keys) {
        String glued = key.glued();
        Optional<String> best = keys.entrySet().stream()
                .filter(e -> (ownKey || !e.getKey().equals(table)) && NameWords.of(e.getValue()).glued().equals(glued))
                .map(Map.Entry::getKey)
                .min(java.util.Comparator.comparingDouble((String t) -> -coverage(key.stem(), t))
                        .thenComparingInt(String::length).thenComparing(t -> t));
        return best.filter(t -> !t.equals(table));
    }

    /** Share of the table name's words that are words of the key: SalesOrderID covers SalesOrderHeader 2/3. */
    private static double coverage(List<String> keyWords, String table) {
        List<String> tableWords = NameWords.of(table).words();
        long covered = tableWords.stream().filter(keyWords::contains).count();
        return tableWords.isEmpty() ? 0 : (double) covered / tableWords.size();
    }

    /**
     * The column that names the table's own rows: {@code <entity>_id|key|sk|code}, a bare {@code id}/{@code key},
     * or else the first column when it is key-like and does not name another table's entity.
     */
    static Optional<String> primaryKey(SchemaColumns schema, String table, Map<String, String> entities,
                                      ColumnPrefixes prefixes) {
        String entity = entities.get(table);
        List<ColumnSchema> columns = schema.columns(table);
        for (ColumnSchema column : columns) {
            NameWords words = prefixes.strip(table, keyWords(column.name(), entities));
            if (words.endsWithKeySuffix() && (words.stem().isEmpty()
                    || NameWords.entityOf(words.stem()).equals(entity)
                    || words.stem().equals(NameWords.of(table).words()))) {
                return Optional.of(column.name());
            }
        }
        if (columns.isEmpty()) {
            return Optional.empty();
        }
        NameWords first = prefixes.strip(table, keyWords(columns.get(0).name(), entities));
        boolean namesOther = !first.stem().isEmpty() && targetByStem(first.stem(), entities)
                .filter(t -> !t.equals(table)).isPresent();
        return first.endsWithKeySuffix() && !namesOther ? Optional.of(columns.get(0).name()) : Optional.empty();
    }

    private static Relationship candidate(String from, String fromColumn, String to, String toColumn,
                                          DetectionMethod method) {
        return new Relationship(from, to, List.of(new JoinColumn(fromColumn, toColumn)), Confidence.LOW,
                RelationshipStatus.DRAFT, method, null, null, null);
    }
}
