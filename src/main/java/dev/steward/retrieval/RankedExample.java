package dev.steward.retrieval;

import dev.steward.examples.Example;

/** A verified example or template with its fused score, cosine and BM25 score. */
public record RankedExample(Example example, double score, double cosine, double bm25) {
}
