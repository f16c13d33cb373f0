package dev.steward.project;

import java.nio.file.Path;

/**
 * One queryable table: a Parquet file of the silver or gold layer. The name is the file stem; a gold
 * table that lives in a gold project folder keeps its stem as its name.
 */
public record ParquetTable(String name, Layer layer, Path file) {

    /** The name SQL uses: silver tables by bare name, gold tables as {@code gold.<name>}. */
    public String queryName() {
        return layer == Layer.GOLD ? "gold." + name : name;
    }
}
