package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reciprocal-rank fusion of a cosine ranking and a BM25 ranking: score = 1/(k + cosine rank) + 1/(k + BM25 rank),
 * ranks from 1, the BM25 term only for items that matched a question term. Ties (of cosine, BM25 score and fused
 * score alike) keep candidate order, so the result is deterministic.
 *
 * <p>Built for 10,000s of candidates: ranks come from sorting primitive keys, every fused score is a double in an
 * array, and only the items a caller takes from {@link Ranking#top} become objects. A caller that reads only the
 * best few asks {@link #fuse(int[], double[], LexicalIndex.Scores, int)}: {@link TopFusion} then ranks only the
 * head of each list, with the same results.
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
     * @param candidates corpus positions to rank, in the order that breaks ties
     * @param cosines    cosine per corpus position
     * @param bm25       BM25 score per corpus position, for those that matched
     */
    Ranking fuse(int[] candidates, double[] cosines, LexicalIndex.Scores bm25) {
        int[] cosineRanks = new int[cosines.length];
        FusionRanks.rank(candidates, p -> -cosines[p], cosineRanks);
        int[] bm25Ranks = new int[cosines.length];
        int[] matching = Arrays.stream(candidates).filter(bm25::matched).toArray();
        FusionRanks.rank(matching, p -> -bm25.score(p), bm25Ranks);
        double[] scores = new double[candidates.length];
        for (int i = 0; i < candidates.length; i++) {
            int bm25Rank = bm25Ranks[candidates[i]];
            scores[i] = 1.0 / (k + cosineRanks[candidates[i]]) + (bm25Rank > 0 ? 1.0 / (k + bm25Rank) : 0.0);
        }
        return new Full(candidates, scores, cosines, bm25, cosineRanks, bm25Ranks);
    }

    /**
     * The same ranking as {@link #fuse(int[], double[], LexicalIndex.Scores)} for a caller that reads mostly the
     * best {@code depth}: those are found without ranking every candidate ({@link TopFusion}); a read deeper than
     * that, or candidates too few or too tied for the bound to hold, falls back to the full fusion.
     */
    Ranking fuse(int[] candidates, double[] cosines, LexicalIndex.Scores bm25, int depth) {
        TopFusion best = TopFusion.of(k, candidates, cosines, bm25, depth);
        return best == null ? fuse(candidates, cosines, bm25)
                : new Pruned(this, candidates, cosines, bm25, best);
    }

    /** The fused order of the candidates, materialised only as far as a caller reads it. */
    interface Ranking {
        /** How many candidates were ranked. */
        int size();

        /** The best {@code n} (or all, when fewer), best first: higher score, then higher cosine, then earlier. */
        List<Fused> top(int n);

        /** All candidates in fused order. */
        default List<Fused> all() {
            return top(size());
        }

        /** The fused item of a corpus position, null when it is not a candidate. */
        default Fused at(int position) {
            return at(new int[] {position}).get(0);
        }

        /** The fused items of corpus positions, in their order, null where one is not a candidate. */
        List<Fused> at(int[] positions);

        /** The highest cosine among the candidates, 0 when there are none. */
        double bestCosine();
    }

    /** A ranking whose best items were found by {@link TopFusion}; anything else is computed when asked. */
    private static final class Pruned implements Ranking {
        private final RankFusion fusion;
        private final int[] candidates;
        private final double[] cosines;
        private final LexicalIndex.Scores bm25;
        private final TopFusion pruned;
        private final List<Fused> best;
        private Ranking full;

        Pruned(RankFusion fusion, int[] candidates, double[] cosines, LexicalIndex.Scores bm25, TopFusion pruned) {
            this.fusion = fusion;
            this.candidates = candidates;
            this.cosines = cosines;
            this.bm25 = bm25;
            this.pruned = pruned;
            this.best = pruned.best();
        }

        @Override
        public int size() {
            return candidates.length;
        }

        @Override
        public List<Fused> top(int n) {
            if (n <= best.size()) {
                return List.copyOf(best.subList(0, Math.max(0, n)));
            }
            if (full == null) {
                full = fusion.fuse(candidates, cosines, bm25);
            }
            return full.top(n);
        }

        @Override
        public List<Fused> at(int[] positions) {
            return pruned.at(positions);
        }

        @Override
        public double bestCosine() {
            return TopFusion.bestCosine(candidates, cosines);
        }
    }

    /** Every candidate ranked. */
    private static final class Full implements Ranking {
        private final int[] candidates;
        private final double[] scores;
        private final double[] cosines;
        private final LexicalIndex.Scores bm25;
        private final int[] cosineRanks;
        private final int[] bm25Ranks;

        private Full(int[] candidates, double[] scores, double[] cosines, LexicalIndex.Scores bm25,
                     int[] cosineRanks, int[] bm25Ranks) {
            this.candidates = candidates;
            this.scores = scores;
            this.cosines = cosines;
            this.bm25 = bm25;
            this.cosineRanks = cosineRanks;
            this.bm25Ranks = bm25Ranks;
        }

        @Override
        public int size() {
            return candidates.length;
        }

        @Override
        public List<Fused> top(int n) {
            int[] best = FusionRanks.best(candidates.length, Math.min(n, candidates.length), this::before);
            List<Fused> fused = new ArrayList<>(best.length);
            for (int i : best) {
                fused.add(fused(i));
            }
            return fused;
        }

        @Override
        public List<Fused> at(int[] positions) {
            int[] indices = TopFusion.indicesOf(candidates, positions);
            Fused[] found = new Fused[positions.length];
            for (int w = 0; w < positions.length; w++) {
                found[w] = indices[w] < 0 ? null : fused(indices[w]);
            }
            return Arrays.asList(found);
        }

        @Override
        public double bestCosine() {
            return TopFusion.bestCosine(candidates, cosines);
        }

        private Fused fused(int i) {
            int p = candidates[i];
            return new Fused(p, scores[i], cosines[p], bm25.score(p), cosineRanks[p], bm25Ranks[p]);
        }

        /** Whether candidate {@code a} (an index into the candidates) ranks before candidate {@code b}. */
        private boolean before(int a, int b) {
            int byScore = Double.compare(-scores[a], -scores[b]);
            if (byScore != 0) {
                return byScore < 0;
            }
            int byCosine = Double.compare(-cosines[candidates[a]], -cosines[candidates[b]]);
            return byCosine != 0 ? byCosine < 0 : a < b;
        }
    }
}
