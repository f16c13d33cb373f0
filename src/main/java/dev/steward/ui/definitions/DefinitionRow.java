package dev.steward.ui.definitions;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionChecks;
import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.Resolution;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * One line of the definitions list: the definition, what answers for it on a day (by the core's resolution rules)
 * and the human-review flag (approved versions overlapping in time, {@link DefinitionChecks#overlaps}).
 *
 * @param answering the version that answers on the day, if one does
 * @param state     "v2 · approved", "no approved version", "needs review", "supporting record"
 * @param conflicts the overlap findings; non-empty = needs human review
 */
public record DefinitionRow(Definition definition, Optional<DefinitionVersion> answering, String state,
                            List<DefinitionChecks.Finding> conflicts) {

    public DefinitionRow {
        conflicts = List.copyOf(conflicts);
    }

    /** The row of {@code d} on {@code day}; {@code all} is the set it belongs to (for supporting records). */
    public static DefinitionRow of(DefinitionSet all, Definition d, LocalDate day) {
        List<DefinitionChecks.Finding> conflicts = DefinitionChecks.overlaps(d);
        if (!d.isConcept()) {
            return new DefinitionRow(d, Optional.empty(), "supporting record", conflicts);
        }
        Resolution resolution = new DefinitionResolver().versionOn(all, d, day);
        if (resolution instanceof Resolution.Resolved resolved) {
            DefinitionVersion v = resolved.version();
            return new DefinitionRow(d, Optional.of(v), label(v) + " · " + v.status().yamlName(), conflicts);
        }
        return new DefinitionRow(d, Optional.empty(), resolution instanceof Resolution.NeedsReview
                ? "needs review" : "no approved version", conflicts);
    }

    public String title() {
        return definition.title();
    }

    public String kind() {
        return definition.kind().exchangeName();
    }

    public boolean needsReview() {
        return !conflicts.isEmpty();
    }

    /** A version's label, or its evidence id when it has none. */
    static String label(DefinitionVersion v) {
        return v.version().isBlank() ? v.evidenceId() : v.version();
    }
}
