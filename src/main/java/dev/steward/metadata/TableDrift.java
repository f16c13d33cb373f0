package dev.steward.metadata;

import dev.steward.project.Layer;
import java.util.Objects;

/**
 * One finding of a drift check about one table.
 *
 * @param kind       what was found
 * @param layer      the table's layer
 * @param name       the Parquet stem
 * @param key        the metadata.yaml key; null for a {@link Kind#NEW} table (it has no entry yet)
 * @param storedHash the entry's {@code schema_hash}; null when it has none
 * @param liveHash   the live fingerprint; null when the file is missing or unreadable
 * @param delta      the column changes; null unless drifted or still stale
 * @param problem    why the file could not be read; null unless {@link Kind#UNREADABLE}
 */
public record TableDrift(Kind kind, Layer layer, String name, String key, String storedHash, String liveHash,
                         SchemaDelta delta, String problem) {

    /** What a drift check can find about a table. */
    public enum Kind {
        /** Approved or draft, and the live schema differs from the one the text was written against. */
        DRIFTED,
        /** Already marked stale by an earlier refresh; the schema still differs (known, not new). */
        STILL_STALE,
        /** The entry's Parquet file is gone; the entry is kept. */
        VANISHED,
        /** A Parquet file without an entry. */
        NEW,
        /** The Parquet file exists but DuckDB cannot read it. */
        UNREADABLE
    }

    public TableDrift {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(name, "name");
    }

    /** True for findings a check must fail on: new drift, a vanished or an unreadable file. */
    public boolean needsAttention() {
        return kind == Kind.DRIFTED || kind == Kind.VANISHED || kind == Kind.UNREADABLE;
    }

    /** openmedallion's reason text, kept so its projects read the same: {@code schema changed ... (old -> new)}. */
    public String reason() {
        return "schema changed since last metadata refresh (" + storedHash + " -> " + liveHash + ")";
    }

    /** One readable line, e.g. {@code products (silver): schema drifted - added: category}. */
    public String describe() {
        String table = (key == null ? name : key) + " (" + layer.yamlName() + ")";
        return switch (kind) {
            case DRIFTED -> table + ": schema drifted - " + delta.summary() + " [" + storedHash + " -> "
                    + liveHash + "]";
            case STILL_STALE -> table + ": already stale - " + delta.summary();
            case VANISHED -> table + ": Parquet file no longer found; the entry is kept";
            case NEW -> table + ": new Parquet table without an entry";
            case UNREADABLE -> table + ": " + problem;
        };
    }
}
