package dev.steward.examples;

import java.util.HashSet;
import java.util.Set;

/**
 * Which examples a file already holds, for de-duplication: the same content hash (question and SQL), or the same
 * SQL once comments, case outside quotes, spacing and a trailing semicolon are set aside. Two phrasings of one
 * query are one example; keeping both would only weight that query twice in few-shot retrieval.
 */
final class ExampleIdentity {
    private final Set<String> hashes = new HashSet<>();
    private final Set<String> queries = new HashSet<>();

    ExampleIdentity(Iterable<Example> existing) {
        existing.forEach(this::add);
    }

    boolean isKnown(String question, String sql) {
        return hashes.contains(ExampleContentHash.of(question, sql))
                || (!sql.isBlank() && queries.contains(TemplateSql.normalised(sql)));
    }

    void add(Example example) {
        hashes.add(example.contentHash());
        if (!example.sql().isBlank()) {
            queries.add(TemplateSql.normalised(example.sql()));
        }
    }
}
