package dev.steward.metadata;

import java.time.Duration;
import java.util.Optional;

/**
 * How to run {@code metadata generate}.
 *
 * @param profile     also write openmedallion's profile fields (dtype, stats, accepted_values) into each drafted
 *                    table, from DuckDB, without the LLM
 * @param table       draft only this table (its metadata.yaml key or its Parquet name); null for every table
 * @param callTimeout how long one LLM reply may take; null for the adapter's default
 */
public record GenerateOptions(boolean profile, String table, Duration callTimeout) {

    /** Every non-approved table, no profile, default timeout. */
    public static GenerateOptions defaults() {
        return new GenerateOptions(false, null, null);
    }

    public GenerateOptions withProfile(boolean withProfile) {
        return new GenerateOptions(withProfile, table, callTimeout);
    }

    public GenerateOptions onlyTable(String name) {
        return new GenerateOptions(profile, name, callTimeout);
    }

    public GenerateOptions withCallTimeout(Duration timeout) {
        return new GenerateOptions(profile, table, timeout);
    }

    public Optional<String> tableFilter() {
        return Optional.ofNullable(table).filter(t -> !t.isBlank());
    }
}
