package dev.steward.definitions;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * One version of a definition: one record of the exchange format.
 *
 * @param evidenceId     this revision's stable id (what answers cite); unique in a project
 * @param kind           what the record is (a legacy wiki note of a metric is a {@link DefinitionKind#WIKI})
 * @param title          its title, or null
 * @param version        the version label ({@code v2})
 * @param status         its authority: only approved versions answer
 * @param validFrom      first day it applies (inclusive), or null for "always"
 * @param validTo        first day it no longer applies (exclusive), or null for open
 * @param supersedes     the evidence id of the version it replaces, or null
 * @param text           the definition text
 * @param tables         the tables and {@code table.column}s it uses
 * @param grain          what one row means, or null
 * @param measure        the governed SQL expression, or null
 * @param supports       for model and lineage records: the evidence id they support, or null
 * @param upstream       the upstream tables or sources it comes from
 * @param freshness      load times and SLAs (a freshness snapshot)
 * @param allowedRoles   the roles that may see it; empty = everyone
 * @param authorityClass the source's authority class (shown, never ranked on), or null
 * @param sourceSystem   where the record comes from, or null
 * @param sourceRevision the source's revision, or null
 * @param publishedAt    when the source published it (ISO text), or null
 * @param observedAt     when it was observed/measured (ISO text), or null
 * @param contentHash    {@link VersionRecords#contentHash} of the record's content
 */
public record DefinitionVersion(String evidenceId, DefinitionKind kind, String title, String version,
                                VersionStatus status, LocalDate validFrom, LocalDate validTo, String supersedes,
                                String text, List<String> tables, String grain, GovernedMeasure measure,
                                String supports, List<String> upstream, List<FreshnessFact> freshness,
                                List<String> allowedRoles, String authorityClass, String sourceSystem,
                                String sourceRevision, String publishedAt, String observedAt, String contentHash) {

    public DefinitionVersion {
        Objects.requireNonNull(evidenceId, "evidenceId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(status, "status");
        version = version == null ? "" : version;
        text = text == null ? "" : text;
        tables = tables == null ? List.of() : List.copyOf(tables);
        upstream = upstream == null ? List.of() : List.copyOf(upstream);
        freshness = freshness == null ? List.of() : List.copyOf(freshness);
        allowedRoles = allowedRoles == null ? List.of() : List.copyOf(allowedRoles);
    }

    /** True when {@code day} is within [valid_from, valid_to). */
    public boolean validOn(LocalDate day) {
        return (validFrom == null || !day.isBefore(validFrom)) && (validTo == null || day.isBefore(validTo));
    }

    /** True when some day of {@code span} is within [valid_from, valid_to). */
    public boolean overlaps(DateSpan span) {
        return (validFrom == null || validFrom.isBefore(span.to()))
                && (validTo == null || validTo.isAfter(span.from()));
    }

    /** True when the two validity ranges share a day. */
    public boolean overlaps(DefinitionVersion other) {
        return (validFrom == null || other.validTo == null || validFrom.isBefore(other.validTo))
                && (validTo == null || other.validFrom == null || validTo.isAfter(other.validFrom));
    }

    public boolean isApproved() {
        return status == VersionStatus.APPROVED;
    }

    /** Visible to everyone, or to one of {@code audience}'s roles. */
    public boolean visibleTo(Audience audience) {
        return allowedRoles.isEmpty() || allowedRoles.stream().anyMatch(audience.roles()::contains);
    }

    public boolean restricted() {
        return !allowedRoles.isEmpty();
    }

    /** "2025-01-01 ≤ d < 2026-07-01", "from 2026-07-01", "always". */
    public String validity() {
        if (validFrom == null && validTo == null) {
            return "always";
        }
        if (validTo == null) {
            return "from " + validFrom;
        }
        return validFrom == null ? "until " + validTo + " (exclusive)" : validFrom + " ≤ d < " + validTo;
    }

    public DefinitionVersion withStatus(VersionStatus newStatus) {
        return new DefinitionVersion(evidenceId, kind, title, version, newStatus, validFrom, validTo, supersedes,
                text, tables, grain, measure, supports, upstream, freshness, allowedRoles, authorityClass,
                sourceSystem, sourceRevision, publishedAt, observedAt, contentHash);
    }
}
