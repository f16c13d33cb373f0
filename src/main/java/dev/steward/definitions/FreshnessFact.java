package dev.steward.definitions;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One source's load time as a freshness snapshot recorded it, with the service level it is held to.
 *
 * @param source      the table or source name
 * @param maxLoadedAt the newest load the snapshot saw
 * @param sla         how old the data may be, or null when none is set
 */
public record FreshnessFact(String source, Instant maxLoadedAt, Duration sla) {
    public FreshnessFact {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(maxLoadedAt, "maxLoadedAt");
    }

    /** How old the data is at {@code at} (never negative). */
    public Duration ageAt(Instant at) {
        Duration age = Duration.between(maxLoadedAt, at);
        return age.isNegative() ? Duration.ZERO : age;
    }
}
