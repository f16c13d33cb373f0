package dev.steward.definitions;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Resolves a question to one governed version, deterministically and without an LLM: the audience filter and the
 * deny check first, then the concept match, then the version by date (docs/definitions.md, "Resolution").
 */
public final class DefinitionResolver {
    private final AudienceGuard guard = new AudienceGuard();
    private final ConceptMatcher matcher = new ConceptMatcher();
    private final EvidenceAskedAbout askedAbout = new EvidenceAskedAbout();
    private final CandidateGate gate = new CandidateGate();

    /**
     * @param all      every definition of the project (only the deny check sees the hidden ones)
     * @param asOf     the reporting date given outside the question ({@code --as-of}), or null
     */
    public Resolution resolve(DefinitionSet all, Audience audience, String question, LocalDate asOf) {
        return resolve(all, audience, question, asOf, ConceptCandidates.NONE);
    }

    /**
     * The same, with step 2's semantic candidates: when no id, title or synonym matches, {@code candidates} ranks
     * the visible concept definitions and {@link CandidateGate}'s fixed rules take one (or a tie to ask back);
     * the version is then chosen exactly as for an exact match.
     */
    public Resolution resolve(DefinitionSet all, Audience audience, String question, LocalDate asOf,
                              ConceptCandidates candidates) {
        DefinitionSet visible = all.visibleTo(audience);
        if (guard.denies(all, visible, audience, question)) {
            return new Resolution.Denied();
        }
        List<Definition> matches = concepts(visible, question, candidates);
        if (matches.isEmpty()) {
            return new Resolution.NoMatch();
        }
        if (matches.size() > 1) {
            return new Resolution.Clarify(matches.get(0), List.of(), List.of(), "Which do you mean: "
                    + matches.stream().map(d -> d.title() + " (" + d.id() + ")").collect(Collectors.joining(" or "))
                    + "?");
        }
        DateSpan at = asOf != null ? DateSpan.day(asOf) : QuestionDates.find(question).orElse(null);
        return version(visible, matches.get(0), question, at);
    }

    /**
     * The concept definitions a question is about, among {@code visible} (already filtered for the audience): the
     * exact matches, else the candidates the gate takes; several = a tie.
     */
    public List<Definition> concepts(DefinitionSet visible, String question, ConceptCandidates candidates) {
        List<Definition> exact = matcher.match(visible, question);
        if (!exact.isEmpty() || candidates == ConceptCandidates.NONE) {
            return exact;
        }
        return gate.take(question, candidates.rank(visible, question)).stream()
                .map(id -> visible.get(id).orElseThrow()).toList();
    }

    /** The reporting dates of a question: {@code asOf}, else the date it states, else empty. */
    public static Optional<DateSpan> dates(String question, LocalDate asOf) {
        return asOf != null ? Optional.of(DateSpan.day(asOf)) : QuestionDates.find(question);
    }

    /**
     * The version of {@code d} that answers on {@code day}, by the same rules as a question naming it on that day:
     * Resolved, Abstain (no approved version applies) or NeedsReview (approved versions overlap). For views that
     * show one definition's state, such as the app's Definitions tab; {@code set} is what the caller may show.
     */
    public Resolution versionOn(DefinitionSet set, Definition d, LocalDate day) {
        return version(set, d, "", DateSpan.day(day));
    }

    private Resolution version(DefinitionSet visible, Definition d, String question, DateSpan at) {
        List<DefinitionVersion> concepts = d.concepts();
        List<DefinitionVersion> approved = concepts.stream().filter(DefinitionVersion::isApproved).toList();
        if (approved.isEmpty()) {
            return new Resolution.Abstain(d, concepts, d.title() + " has no approved version: "
                    + describe(concepts) + ". Drafts, untrusted and superseded versions never answer.");
        }
        List<DefinitionVersion> candidates = at == null ? approved
                : approved.stream().filter(v -> v.overlaps(at)).toList();
        if (candidates.isEmpty()) {
            List<DefinitionVersion> others = concepts.stream().filter(v -> !v.isApproved() && v.overlaps(at)).toList();
            return new Resolution.Abstain(d, others, "No approved version of " + d.title() + " applies to " + at
                    + " (approved: " + ranges(approved) + ")" + (others.isEmpty() ? "" : "; "
                    + describe(others) + " does not answer") + ".");
        }
        List<DefinitionVersion> overlapping = DefinitionChecks.overlaps(d).isEmpty() ? List.of()
                : candidates.stream().filter(v -> candidates.stream().anyMatch(o -> o != v && o.overlaps(v))).toList();
        if (!overlapping.isEmpty()) {
            return new Resolution.NeedsReview(d, overlapping, "Two approved versions of " + d.title()
                    + " overlap in time (" + ranges(overlapping) + "); a person must decide which applies before "
                    + "it answers.");
        }
        if (candidates.size() > 1) {
            return clarify(d, candidates, at);
        }
        DefinitionVersion chosen = candidates.get(0);
        return new Resolution.Resolved(d, chosen, supporting(visible, chosen),
                askedAbout.find(visible, d, question), at);
    }

    private static Resolution clarify(Definition d, List<DefinitionVersion> candidates, DateSpan at) {
        List<DefinitionVersion> sorted = candidates.stream().sorted(Comparator.comparing(DefinitionVersion::validFrom,
                Comparator.nullsFirst(Comparator.naturalOrder()))).toList();
        List<LocalDate> changes = sorted.stream().skip(1).map(DefinitionVersion::validFrom).toList();
        String when = changes.stream().map(LocalDate::toString).collect(Collectors.joining(", "));
        return new Resolution.Clarify(d, sorted, changes, d.title() + " changed on " + when
                + (at == null ? "" : ", within " + at) + ": " + ranges(sorted) + ". Which date do you mean? Ask with "
                + "a date (e.g. \"on " + changes.get(0) + "\") or --as-of.");
    }

    private static List<DefinitionRecord> supporting(DefinitionSet visible, DefinitionVersion chosen) {
        return visible.definitions().stream().flatMap(def -> def.versions().stream()
                .filter(v -> v.kind() == DefinitionKind.MODEL || v.kind() == DefinitionKind.LINEAGE)
                .filter(DefinitionVersion::isApproved).filter(v -> chosen.evidenceId().equals(v.supports()))
                .map(v -> new DefinitionRecord(def.id(), v)))
                .sorted(Comparator.comparing(r -> r.version().kind())).toList(); // models, then lineage
    }

    private static String ranges(List<DefinitionVersion> versions) {
        return versions.stream().map(v -> v.version() + " " + v.validity()).collect(Collectors.joining(", "));
    }

    private static String describe(List<DefinitionVersion> versions) {
        return versions.stream().map(v -> v.version() + " is " + (v.status() == VersionStatus.DRAFT ? "a draft"
                : v.status().yamlName()) + (v.validFrom() == null ? "" : " (" + v.validity() + ")"))
                .collect(Collectors.joining(", "));
    }
}
