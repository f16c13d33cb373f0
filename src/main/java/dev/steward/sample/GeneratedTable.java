package dev.steward.sample;

import dev.steward.project.Layer;
import java.nio.file.Path;

/** One Parquet file the sample generator wrote: table name, layer, where, and how many rows. */
public record GeneratedTable(String name, Layer layer, Path file, long rows) {
}
