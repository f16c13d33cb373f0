package dev.steward.eval;

import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compares a generated result with the golden one and gives a reason code (ADR 0012): rows as a multiset unless
 * the golden SQL orders at the top level (then in order, rows tied on the sort keys in any order); columns matched
 * by values whatever their names and order; extra generated columns give SUPERSET when the golden columns match;
 * numbers within a {@link Tolerance}; NULL equals NULL; dates and timestamps by value; strings exactly.
 */
public final class ResultComparator {

    public Comparison compare(QueryResult golden, QueryResult generated, GoldenOrdering ordering,
                              Tolerance tolerance) {
        Comparison comparison = compareRows(golden, generated, ordering, new CellMatcher(tolerance));
        if (!golden.truncated() && !generated.truncated()) {
            return comparison;
        }
        return new Comparison(comparison.reason(), comparison.detail() + " Only the first rows up to the row cap "
                + "were compared.", comparison.columnMapping(), comparison.goldenOnly(), comparison.generatedOnly());
    }

    private Comparison compareRows(QueryResult golden, QueryResult generated, GoldenOrdering ordering,
                                   CellMatcher cells) {
        if (golden.rowCount() > 0 && generated.rowCount() == 0) {
            return Comparison.of(ReasonCode.EMPTY_RESULT, "The generated SQL returned no rows; the golden returned "
                    + golden.rowCount() + ".");
        }
        int goldenWidth = golden.columns().size();
        int generatedWidth = generated.columns().size();
        if (generatedWidth < goldenWidth) {
            return Comparison.of(ReasonCode.MISSING_COLUMNS, "The generated result has " + generatedWidth
                    + " column(s) (" + names(generated.columns()) + "); the golden has " + goldenWidth + " ("
                    + names(golden.columns()) + ").");
        }
        ColumnMatcher.Assignment assignment = new ColumnMatcher(cells).best(golden, generated);
        if (!assignment.outcome().complete()) {
            return rowsDiffer(golden, generated, assignment);
        }
        if (ordering.ordered()) {
            int position = firstOutOfOrder(golden, assignment.projected(), ordering, cells);
            if (position >= 0) {
                return new Comparison(ReasonCode.ORDER_DIFF, "The same rows, but row " + (position + 1)
                        + " is not where the golden SQL's ORDER BY puts it (rows tied on the sort keys may be in "
                        + "any order).", assignment.columns(), golden.rows().subList(position, golden.rowCount()),
                        assignment.projected().subList(position, generated.rowCount()));
            }
        }
        return matched(golden, generated, assignment);
    }

    private static Comparison matched(QueryResult golden, QueryResult generated,
                                      ColumnMatcher.Assignment assignment) {
        int extra = generated.columns().size() - golden.columns().size();
        String rows = golden.rowCount() + " row(s) equal";
        if (extra > 0) {
            return new Comparison(ReasonCode.SUPERSET, rows + " on the golden columns; the generated result has "
                    + extra + " extra column(s).", assignment.columns(), List.of(), List.of());
        }
        return new Comparison(ReasonCode.MATCH, rows + ".", assignment.columns(), List.of(), List.of());
    }

    private static Comparison rowsDiffer(QueryResult golden, QueryResult generated,
                                         ColumnMatcher.Assignment assignment) {
        RowMatching.Outcome outcome = assignment.outcome();
        ReasonCode reason;
        if (generated.columns().size() > golden.columns().size()) {
            reason = ReasonCode.EXTRA_COLUMNS;
        } else if (outcome.goldenOnly().isEmpty()) {
            reason = ReasonCode.EXTRA_ROWS;
        } else if (outcome.generatedOnly().isEmpty()) {
            reason = ReasonCode.MISSING_ROWS;
        } else {
            reason = ReasonCode.VALUE_DIFF;
        }
        String detail = outcome.goldenOnly().size() + " golden row(s) missing and " + outcome.generatedOnly().size()
                + " generated row(s) not in the golden result (golden " + golden.rowCount() + " row(s) x "
                + golden.columns().size() + " column(s), generated " + generated.rowCount() + " x "
                + generated.columns().size() + ").";
        return new Comparison(reason, detail, assignment.columns(),
                outcome.goldenOnly().stream().sorted().map(golden.rows()::get).toList(),
                outcome.generatedOnly().stream().sorted().map(assignment.projected()::get).toList());
    }

    /** The first position whose run of rows tied on the sort keys differs, or -1 when the order holds. */
    private static int firstOutOfOrder(QueryResult golden, List<List<Object>> generated, GoldenOrdering ordering,
                                       CellMatcher cells) {
        Optional<List<Integer>> keys = ordering.keyColumns(golden.columns());
        RowMatching rows = new RowMatching(cells);
        int start = 0;
        while (start < golden.rowCount()) {
            int end = keys.isPresent() ? endOfTie(golden.rows(), start, keys.get(), cells) : start + 1;
            if (!rows.match(golden.rows().subList(start, end), generated.subList(start, end)).complete()) {
                return start;
            }
            start = end;
        }
        return -1;
    }

    private static int endOfTie(List<List<Object>> rows, int start, List<Integer> keys, CellMatcher cells) {
        int end = start + 1;
        while (end < rows.size() && sameKeys(rows.get(start), rows.get(end), keys, cells)) {
            end++;
        }
        return end;
    }

    private static boolean sameKeys(List<Object> a, List<Object> b, List<Integer> keys, CellMatcher cells) {
        return keys.stream().allMatch(k -> cells.equal(a.get(k), b.get(k)));
    }

    private static String names(List<ResultColumn> columns) {
        return columns.stream().map(ResultColumn::name).collect(Collectors.joining(", "));
    }
}
