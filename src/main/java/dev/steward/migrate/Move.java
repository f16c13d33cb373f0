package dev.steward.migrate;

import java.util.List;

/**
 * One kind of extra that older Steward versions kept inside an openmedallion-owned file. A move reads and rewrites
 * the files through {@link MigrationFiles} only (in memory; the {@link Migrator} writes), changes nothing but the
 * extras it moves (span edits, so the rest of the file stays byte for byte) and returns one
 * {@link MovedValue} per value moved. Run on files it already migrated it finds nothing and changes nothing.
 */
public interface Move {

    /** Short name shown in the dry run, e.g. {@code tables.stale_reason}. */
    String name();

    /** Moves this kind of extra in {@code files}; empty when there is none. */
    List<MovedValue> apply(MigrationFiles files);
}
