package dev.steward.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Matches two lists of equally wide rows as multisets (bag semantics: duplicates count). Both sides are sorted by
 * {@link CellMatcher}'s order and walked together; rows the walk could not pair (numbers within tolerance can sort
 * apart) are paired greedily afterwards, within a bound so a huge mismatch stays cheap.
 */
final class RowMatching {
    /** Above this many leftover pairs to try, the greedy second pass is skipped: the rows differ anyway. */
    private static final long GREEDY_BUDGET = 250_000;

    private final CellMatcher cells;

    RowMatching(CellMatcher cells) {
        this.cells = cells;
    }

    /**
     * The rows of each side that found no equal partner on the other side, as indexes in their lists.
     *
     * @param goldenOnly    golden rows missing from the generated rows
     * @param generatedOnly generated rows not among the golden rows
     */
    record Outcome(List<Integer> goldenOnly, List<Integer> generatedOnly) {
        boolean complete() {
            return goldenOnly.isEmpty() && generatedOnly.isEmpty();
        }

        int unmatched() {
            return goldenOnly.size() + generatedOnly.size();
        }
    }

    Outcome match(List<List<Object>> golden, List<List<Object>> generated) {
        List<Integer> goldenOrder = sortedIndexes(golden);
        List<Integer> generatedOrder = sortedIndexes(generated);
        List<Integer> goldenLeft = new ArrayList<>();
        List<Integer> generatedLeft = new ArrayList<>();
        int g = 0;
        int k = 0;
        while (g < goldenOrder.size() && k < generatedOrder.size()) {
            List<Object> a = golden.get(goldenOrder.get(g));
            List<Object> b = generated.get(generatedOrder.get(k));
            if (rowsEqual(a, b)) {
                g++;
                k++;
            } else if (compareRows(a, b) < 0) {
                goldenLeft.add(goldenOrder.get(g++));
            } else {
                generatedLeft.add(generatedOrder.get(k++));
            }
        }
        goldenLeft.addAll(goldenOrder.subList(g, goldenOrder.size()));
        generatedLeft.addAll(generatedOrder.subList(k, generatedOrder.size()));
        return pairLeftovers(golden, generated, goldenLeft, generatedLeft);
    }

    boolean rowsEqual(List<Object> a, List<Object> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!cells.equal(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private Outcome pairLeftovers(List<List<Object>> golden, List<List<Object>> generated, List<Integer> goldenLeft,
                                  List<Integer> generatedLeft) {
        if ((long) goldenLeft.size() * generatedLeft.size() > GREEDY_BUDGET) {
            return new Outcome(List.copyOf(goldenLeft), List.copyOf(generatedLeft));
        }
        List<Integer> stillGolden = new ArrayList<>();
        List<Integer> candidates = new ArrayList<>(generatedLeft);
        for (int goldenRow : goldenLeft) {
            int partner = indexOfEqual(golden.get(goldenRow), generated, candidates);
            if (partner < 0) {
                stillGolden.add(goldenRow);
            } else {
                candidates.remove(partner);
            }
        }
        return new Outcome(List.copyOf(stillGolden), List.copyOf(candidates));
    }

    private int indexOfEqual(List<Object> row, List<List<Object>> generated, List<Integer> candidates) {
        for (int i = 0; i < candidates.size(); i++) {
            if (rowsEqual(row, generated.get(candidates.get(i)))) {
                return i;
            }
        }
        return -1;
    }

    private List<Integer> sortedIndexes(List<List<Object>> rows) {
        Comparator<Integer> byRow = (x, y) -> compareRows(rows.get(x), rows.get(y));
        return IntStream.range(0, rows.size()).boxed().sorted(byRow).toList();
    }

    private int compareRows(List<Object> a, List<Object> b) {
        for (int i = 0; i < a.size(); i++) {
            int byCell = cells.compare(a.get(i), b.get(i));
            if (byCell != 0) {
                return byCell;
            }
        }
        return 0;
    }
}
