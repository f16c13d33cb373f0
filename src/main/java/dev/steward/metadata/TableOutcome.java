package dev.steward.metadata;

import dev.steward.project.Layer;
import java.util.Objects;

/**
 * What {@code metadata generate} did with one table.
 *
 * @param key      the metadata.yaml key (the Parquet stem, or {@code gold.<stem>})
 * @param layer    silver or gold
 * @param kind     what happened
 * @param llmCalls LLM calls spent on the table (retries included)
 * @param message  one readable line: what was done, or why it failed and what to do
 */
public record TableOutcome(String key, Layer layer, Kind kind, int llmCalls, String message) {

    /** What can happen to a table in a generate run. */
    public enum Kind {
        /** A new or draft table was drafted and saved. */
        DRAFTED,
        /** A stale table was re-drafted from its last approved text plus the schema change, and saved. */
        REDRAFTED,
        /** Approved: never read, never written. */
        APPROVED_SKIPPED,
        /** The entry's Parquet file is gone; the entry is kept as it is. */
        PARQUET_MISSING,
        /** Drafting failed (timeout, unusable reply, unreadable Parquet); nothing was written for it. */
        FAILED,
        /** The run stopped (cancelled, or the LLM is unavailable) before this table. */
        NOT_RUN
    }

    public TableOutcome {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }

    /** True when the table's entry was written in this run. */
    public boolean written() {
        return kind == Kind.DRAFTED || kind == Kind.REDRAFTED;
    }

    /** {@code customers (silver)}. */
    public String label() {
        return key + " (" + layer.yamlName() + ")";
    }
}
