package dev.steward.retrieval;

import dev.steward.project.Layer;
import java.util.List;

/**
 * A candidate table with its scores.
 *
 * @param score   reciprocal-rank fusion of the cosine and BM25 rankings
 * @param cosine  similarity of the question to the table's embedded text
 * @param bm25    Lucene BM25 score, 0 when no question term matched
 * @param reasons why it is where it is, for people ("literal synonym 'deals'", "join partner of ...")
 */
public record RankedTable(String name, Layer layer, double score, double cosine, double bm25, List<String> reasons) {

    public RankedTable {
        reasons = List.copyOf(reasons);
    }
}
