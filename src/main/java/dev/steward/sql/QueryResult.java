package dev.steward.sql;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a query returned, ready to show: typed columns and rows of plain Java values (see {@link ResultValues}).
 * Rows may hold {@code null} for SQL NULL.
 *
 * @param columns       the columns in order
 * @param rows          at most the row cap's rows, each as long as {@code columns}
 * @param truncated     whether the query had more rows than the cap
 * @param elapsedMillis wall time from the start of execution to the last row read
 */
public record QueryResult(List<ResultColumn> columns, List<List<Object>> rows, boolean truncated,
                          long elapsedMillis) {

    public QueryResult {
        columns = List.copyOf(columns);
        List<List<Object>> copied = new ArrayList<>(rows.size());
        rows.forEach(row -> copied.add(Collections.unmodifiableList(new ArrayList<>(row))));
        rows = Collections.unmodifiableList(copied);
    }

    public int rowCount() {
        return rows.size();
    }
}
