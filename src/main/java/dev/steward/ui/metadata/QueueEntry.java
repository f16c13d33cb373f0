package dev.steward.ui.metadata;

/**
 * One row of the Metadata tab's review queue: a table or a glossary term.
 *
 * @param kind        table or glossary term
 * @param key         the metadata.yaml key (a gold table sharing a silver stem is {@code gold.<name>}), the term
 *                    for a glossary entry, the Parquet stem for a table without an entry
 * @param name        what the queue shows: the Parquet stem, or the term
 * @param layer       {@code silver}, {@code gold} or {@code term} (a glossary term)
 * @param status      {@code draft}, {@code approved}, {@code stale}, {@link #MISSING_PARQUET}, {@link #NO_METADATA}
 *                    or {@link #STATUS_UNKNOWN} (metadata.yaml could not be read)
 * @param columnCount columns in the Parquet file; -1 when there is none (or for a term)
 * @param problem     why there is no readable file, else empty
 */
public record QueueEntry(Kind kind, String key, String name, String layer, String status, int columnCount,
                         String problem) {
    public static final String STATUS_UNKNOWN = "—";
    public static final String NO_METADATA = "no metadata";
    public static final String MISSING_PARQUET = "missing Parquet";
    /** What the Status column shows for a table whose Parquet file DuckDB cannot read (whatever metadata says). */
    public static final String UNREADABLE = "unreadable";

    /** What the row describes. */
    public enum Kind { TABLE, TERM }

    /** The same row with another status (after a decision). */
    public QueueEntry withStatus(String newStatus) {
        return new QueueEntry(kind, key, name, layer, newStatus, columnCount, problem);
    }

    /** True when both rows name the same table or term (whatever their status); false for null. */
    public boolean sameEntry(QueueEntry other) {
        return other != null && other.kind == kind && other.key.equals(key);
    }

    public boolean readable() {
        return columnCount >= 0;
    }

    /** A table whose Parquet file exists but cannot be read: it has no columns to review. */
    public boolean unreadable() {
        return kind == Kind.TABLE && !readable() && !problem.isEmpty() && !status.equals(MISSING_PARQUET);
    }

    /** The Status column: {@link #UNREADABLE} for an unreadable file, else metadata.yaml's status. */
    public String shownStatus() {
        return unreadable() ? UNREADABLE : status;
    }

    /** True when metadata.yaml has an entry that a person can approve (a draft or a stale table or term). */
    public boolean reviewable() {
        return status.equals("draft") || status.equals("stale");
    }

    /** True when the entry exists in metadata.yaml (so it can be opened, edited and approved). */
    public boolean hasEntry() {
        return !status.equals(NO_METADATA) && !status.equals(STATUS_UNKNOWN);
    }
}
