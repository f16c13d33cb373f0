package dev.steward.eval;

import dev.steward.sql.QueryResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Finds which generated column stands for which golden column, ignoring names and order (Spider test-suite style):
 * columns whose sorted values are equal are tried first, then columns of the same kind with the same name, then the
 * rest; at most {@value #MAX_TRIES} assignments are tried. The assignment whose rows match best wins.
 */
final class ColumnMatcher {
    static final int MAX_TRIES = 720;

    private final CellMatcher cells;
    private final RowMatching rows;

    ColumnMatcher(CellMatcher cells) {
        this.cells = cells;
        this.rows = new RowMatching(cells);
    }

    /**
     * One golden-to-generated column assignment and how the rows matched under it.
     *
     * @param columns for each golden column, the index of the generated column standing for it
     */
    record Assignment(List<Integer> columns, RowMatching.Outcome outcome, List<List<Object>> projected) {
    }

    /** The best assignment; the generated result must have at least as many columns as the golden one. */
    Assignment best(QueryResult golden, QueryResult generated) {
        int width = golden.columns().size();
        boolean[][] strong = strongMatches(golden, generated);
        List<List<Integer>> candidates = new ArrayList<>();
        for (int i = 0; i < width; i++) {
            candidates.add(candidatesFor(i, strong[i], golden, generated));
        }
        List<Integer> searchOrder = IntStream.range(0, width).boxed()
                .sorted(Comparator.comparingInt(i -> strongCount(strong[i]))).toList();
        Search search = new Search(golden, generated, candidates, searchOrder);
        search.explore(0, new Integer[width], new HashSet<>());
        return search.best;
    }

    /** strong[i][j]: golden column i and generated column j hold the same values (as multisets). */
    private boolean[][] strongMatches(QueryResult golden, QueryResult generated) {
        List<List<Object>> goldenColumns = sortedColumns(golden);
        List<List<Object>> generatedColumns = sortedColumns(generated);
        boolean[][] strong = new boolean[goldenColumns.size()][generatedColumns.size()];
        for (int i = 0; i < goldenColumns.size(); i++) {
            for (int j = 0; j < generatedColumns.size(); j++) {
                strong[i][j] = sameSorted(goldenColumns.get(i), generatedColumns.get(j));
            }
        }
        return strong;
    }

    private List<Integer> candidatesFor(int goldenColumn, boolean[] strong, QueryResult golden,
                                        QueryResult generated) {
        Set<CellMatcher.Family> families = families(column(golden, goldenColumn));
        String name = golden.columns().get(goldenColumn).name();
        Comparator<Integer> preference = Comparator
                .comparing((Integer j) -> !strong[j])
                .thenComparing(j -> !compatible(families, families(column(generated, j))))
                .thenComparing(j -> !generated.columns().get(j).name().equalsIgnoreCase(name))
                .thenComparing(j -> Math.abs(j - goldenColumn));
        return IntStream.range(0, generated.columns().size()).boxed().sorted(preference).toList();
    }

    /** Columns with a unique value-signature match are fixed first; those without any come last. */
    private static int strongCount(boolean[] strong) {
        int count = 0;
        for (boolean s : strong) {
            count += s ? 1 : 0;
        }
        return count == 0 ? Integer.MAX_VALUE : count;
    }

    private boolean sameSorted(List<Object> x, List<Object> y) {
        return x.size() == y.size() && IntStream.range(0, x.size()).allMatch(i -> cells.equal(x.get(i), y.get(i)));
    }

    private static boolean compatible(Set<CellMatcher.Family> x, Set<CellMatcher.Family> y) {
        return x.isEmpty() || y.isEmpty() || x.equals(y);
    }

    private static Set<CellMatcher.Family> families(List<Object> values) {
        Set<CellMatcher.Family> families = EnumSet.noneOf(CellMatcher.Family.class);
        values.stream().filter(v -> v != null).forEach(v -> families.add(CellMatcher.family(v)));
        return families;
    }

    private List<List<Object>> sortedColumns(QueryResult result) {
        List<List<Object>> columns = new ArrayList<>();
        for (int i = 0; i < result.columns().size(); i++) {
            List<Object> copy = new ArrayList<>(column(result, i));
            copy.sort(cells);
            columns.add(copy);
        }
        return columns;
    }

    static List<Object> column(QueryResult result, int index) {
        return result.rows().stream().map(row -> row.get(index)).toList();
    }

    static List<List<Object>> project(QueryResult result, List<Integer> columns) {
        return result.rows().stream().map(row -> columns.stream().map(row::get).toList()).toList();
    }

    /** Depth-first over injective assignments in preference order, stopping at a full match or the try budget. */
    private final class Search {
        private final QueryResult golden;
        private final QueryResult generated;
        private final List<List<Integer>> candidates;
        private final List<Integer> order;
        private final int bestPossible;
        private Assignment best;
        private int tries;

        Search(QueryResult golden, QueryResult generated, List<List<Integer>> candidates, List<Integer> order) {
            this.golden = golden;
            this.generated = generated;
            this.candidates = candidates;
            this.order = order;
            this.bestPossible = Math.abs(golden.rowCount() - generated.rowCount());
        }

        void explore(int depth, Integer[] chosen, Set<Integer> used) {
            if (done()) {
                return;
            }
            if (depth == order.size()) {
                evaluate(List.of(chosen));
                return;
            }
            int goldenColumn = order.get(depth);
            for (int j : candidates.get(goldenColumn)) {
                if (used.add(j)) {
                    chosen[goldenColumn] = j;
                    explore(depth + 1, chosen, used);
                    used.remove(j);
                    if (done()) {
                        return;
                    }
                }
            }
        }

        private boolean done() {
            return tries >= MAX_TRIES || (best != null && best.outcome().unmatched() <= bestPossible);
        }

        private void evaluate(List<Integer> columns) {
            tries++;
            List<List<Object>> projected = project(generated, columns);
            RowMatching.Outcome outcome = rows.match(golden.rows(), projected);
            if (best == null || outcome.unmatched() < best.outcome().unmatched()) {
                best = new Assignment(columns, outcome, projected);
            }
        }
    }
}
