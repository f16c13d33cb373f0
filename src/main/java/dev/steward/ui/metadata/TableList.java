package dev.steward.ui.metadata;

import java.util.List;

/**
 * What the Metadata tab's queue shows: the rows, and what kept it from being complete.
 *
 * @param rows            one per Parquet table, metadata.yaml entries whose Parquet file is missing, then the
 *                        glossary terms
 * @param metadataProblem why metadata.yaml could not be read (the statuses are then unknown), else empty
 * @param warnings        what the metadata loader skipped, e.g. a broken overlay entry (file:line: text)
 */
public record TableList(List<QueueEntry> rows, String metadataProblem, List<String> warnings) {

    public TableList {
        rows = List.copyOf(rows);
        warnings = List.copyOf(warnings);
    }
}
