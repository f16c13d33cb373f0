package dev.steward.retrieval;

import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.function.IntToLongFunction;

/**
 * One ranking of candidates 0..size-1 by an order key, lowest first, equal keys in candidate order, over the
 * candidates it includes — the two questions {@link TopFusion} asks of a ranking, answered from the key function
 * without a key array per ranking: at 10,000 candidates those arrays and their copies were most of what one
 * retrieval allocated, and on a heap not yet touched each new page costs a page fault (docs/performance.md).
 */
final class KeyRanking {
    private final int size;
    private final IntPredicate includes;
    private final IntToLongFunction key;

    KeyRanking(int size, IntPredicate includes, IntToLongFunction key) {
        this.size = size;
        this.includes = includes;
        this.key = key;
    }

    /**
     * The first {@code wanted} included candidates of the ranking, in ranking order (wanted no more than are
     * included): one pass keeping the best so far in a bounded heap, a candidate that does not beat the worst
     * kept costs one comparison.
     */
    int[] head(int wanted) {
        long[] keys = new long[wanted];
        int[] items = new int[wanted];
        int kept = 0;
        for (int i = 0; i < size && wanted > 0; i++) {
            if (!includes.test(i)) {
                continue;
            }
            long k = key.applyAsLong(i);
            if (kept < wanted) {
                keys[kept] = k;
                items[kept] = i;
                siftUp(keys, items, kept++);
            } else if (k < keys[0]) { // an equal key comes later in candidate order: it does not beat the kept one
                keys[0] = k;
                items[0] = i;
                siftDown(keys, items, 0, wanted);
            }
        }
        int[] ordered = new int[kept];
        for (int end = kept - 1; end >= 0; end--) { // the heap's top is the worst kept: it goes last
            ordered[end] = items[0];
            swap(keys, items, 0, end);
            siftDown(keys, items, 0, end);
        }
        return ordered;
    }

    /**
     * For each of {@code entries} (included candidates), how many included candidates come before it: a lower
     * key, or the same key earlier. One pass with a binary search among the asked entries' keys each, so asking
     * many costs little more than asking one.
     */
    int[] before(int[] entries) {
        int m = entries.length;
        Integer[] order = new Integer[m]; // positions in entries, by key then candidate
        long[] entryKeys = new long[m];
        Arrays.setAll(entryKeys, e -> key.applyAsLong(entries[e]));
        Arrays.setAll(order, e -> e);
        Arrays.sort(order, (a, b) -> entryKeys[a] != entryKeys[b] ? Long.compare(entryKeys[a], entryKeys[b])
                : Integer.compare(entries[a], entries[b]));
        long[] sortedKeys = new long[m];
        int[] sortedEntries = new int[m];
        for (int q = 0; q < m; q++) {
            sortedKeys[q] = entryKeys[order[q]];
            sortedEntries[q] = entries[order[q]];
        }
        int[] starts = new int[m + 1]; // +1 from this sorted position on; prefix sums give the counts
        for (int j = 0; j < size && m > 0; j++) {
            if (!includes.test(j)) {
                continue;
            }
            long k = key.applyAsLong(j);
            int above = firstAbove(sortedKeys, k);
            starts[above]++; // every asked entry with a higher key comes after j
            if (above > 0 && sortedKeys[above - 1] == k) {
                int from = firstEntryAbove(sortedEntries, firstAtLeast(sortedKeys, k), above, j);
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

    /** Whether kept slot a ranks after slot b: a higher key, or the same key later in candidate order. */
    private static boolean after(long[] keys, int[] items, int a, int b) {
        return keys[a] != keys[b] ? keys[a] > keys[b] : items[a] > items[b];
    }

    private static void siftUp(long[] keys, int[] items, int at) {
        while (at > 0) {
            int parent = (at - 1) >>> 1;
            if (!after(keys, items, at, parent)) {
                return;
            }
            swap(keys, items, at, parent);
            at = parent;
        }
    }

    private static void siftDown(long[] keys, int[] items, int at, int count) {
        while (true) {
            int worst = at;
            for (int child = 2 * at + 1; child <= 2 * at + 2 && child < count; child++) {
                if (after(keys, items, child, worst)) {
                    worst = child;
                }
            }
            if (worst == at) {
                return;
            }
            swap(keys, items, at, worst);
            at = worst;
        }
    }

    private static void swap(long[] keys, int[] items, int a, int b) {
        long key = keys[a];
        keys[a] = keys[b];
        keys[b] = key;
        int item = items[a];
        items[a] = items[b];
        items[b] = item;
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

    /** The first position in [from, to) whose candidate is above {@code candidate} (ascending there). */
    private static int firstEntryAbove(int[] entries, int from, int to, int candidate) {
        int low = from;
        int high = to;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (entries[middle] <= candidate) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
