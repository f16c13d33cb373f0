package dev.steward.freshness;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A measured last load from a governed record ({@code freshness: [{source, max_loaded_at, sla}]} of an approved
 * {@code freshness_snapshot}).
 *
 * @param source      the source's name
 * @param maxLoadedAt when it was last loaded
 * @param sla         how old it may be; null when the record names none
 * @param evidenceId  the record it comes from, cited by the answer
 */
public record FreshnessSnapshot(String source, Instant maxLoadedAt, Duration sla, String evidenceId) {
    public FreshnessSnapshot {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(maxLoadedAt, "maxLoadedAt");
        Objects.requireNonNull(evidenceId, "evidenceId");
    }
}
