package dev.steward.metadata;

import java.util.List;

/** metadata.yaml with the enhancements overlay applied, and what the overlay could not contribute. */
public record LoadedMetadata(MetadataConfig config, List<LoadWarning> warnings) {

    public LoadedMetadata {
        warnings = List.copyOf(warnings);
    }
}
