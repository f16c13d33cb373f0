package dev.steward.retrieval;

import java.util.List;
import java.util.stream.IntStream;

/**
 * The table retrieval's hybrid ranking for any small list of documents: cosine to their vectors and BM25 over their
 * text ({@link NameAwareAnalyzer}), fused by reciprocal rank ({@link RankFusion}) with the same k. Immutable.
 */
public final class HybridRanking {
    private final VectorColumn vectors;
    private final LexicalIndex lexical;
    private final RankFusion fusion;

    /** @param vectors one per text, same order */
    public HybridRanking(List<String> texts, List<float[]> vectors, int rrfK) {
        if (texts.size() != vectors.size()) {
            throw new IllegalArgumentException(texts.size() + " texts but " + vectors.size() + " vectors");
        }
        this.vectors = new VectorColumn(vectors);
        this.lexical = new LexicalIndex(new NameAwareAnalyzer(), texts);
        this.fusion = new RankFusion(rrfK);
    }

    /** One ranked document: its position in the list and its scores (bm25 0 when no question term matched). */
    public record Hit(int position, double score, double cosine, double bm25, boolean lexical) {
    }

    /** Every document, best first (ties keep list order). */
    public List<Hit> rank(String question, float[] asked) {
        double[] cosines = vectors.cosines(asked);
        LexicalIndex.Scores bm25 = lexical.all(question);
        int[] all = IntStream.range(0, cosines.length).toArray();
        return fusion.fuse(all, cosines, bm25).all().stream()
                .map(f -> new Hit(f.position(), f.score(), f.cosine(), f.bm25(), f.bm25Rank() > 0)).toList();
    }
}
