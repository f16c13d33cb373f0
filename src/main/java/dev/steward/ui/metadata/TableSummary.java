package dev.steward.ui.metadata;

import dev.steward.project.Layer;

/**
 * One row of the Metadata tab's table list.
 *
 * @param name        the table name (Parquet file stem)
 * @param layer       silver or gold
 * @param status      the curation status, or {@link #STATUS_UNKNOWN} while metadata is not loaded
 * @param columnCount columns in the Parquet file, or -1 when the file could not be read
 * @param problem     why the file could not be read, else empty
 */
public record TableSummary(String name, Layer layer, String status, int columnCount, String problem) {
    public static final String STATUS_UNKNOWN = "—";

    public boolean readable() {
        return columnCount >= 0;
    }
}
