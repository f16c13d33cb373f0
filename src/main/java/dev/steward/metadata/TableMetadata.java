package dev.steward.metadata;

import dev.steward.project.Layer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One table of metadata.yaml.
 *
 * @param key          the YAML key: the Parquet stem, or {@code gold.<stem>} for a gold table whose stem is
 *                     also a silver table's
 * @param layer        silver or gold (required in the file)
 * @param description  one sentence on what a row represents, may be null
 * @param status       review state, draft when absent
 * @param synonyms     other names for the table, may be null
 * @param columns      columns in file order, never null
 * @param schemaHash   the 16-hex fingerprint the text was written against, may be null
 * @param staleReason  why the table went stale (Steward), may be null
 * @param schemaDelta  the drift that made it stale (Steward), may be null
 */
public record TableMetadata(String key, Layer layer, String description, TableStatus status, List<String> synonyms,
                            Map<String, ColumnMetadata> columns, String schemaHash, String staleReason,
                            SchemaDelta schemaDelta) {

    /** The key prefix that marks a gold table sharing its stem with a silver table. */
    public static final String GOLD_PREFIX = "gold.";

    public TableMetadata {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(layer, "layer");
        Objects.requireNonNull(status, "status");
        synonyms = synonyms == null ? null : List.copyOf(synonyms);
        columns = columns == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(columns));
    }

    /** The Parquet stem: the key without a {@code gold.} prefix. */
    public String name() {
        return layer == Layer.GOLD && key.startsWith(GOLD_PREFIX) ? key.substring(GOLD_PREFIX.length()) : key;
    }

    /** True when the column (any case) has a non-blank description. */
    public boolean describes(String column) {
        return columns().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(column))
                .map(Map.Entry::getValue).map(ColumnMetadata::description).anyMatch(d -> d != null && !d.isBlank());
    }
}
