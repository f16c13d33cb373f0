package dev.steward.audit;

import java.util.Set;

/**
 * A steward's decision that a disputed golden is correct as it is, read back from the curation log.
 *
 * @param user   who decided
 * @param at     when, ISO-8601 UTC
 * @param probes the probes whose findings they looked at and confirmed; a later finding of another probe disputes
 *               the golden again
 * @param note   why, or null
 */
public record Confirmation(String user, String at, Set<Probe> probes, String note) {
    public Confirmation {
        probes = Set.copyOf(probes);
    }
}
