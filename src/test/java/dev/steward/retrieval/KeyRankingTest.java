package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@link KeyRanking} against a stable sort of the included candidates, with and without ties. */
class KeyRankingTest {

    @Test
    void theHeadIsTheStableSortsFirstEntriesAndBeforeCountsWhatComesEarlier() {
        Random random = new Random(14);
        for (int round = 0; round < 200; round++) {
            int size = 1 + random.nextInt(2_000);
            int distinct = round % 2 == 0 ? 7 : Integer.MAX_VALUE; // half the rounds tie almost everywhere
            long[] keys = random.longs(size).map(k -> distinct == 7 ? Math.floorMod(k, 7) - 3 : k).toArray();
            boolean[] included = new boolean[size];
            IntStream.range(0, size).forEach(i -> included[i] = random.nextInt(4) > 0);
            KeyRanking ranking = new KeyRanking(size, i -> included[i], i -> keys[i]);
            int[] sorted = IntStream.range(0, size).filter(i -> included[i]).boxed()
                    .sorted(Comparator.<Integer>comparingLong(i -> keys[i]).thenComparingInt(i -> i))
                    .mapToInt(Integer::intValue).toArray();
            int wanted = random.nextInt(sorted.length + 1);

            assertThat(ranking.head(wanted)).as("round %d: %d of %d", round, wanted, sorted.length)
                    .containsExactly(java.util.Arrays.copyOf(sorted, wanted));
            int[] asked = random.ints(5, 0, Math.max(1, sorted.length)).filter(a -> a < sorted.length)
                    .map(a -> sorted[a]).toArray();
            int[] expected = IntStream.of(asked).map(entry -> indexOf(sorted, entry)).toArray();
            assertThat(ranking.before(asked)).as("round %d", round).containsExactly(expected);
        }
    }

    @Test
    void aRankingInReverseKeyOrderKeepsTheLowestKeys() {
        int size = 10_000;
        KeyRanking ranking = new KeyRanking(size, i -> true, i -> size - i); // every candidate beats the kept ones

        assertThat(ranking.head(3)).containsExactly(size - 1, size - 2, size - 3);
        assertThat(ranking.before(new int[] {0, size - 1})).containsExactly(size - 1, 0);
    }

    private static int indexOf(int[] values, int value) {
        return IntStream.range(0, values.length).filter(i -> values[i] == value).findFirst().orElseThrow();
    }
}
