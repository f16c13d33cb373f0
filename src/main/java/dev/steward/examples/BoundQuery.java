package dev.steward.examples;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A template's SQL with every slot replaced by a {@code ?} parameter, and the values for them in order: ready for
 * {@code SqlExecutor.execute(sql, params, limits, cancellation)}. The values never become SQL text.
 *
 * @param sql    the SQL with {@code ?} where each {@code {slot}} or {@code '{slot}'} stood
 * @param params one value per {@code ?}, in text order (a slot used twice is bound twice)
 */
public record BoundQuery(String sql, List<Object> params) {

    public BoundQuery {
        params = Collections.unmodifiableList(new ArrayList<>(params));
    }

    /** The SQL with the values written in as literals, for display only; never run this text. */
    public String display() {
        StringBuilder out = new StringBuilder();
        int next = 0;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '?' && next < params.size()) {
                Object value = params.get(next++);
                out.append(value instanceof Number ? value.toString()
                        : value instanceof java.time.LocalDate ? "DATE '" + value + "'"
                        : "'" + String.valueOf(value).replace("'", "''") + "'");
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
