package dev.steward.catalog;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.steward.project.Layer;
import java.util.List;
import java.util.Optional;

/**
 * The profile of one table at one schema: which table (by layer and name, not path, so a moved project
 * keeps its cache), the schema fingerprint it was computed for, the row count and one profile per column
 * in file order.
 */
public record TableProfile(String table, Layer layer, String fingerprint, @JsonProperty("row_count") long rowCount,
                           List<ColumnProfile> columns) {

    public TableProfile {
        columns = List.copyOf(columns);
    }

    public Optional<ColumnProfile> column(String name) {
        return columns.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
