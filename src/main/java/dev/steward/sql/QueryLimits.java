package dev.steward.sql;

import java.time.Duration;

/**
 * How much one query may return and how long it may run.
 *
 * @param maxRows rows kept; more rows set {@link QueryResult#truncated()}
 * @param timeout after this the query is interrupted inside DuckDB
 */
public record QueryLimits(int maxRows, Duration timeout) {
    public static final int DEFAULT_MAX_ROWS = 1_000;
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    public QueryLimits {
        if (maxRows < 1) {
            throw new IllegalArgumentException("maxRows must be at least 1, was " + maxRows);
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
    }

    public static QueryLimits defaults() {
        return new QueryLimits(DEFAULT_MAX_ROWS, DEFAULT_TIMEOUT);
    }
}
