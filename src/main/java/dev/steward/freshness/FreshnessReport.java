package dev.steward.freshness;

import dev.steward.error.StewardException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Each source's age at an instant against its SLA: first every table expectation (its last load read from the
 * data), then every governed snapshot (its {@code max_loaded_at}; a snapshot without an SLA takes its table's).
 */
public final class FreshnessReport {
    private final LastLoads loads;

    public FreshnessReport(LastLoads loads) {
        this.loads = loads;
    }

    /** The instant an as-of date means: the end of that day (the next day's midnight UTC). */
    public static Instant endOf(LocalDate asOf) {
        return asOf.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /**
     * @param sources only these sources (names, any case); empty for all
     */
    public List<SourceAge> ages(List<FreshnessExpectation> expectations, List<FreshnessSnapshot> snapshots,
                                Instant at, Collection<String> sources) {
        List<SourceAge> ages = new ArrayList<>();
        for (FreshnessExpectation expectation : expectations) {
            if (wanted(expectation.table(), sources)) {
                ages.add(age(expectation, at));
            }
        }
        for (FreshnessSnapshot snapshot : snapshots) {
            if (wanted(snapshot.source(), sources)) {
                Duration sla = snapshot.sla() != null ? snapshot.sla() : expectations.stream()
                        .filter(e -> same(e.table(), snapshot.source())).map(FreshnessExpectation::sla)
                        .findFirst().orElse(null);
                ages.add(new SourceAge(snapshot.source(), snapshot.maxLoadedAt(), sla, at, "snapshot "
                        + snapshot.evidenceId(), snapshot.evidenceId(), null));
            }
        }
        return ages;
    }

    private SourceAge age(FreshnessExpectation expectation, Instant at) {
        try {
            return new SourceAge(expectation.table(), loads.of(expectation), expectation.sla(), at,
                    expectation.basis(), null, null);
        } catch (StewardException unknown) {
            return new SourceAge(expectation.table(), null, expectation.sla(), at, expectation.basis(), null,
                    unknown.getMessage());
        }
    }

    private static boolean wanted(String source, Collection<String> sources) {
        return sources.isEmpty() || sources.stream().anyMatch(s -> same(s, source));
    }

    private static boolean same(String a, String b) {
        return a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT));
    }
}
