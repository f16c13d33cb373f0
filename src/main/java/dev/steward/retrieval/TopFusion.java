package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The best {@code depth} items of {@link RankFusion}'s reciprocal-rank fusion found from the head of each list,
 * without ranking every candidate: the same items, in the same order, with the same scores and ranks.
 *
 * <p>Why nothing is lost: the best {@code head} candidates by cosine and by BM25 get their exact ranks (the same
 * strict order as the full fusion: key, then candidate order). A candidate in neither head has cosine rank and
 * BM25 rank above {@code head}, so its score is at most {@code 1/(k+head+1)} twice over. Every candidate in a head
 * has a lower bound on its score (an unknown rank taken as the last); when the {@code depth}-th best lower bound
 * is above that ceiling, no candidate outside the heads can be among the best {@code depth}. A head candidate
 * whose upper bound reaches that lower bound gets its missing rank counted exactly; the others score below it and
 * cannot be shown either. When the bound does not hold (few candidates, long ties), the caller fuses everything.
 * Bounds are computed with the same rounded operations as the scores, which are monotone, so they bound the
 * computed scores too.
 */
final class TopFusion {
    /** Pruning pays from about this many candidates per head slot; below it the full fusion is as cheap. */
    private static final int CANDIDATES_PER_HEAD = 8;

    private final int k;
    private final int[] candidates;
    private final double[] cosines;
    private final LexicalIndex.Scores bm25;
    /** The cosine ranking over candidate indices: key ordered as Double.compare orders -cosine. */
    private final KeyRanking byCosine;
    /** The BM25 ranking over the candidates that matched a question term: key as Double.compare orders -score. */
    private final KeyRanking byBm25;
    private final int matched;
    /** By index into the candidates: the exact rank when known, else 0. */
    private final int[] cosineRank;
    private final int[] bm25Rank;
    private List<RankFusion.Fused> best;

    private TopFusion(int k, int[] candidates, double[] cosines, LexicalIndex.Scores bm25) {
        this.k = k;
        this.candidates = candidates;
        this.cosines = cosines;
        this.bm25 = bm25;
        int n = candidates.length;
        this.byCosine = new KeyRanking(n, i -> true, i -> orderKey(-cosines[candidates[i]]));
        this.byBm25 = new KeyRanking(n, i -> bm25.matched(candidates[i]), i -> orderKey(-bm25.score(candidates[i])));
        int count = 0;
        for (int p : candidates) {
            count += bm25.matched(p) ? 1 : 0;
        }
        this.matched = count;
        this.cosineRank = new int[n];
        this.bm25Rank = new int[n];
    }

    /** How deep each list is ranked for the best {@code depth}: deep enough that the bound holds without ties. */
    static int head(int k, int depth) {
        return 2 * (k + depth) + 16;
    }

    /**
     * The best {@code depth} of the fusion, best first ({@link #best()}), or null when pruning does not apply (the
     * caller fuses every candidate).
     */
    static TopFusion of(int k, int[] candidates, double[] cosines, LexicalIndex.Scores bm25, int depth) {
        int head = head(k, depth);
        if (depth < 1 || candidates.length < CANDIDATES_PER_HEAD * head) {
            return null;
        }
        TopFusion fusion = new TopFusion(k, candidates, cosines, bm25);
        fusion.best = fusion.best(depth, head);
        return fusion.best == null ? null : fusion;
    }

    /** The best {@code depth} items, best first. */
    List<RankFusion.Fused> best() {
        return best;
    }

    /**
     * The fused items of corpus positions with their exact ranks (counted for all of them in one pass over the
     * keys), in their order, null where one is not a candidate.
     */
    List<RankFusion.Fused> at(int[] positions) {
        int[] indices = indicesOf(candidates, positions);
        countMissingRanks(Arrays.stream(indices).filter(i -> i >= 0).distinct().toArray());
        RankFusion.Fused[] found = new RankFusion.Fused[positions.length];
        for (int w = 0; w < positions.length; w++) {
            found[w] = indices[w] < 0 ? null : fused(indices[w]);
        }
        return Arrays.asList(found);
    }

    /** For each of {@code positions}, the index of its first occurrence among the candidates, -1 when absent. */
    static int[] indicesOf(int[] candidates, int[] positions) {
        Map<Integer, Integer> first = new HashMap<>();
        for (int position : positions) {
            first.put(position, -1);
        }
        for (int i = 0; i < candidates.length; i++) {
            Integer known = first.get(candidates[i]);
            if (known != null && known < 0) {
                first.put(candidates[i], i);
            }
        }
        return Arrays.stream(positions).map(first::get).toArray();
    }

    /** The highest cosine among the candidates, 0 when there are none. */
    static double bestCosine(int[] candidates, double[] cosines) {
        double best = Double.NEGATIVE_INFINITY;
        for (int p : candidates) {
            best = Math.max(best, cosines[p]);
        }
        return candidates.length == 0 ? 0.0 : best;
    }

    private List<RankFusion.Fused> best(int depth, int head) {
        int[] cosineHead = byCosine.head(head);
        for (int r = 0; r < cosineHead.length; r++) {
            cosineRank[cosineHead[r]] = r + 1;
        }
        int bm25Head = Math.min(head, matched);
        int[] lexicalHead = byBm25.head(bm25Head);
        for (int r = 0; r < lexicalHead.length; r++) {
            bm25Rank[lexicalHead[r]] = r + 1;
        }
        int[] heads = union(cosineHead, lexicalHead);
        double cosineCeiling = 1.0 / (k + head + 1);
        double bm25Ceiling = bm25Head == matched ? 0.0 : 1.0 / (k + bm25Head + 1);
        double outside = cosineCeiling + bm25Ceiling;
        double[] lows = new double[heads.length];
        for (int h = 0; h < heads.length; h++) {
            lows[h] = bound(heads[h], 1.0 / (k + candidates.length), 1.0 / (k + matched));
        }
        double[] sorted = lows.clone();
        Arrays.sort(sorted);
        double floor = sorted[sorted.length - depth];
        if (!(floor > outside)) {
            return null;
        }
        List<Integer> contenders = new ArrayList<>();
        for (int i : heads) {
            if (bound(i, cosineCeiling, bm25Ceiling) >= floor) {
                contenders.add(i);
            }
        }
        countMissingRanks(contenders.stream().mapToInt(Integer::intValue).toArray());
        contenders.sort(this::fusedOrder);
        return contenders.stream().limit(depth).map(this::fused).toList();
    }

    /** The candidates of both heads, each once, cosine head first (a head candidate already has its rank). */
    private int[] union(int[] cosineHead, int[] lexicalHead) {
        int[] all = Arrays.copyOf(cosineHead, cosineHead.length + lexicalHead.length);
        int size = cosineHead.length;
        for (int i : lexicalHead) {
            if (cosineRank[i] == 0) {
                all[size++] = i;
            }
        }
        return Arrays.copyOf(all, size);
    }

    /** The score of candidate {@code i}, each unknown rank's term replaced by the given one. */
    private double bound(int i, double unknownCosineTerm, double unknownBm25Term) {
        double cosineTerm = cosineRank[i] > 0 ? 1.0 / (k + cosineRank[i]) : unknownCosineTerm;
        double bm25Term = !bm25.matched(candidates[i]) ? 0.0
                : bm25Rank[i] > 0 ? 1.0 / (k + bm25Rank[i]) : unknownBm25Term;
        return cosineTerm + bm25Term;
    }

    /** Counts the ranks the heads did not give of candidates {@code some}: every candidate before each, plus one. */
    private void countMissingRanks(int[] some) {
        int[] cosineMissing = Arrays.stream(some).filter(i -> cosineRank[i] == 0).toArray();
        int[] cosineBefore = byCosine.before(cosineMissing);
        for (int m = 0; m < cosineMissing.length; m++) {
            cosineRank[cosineMissing[m]] = cosineBefore[m] + 1;
        }
        int[] bm25Missing = Arrays.stream(some).filter(i -> bm25Rank[i] == 0 && bm25.matched(candidates[i]))
                .toArray();
        int[] bm25Before = byBm25.before(bm25Missing);
        for (int m = 0; m < bm25Missing.length; m++) {
            bm25Rank[bm25Missing[m]] = bm25Before[m] + 1;
        }
    }

    /** A long whose signed order is Double.compare's order of {@code value} (-0.0 before 0.0, NaN last). */
    static long orderKey(double value) {
        long bits = Double.doubleToLongBits(value);
        return bits ^ ((bits >> 63) & Long.MAX_VALUE);
    }

    /** The full fusion's score expression, term for term, so the value is the same double (both ranks known). */
    private double score(int i) {
        return 1.0 / (k + cosineRank[i]) + (bm25Rank[i] > 0 ? 1.0 / (k + bm25Rank[i]) : 0.0);
    }

    private RankFusion.Fused fused(int i) {
        int p = candidates[i];
        return new RankFusion.Fused(p, score(i), cosines[p], bm25.score(p), cosineRank[i], bm25Rank[i]);
    }

    /** The full fusion's order over candidate indices: higher score, then higher cosine, then earlier. */
    private int fusedOrder(int a, int b) {
        int byScore = Double.compare(-score(a), -score(b));
        if (byScore != 0) {
            return byScore;
        }
        int byCosine = Double.compare(-cosines[candidates[a]], -cosines[candidates[b]]);
        return byCosine != 0 ? byCosine : Integer.compare(a, b);
    }
}
