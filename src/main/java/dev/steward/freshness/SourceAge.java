package dev.steward.freshness;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * One source's age at an instant against its SLA.
 *
 * @param source     the source (table) name
 * @param lastLoaded when it was last loaded; null when that could not be found
 * @param sla        the SLA; null when none is declared
 * @param at         the instant the age is taken at
 * @param basis      where the last load comes from ("max(loaded_at)", "the Parquet file's time", "snapshot ev.x")
 * @param evidenceId the governed record it comes from, or null for a table's own expectation
 * @param problem    why the last load is unknown, or null
 */
public record SourceAge(String source, Instant lastLoaded, Duration sla, Instant at, String basis,
                        String evidenceId, String problem) {

    public enum State { FRESH, STALE, UNKNOWN }

    /** Age at {@link #at}; empty when the last load is unknown. Never negative (a load after the instant is 0). */
    public Optional<Duration> age() {
        if (lastLoaded == null) {
            return Optional.empty();
        }
        Duration age = Duration.between(lastLoaded, at);
        return Optional.of(age.isNegative() ? Duration.ZERO : age);
    }

    public State state() {
        if (lastLoaded == null || sla == null) {
            return State.UNKNOWN;
        }
        return age().orElseThrow().compareTo(sla) <= 0 ? State.FRESH : State.STALE;
    }

    public Optional<String> evidence() {
        return Optional.ofNullable(evidenceId);
    }

    /** One line for answers and doctor, e.g. "transactions: 18h old at …, SLA 24h - fresh (max(loaded_at))". */
    public String sentence() {
        if (lastLoaded == null) {
            return source + ": last load unknown (" + basis + ": " + problem + ")";
        }
        String when = lastLoaded.isAfter(at) ? " (loaded after " + at + ")" : "";
        return source + ": last loaded " + lastLoaded + ", " + text(age().orElseThrow()) + " old at " + at + when
                + (sla == null ? ", no SLA declared" : ", SLA " + text(sla) + " - " + state().name()
                .toLowerCase(Locale.ROOT)) + " (" + basis + ")";
    }

    /** A duration in days and hours ("2d 6h", "18h", "45m"). */
    static String text(Duration duration) {
        long minutes = duration.toMinutes();
        long days = minutes / (24 * 60);
        long hours = minutes % (24 * 60) / 60;
        long rest = minutes % 60;
        StringBuilder text = new StringBuilder();
        if (days > 0) {
            text.append(days).append('d');
        }
        if (hours > 0) {
            text.append(text.isEmpty() ? "" : " ").append(hours).append('h');
        }
        if (rest > 0 && days == 0) {
            text.append(text.isEmpty() ? "" : " ").append(rest).append('m');
        }
        return text.isEmpty() ? "0m" : text.toString();
    }
}
