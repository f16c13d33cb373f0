package dev.steward.ui.metadata;

import dev.steward.project.Layer;

/**
 * One row of the Metadata tab's table list.
 *
 * @param name        the table name (Parquet file stem)
 * @param layer       silver or gold
 * @param status      {@code draft}, {@code approved}, {@code stale}, {@link #NO_METADATA} when metadata.yaml
 *                    has no entry, or {@link #STATUS_UNKNOWN} when metadata.yaml could not be read
 * @param columnCount columns in the Parquet file, or -1 when there is no readable file
 * @param problem     why there is no readable file, else empty
 */
public record TableSummary(String name, Layer layer, String status, int columnCount, String problem) {
    public static final String STATUS_UNKNOWN = "—";
    public static final String NO_METADATA = "no metadata";

    public boolean readable() {
        return columnCount >= 0;
    }
}
