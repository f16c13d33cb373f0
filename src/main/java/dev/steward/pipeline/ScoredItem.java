package dev.steward.pipeline;

import java.util.Objects;

/**
 * A table, example or template the answer used, with the retrieval score that put it there.
 *
 * @param name   table name ({@code gold.<name>} for gold), or an example's/template's question
 * @param id     the example's or template's 12-hex content hash; the table's query name for tables
 * @param score  the fused retrieval score
 * @param cosine the embedding similarity to the question
 */
public record ScoredItem(String name, String id, double score, double cosine) {

    public ScoredItem {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(id, "id");
    }
}
