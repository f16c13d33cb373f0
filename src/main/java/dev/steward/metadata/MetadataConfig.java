package dev.steward.metadata;

import dev.steward.project.Layer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The content of metadata.yaml (after the overlay, when loaded through {@link MetadataLoader}).
 *
 * @param tables   tables in file order, keyed by their YAML key
 * @param glossary business terms in file order, or null when the file has no glossary
 */
public record MetadataConfig(Map<String, TableMetadata> tables, Map<String, GlossaryEntry> glossary) {

    public MetadataConfig {
        tables = tables == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        glossary = glossary == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(glossary));
    }

    /** No tables, no glossary: what a project without metadata files has. */
    public static MetadataConfig empty() {
        return new MetadataConfig(Map.of(), null);
    }

    /**
     * The entry for a Parquet table. A silver table is found under its bare stem; a gold table under
     * {@code gold.<name>} when that exists, else under its bare stem when that entry says {@code layer: gold}.
     */
    public Optional<TableMetadata> table(Layer layer, String name) {
        if (layer == Layer.GOLD) {
            TableMetadata prefixed = tables.get(TableMetadata.GOLD_PREFIX + name);
            if (prefixed != null && prefixed.layer() == Layer.GOLD) {
                return Optional.of(prefixed);
            }
        }
        return Optional.ofNullable(tables.get(name)).filter(t -> t.layer() == layer);
    }
}
