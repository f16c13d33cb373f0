package dev.steward.ui.drift;

import java.util.List;

/**
 * The result of a drift check (or of a refresh, which checks first).
 *
 * @param rows    every table: metadata.yaml entries in file order, then new Parquet tables
 * @param summary one line for people, e.g. {@code 1 drifted · 1 new · 6 ok — nothing was written}
 */
public record DriftOverview(List<DriftRow> rows, String summary) {

    public DriftOverview {
        rows = List.copyOf(rows);
    }
}
