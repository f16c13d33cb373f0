package dev.steward.retrieval;

import java.util.Arrays;
import java.util.function.IntToDoubleFunction;

/**
 * The two sorting steps of {@link RankFusion} on primitives: stable 1-based ranks by a key, and the best n of a
 * total order without sorting the rest.
 */
final class FusionRanks {
    private FusionRanks() {
    }

    /** The ordering the two steps share: the one of {@link Double#compare} (so -0.0 before 0.0, NaN last). */
    interface Before {
        boolean before(int a, int b);
    }

    /**
     * Writes into {@code ranks[position]} each position's 1-based rank when {@code positions} are sorted by
     * ascending {@code key} (Double.compare), equal keys keeping their order in {@code positions} — exactly the
     * ranks of a stable sort, in O(n log n) without boxing.
     */
    static void rank(int[] positions, IntToDoubleFunction key, int[] ranks) {
        double[] keys = new double[positions.length];
        for (int i = 0; i < positions.length; i++) {
            keys[i] = key.applyAsDouble(positions[i]);
        }
        double[] sorted = keys.clone();
        Arrays.sort(sorted);
        int[] tiesSeen = new int[positions.length];
        for (int i = 0; i < positions.length; i++) {
            int first = firstAtLeast(sorted, keys[i]);
            ranks[positions[i]] = first + 1 + tiesSeen[first]++;
        }
    }

    /** The first index of {@code sorted} whose value is not below {@code value} (Double.compare). */
    private static int firstAtLeast(double[] sorted, double value) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (Double.compare(sorted[middle], value) < 0) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /**
     * The best {@code n} of the items 0..size-1 in order, by a strict total order: one pass keeping the best n so
     * far in order (an item that does not beat the n-th is one comparison), a full sort when n is most of them.
     */
    static int[] best(int size, int n, Before order) {
        if (n > 64 && n > size / 8) {
            Integer[] all = new Integer[size];
            Arrays.setAll(all, i -> i);
            Arrays.sort(all, (a, b) -> a.equals(b) ? 0 : order.before(a, b) ? -1 : 1);
            return Arrays.stream(all).limit(n).mapToInt(Integer::intValue).toArray();
        }
        int[] best = new int[n];
        int kept = 0;
        for (int item = 0; item < size && n > 0; item++) {
            if (kept == n && !order.before(item, best[n - 1])) {
                continue;
            }
            int at = kept == n ? n - 1 : kept++;
            while (at > 0 && order.before(item, best[at - 1])) {
                best[at] = best[at - 1];
                at--;
            }
            best[at] = item;
        }
        return best;
    }
}
