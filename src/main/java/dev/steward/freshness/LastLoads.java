package dev.steward.freshness;

import java.time.Instant;

/** Finds a table's last load as its expectation says (the column's maximum, or the Parquet file's time). */
@FunctionalInterface
public interface LastLoads {
    /**
     * @throws dev.steward.error.StewardException with a sentence when it cannot be found (no such table or
     *                                            column, an empty table, a column that holds no time)
     */
    Instant of(FreshnessExpectation expectation);
}
