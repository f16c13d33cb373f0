package dev.steward.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The comparator's answer for one golden/generated pair.
 *
 * @param reason         the reason code
 * @param detail         one readable sentence saying what differs (or what matched how)
 * @param columnMapping  for each golden column, the generated column index standing for it (empty when none)
 * @param goldenOnly     the first golden rows the generated result lacks (or, for ORDER_DIFF, the golden rows
 *                       from the first out-of-order position), at most {@value #ROWS_SHOWN}
 * @param generatedOnly  the first generated rows, projected on the golden columns, that the golden lacks (or the
 *                       generated rows from the first out-of-order position), at most {@value #ROWS_SHOWN}
 */
public record Comparison(ReasonCode reason, String detail, List<Integer> columnMapping,
                         List<List<Object>> goldenOnly, List<List<Object>> generatedOnly) {
    public static final int ROWS_SHOWN = 5;

    public Comparison {
        columnMapping = List.copyOf(columnMapping);
        goldenOnly = shown(goldenOnly);
        generatedOnly = shown(generatedOnly);
    }

    /** A verdict that needs no row diff (errors, skips, clarifications). */
    public static Comparison of(ReasonCode reason, String detail) {
        return new Comparison(reason, detail, List.of(), List.of(), List.of());
    }

    private static List<List<Object>> shown(List<List<Object>> rows) {
        List<List<Object>> copy = new ArrayList<>();
        rows.stream().limit(ROWS_SHOWN).forEach(row -> copy.add(Collections.unmodifiableList(new ArrayList<>(row))));
        return Collections.unmodifiableList(copy);
    }
}
