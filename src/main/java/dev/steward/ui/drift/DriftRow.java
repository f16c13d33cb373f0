package dev.steward.ui.drift;

import dev.steward.project.ParquetTable;

/**
 * One table on the Drift & Profiling tab.
 *
 * @param name       the metadata.yaml key, or the Parquet stem of a table without an entry
 * @param layer      silver or gold
 * @param state      {@code ok}, {@code drifted}, {@code stale} (known drift), {@code missing} (no Parquet),
 *                   {@code new} (no entry), {@code unreadable} or {@code no fingerprint}
 * @param storedHash the entry's schema_hash, empty when none
 * @param liveHash   the live fingerprint, empty when the file is missing or unreadable
 * @param delta      the schema delta in one line, or the problem; empty when none
 * @param lastChange the last decision about the table in the curation log, e.g. {@code 2026-11-29 14:02 · stale},
 *                   else when its Parquet file was written ({@code 2026-11-29 13:40 · file written}), else a dash
 * @param table      the Parquet table to profile; null when there is no file
 */
public record DriftRow(String name, String layer, String state, String storedHash, String liveHash, String delta,
                       String lastChange, ParquetTable table) {

    public boolean profilable() {
        return table != null && !state.equals("unreadable");
    }
}
