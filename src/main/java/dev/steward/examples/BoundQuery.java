package dev.steward.examples;

import dev.steward.sql.SqlLiterals;
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

    /**
     * The same query with each value written in as a typed SQL literal ({@link SqlLiterals}): what a person can
     * copy and run, and what the chat history records. It returns the same rows as {@link #sql()} with
     * {@link #params()} bound; Steward itself runs the bound form.
     */
    public String runnableSql() {
        return SqlLiterals.inline(sql, params);
    }
}
