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
    /** Indices into the candidates of those that matched a question term, in candidate order. */
    private final int[] matching;
    /** By index into the candidates: the cosine ranking's key, ordered as Double.compare orders -cosine. */
    private final long[] cosineKeys;
    /** By index into {@link #matching}: the BM25 ranking's key, ordered as Double.compare orders -score. */
    private final long[] bm25Keys;
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
        this.cosineKeys = new long[n];
        int[] matched = new int[n];
        long[] matchedKeys = new long[n];
        int size = 0;
        for (int i = 0; i < n; i++) {
            int p = candidates[i];
            cosineKeys[i] = orderKey(-cosines[p]);
            if (bm25.matched(p)) {
                matched[size] = i;
                matchedKeys[size++] = orderKey(-bm25.score(p));
            }
        }
        this.matching = Arrays.copyOf(matched, size);
        this.bm25Keys = Arrays.copyOf(matchedKeys, size);
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
        int[] byCosine = head(cosineKeys, head);
        for (int r = 0; r < byCosine.length; r++) {
            cosineRank[byCosine[r]] = r + 1;
        }
        int bm25Head = Math.min(head, matching.length);
        int[] byBm25 = head(bm25Keys, bm25Head);
        for (int r = 0; r < byBm25.length; r++) {
            byBm25[r] = matching[byBm25[r]];
            bm25Rank[byBm25[r]] = r + 1;
        }
        int[] heads = union(byCosine, byBm25);
        double cosineCeiling = 1.0 / (k + head + 1);
        double bm25Ceiling = bm25Head == matching.length ? 0.0 : 1.0 / (k + bm25Head + 1);
        double outside = cosineCeiling + bm25Ceiling;
        double[] lows = new double[heads.length];
        for (int h = 0; h < heads.length; h++) {
            lows[h] = bound(heads[h], 1.0 / (k + candidates.length), 1.0 / (k + matching.length));
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

    /** The candidates of both heads, each once, cosine head first. */
    private int[] union(int[] byCosine, int[] byBm25) {
        boolean[] seen = new boolean[candidates.length];
        int[] all = new int[byCosine.length + byBm25.length];
        int size = 0;
        for (int[] list : new int[][] {byCosine, byBm25}) {
            for (int i : list) {
                if (!seen[i]) {
                    seen[i] = true;
                    all[size++] = i;
                }
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
        int[] cosineBefore = before(cosineKeys, cosineMissing);
        for (int m = 0; m < cosineMissing.length; m++) {
            cosineRank[cosineMissing[m]] = cosineBefore[m] + 1;
        }
        int[] bm25Missing = Arrays.stream(some).filter(i -> bm25Rank[i] == 0 && bm25.matched(candidates[i]))
                .map(i -> Arrays.binarySearch(matching, i)).toArray();
        int[] bm25Before = before(bm25Keys, bm25Missing);
        for (int m = 0; m < bm25Missing.length; m++) {
            bm25Rank[matching[bm25Missing[m]]] = bm25Before[m] + 1;
        }
    }

    /**
     * For each of {@code entries} (indices into {@code keys}), how many entries of the ranking come before it: a
     * lower key, or the same key earlier. One pass over the keys with a binary search among the asked entries'
     * keys each, so asking many costs little more than asking one.
     */
    static int[] before(long[] keys, int[] entries) {
        int m = entries.length;
        Integer[] order = new Integer[m]; // positions in entries, by key then index
        Arrays.setAll(order, e -> e);
        Arrays.sort(order, (a, b) -> keys[entries[a]] != keys[entries[b]]
                ? Long.compare(keys[entries[a]], keys[entries[b]]) : Integer.compare(entries[a], entries[b]));
        long[] sortedKeys = new long[m];
        int[] sortedIndices = new int[m];
        for (int q = 0; q < m; q++) {
            sortedKeys[q] = keys[entries[order[q]]];
            sortedIndices[q] = entries[order[q]];
        }
        int[] starts = new int[m + 1]; // +1 from this sorted position on; prefix sums give the counts
        for (int j = 0; j < keys.length && m > 0; j++) {
            long key = keys[j];
            int above = firstAbove(sortedKeys, key);
            starts[above]++; // every asked entry with a higher key comes after j
            if (above > 0 && sortedKeys[above - 1] == key) {
                int from = firstIndexAbove(sortedIndices, firstAtLeast(sortedKeys, key), above, j);
                starts[from]++; // the same key, asked about an entry after j: j comes before it
                starts[above]--;
            }
        }
        int[] byEntry = new int[m];
        int running = 0;
        for (int q = 0; q < m; q++) {
            running += starts[q];
            byEntry[order[q]] = running;
        }
        return byEntry;
    }

    /** The first position whose key is above {@code key} (keys ascending). */
    private static int firstAbove(long[] sorted, long key) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] <= key) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The first position whose key is not below {@code key} (keys ascending). */
    private static int firstAtLeast(long[] sorted, long key) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] < key) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** The first position in [from, to) whose index is above {@code index} (indices ascending there). */
    private static int firstIndexAbove(int[] indices, int from, int to, int index) {
        int low = from;
        int high = to;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (indices[middle] <= index) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /**
     * The first {@code size} entries of a ranking by key, then entry order (the full fusion's stable order): the
     * size-th smallest key is selected, every entry below it taken and, of the entries equal to it, the earliest.
     */
    private static int[] head(long[] keys, int size) {
        if (size == 0) {
            return new int[0];
        }
        long last = nth(keys.clone(), size - 1);
        Integer[] head = new Integer[size];
        int taken = 0;
        for (int j = 0; j < keys.length; j++) {
            if (keys[j] < last) {
                head[taken++] = j;
            }
        }
        for (int j = 0; j < keys.length && taken < size; j++) {
            if (keys[j] == last) {
                head[taken++] = j;
            }
        }
        Arrays.sort(head, (a, b) -> keys[a] != keys[b] ? Long.compare(keys[a], keys[b]) : Integer.compare(a, b));
        return Arrays.stream(head).mapToInt(Integer::intValue).toArray();
    }

    /** The {@code n}-th smallest value (0-based) of {@code values}, which it reorders (Hoare's selection). */
    private static long nth(long[] values, int n) {
        int low = 0;
        int high = values.length - 1;
        while (low < high) {
            long pivot = values[(low + high) >>> 1];
            int i = low;
            int j = high;
            while (i <= j) {
                while (values[i] < pivot) {
                    i++;
                }
                while (values[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long swap = values[i];
                    values[i++] = values[j];
                    values[j--] = swap;
                }
            }
            if (n <= j) {
                high = j;
            } else if (n >= i) {
                low = i;
            } else {
                return values[n];
            }
        }
        return values[n];
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
