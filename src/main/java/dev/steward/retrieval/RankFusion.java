package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal-rank fusion of a cosine ranking and a BM25 ranking: score = 1/(k + cosine rank) + 1/(k + BM25 rank),
 * ranks from 1, the BM25 term only for items that matched a question term. Ties keep corpus order, so the result
 * is deterministic.
 */
final class RankFusion {
    private final int k;

    RankFusion(int k) {
        this.k = k;
    }

    /** One fused item: its position in the corpus and its scores. */
    record Fused(int position, double score, double cosine, double bm25, int cosineRank, int bm25Rank) {
    }

    /**
     * @param candidates corpus positions to rank
     * @param cosines    cosine per corpus position
     * @param bm25       BM25 score per matching corpus position
     */
    List<Fused> fuse(List<Integer> candidates, double[] cosines, Map<Integer, Double> bm25) {
        List<Integer> byCosine = new ArrayList<>(candidates);
        byCosine.sort(Comparator.comparingDouble((Integer p) -> -cosines[p]));
        List<Integer> byBm25 = new ArrayList<>(candidates.stream().filter(bm25::containsKey).toList());
        byBm25.sort(Comparator.comparingDouble((Integer p) -> -bm25.get(p)));
        int[] cosineRanks = ranks(byCosine, cosines.length);
        int[] bm25Ranks = ranks(byBm25, cosines.length);
        List<Fused> fused = new ArrayList<>();
        for (int position : candidates) {
            int cosineRank = cosineRanks[position];
            int bm25Rank = bm25Ranks[position];
            double score = 1.0 / (k + cosineRank) + (bm25Rank > 0 ? 1.0 / (k + bm25Rank) : 0.0);
            fused.add(new Fused(position, score, cosines[position], bm25.getOrDefault(position, 0.0),
                    cosineRank, bm25Rank));
        }
        fused.sort(Comparator.comparingDouble((Fused f) -> -f.score()).thenComparingDouble(f -> -f.cosine()));
        return fused;
    }

    /** Corpus position to 1-based rank in {@code ordered}, 0 for positions not in it (arrays, not maps: 10,000s). */
    private static int[] ranks(List<Integer> ordered, int corpusSize) {
        int[] ranks = new int[corpusSize];
        for (int i = 0; i < ordered.size(); i++) {
            ranks[ordered.get(i)] = i + 1;
        }
        return ranks;
    }
}
