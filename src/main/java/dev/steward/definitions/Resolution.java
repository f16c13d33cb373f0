package dev.steward.definitions;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** What resolving a question against the definitions gave. */
public sealed interface Resolution {

    /** The definition records the outcome cites (none for {@link Denied} and {@link NoMatch}). */
    List<Evidence> evidence();

    /** Short words for the step detail and the CLI: "resolved", "clarify", ... */
    String label();

    /**
     * The unique approved version valid at the date.
     *
     * @param supporting the approved model/lineage records that support it
     * @param conflicts  non-approved records of the same concept the question asks about (shown, never primary)
     * @param at         the reporting dates it was resolved for, or null when the question gave none
     */
    record Resolved(Definition definition, DefinitionVersion version, List<DefinitionRecord> supporting,
                    List<DefinitionRecord> conflicts, DateSpan at) implements Resolution {
        public Resolved {
            supporting = List.copyOf(supporting);
            conflicts = List.copyOf(conflicts);
        }

        @Override
        public List<Evidence> evidence() {
            List<Evidence> all = new ArrayList<>();
            all.add(Evidence.of(definition.id(), version));
            supporting.forEach(r -> all.add(r.evidence()));
            conflicts.forEach(r -> all.add(r.evidence()));
            return all;
        }

        @Override
        public String label() {
            return "resolved " + definition.id() + " " + version.version();
        }
    }

    /** Several versions could answer (or none was picked by a date): ask, naming the change dates. */
    record Clarify(Definition definition, List<DefinitionVersion> versions, List<LocalDate> changeDates,
                   String message) implements Resolution {
        @Override
        public List<Evidence> evidence() {
            return versions.stream().map(v -> Evidence.of(definition.id(), v)).toList();
        }

        @Override
        public String label() {
            return "clarify " + definition.id();
        }
    }

    /** Nothing may answer: only drafts, untrusted or superseded versions, or none valid at the date. */
    record Abstain(Definition definition, List<DefinitionVersion> versions, String reason) implements Resolution {
        @Override
        public List<Evidence> evidence() {
            return versions.stream().map(v -> Evidence.of(definition.id(), v)).toList();
        }

        @Override
        public String label() {
            return "abstain " + definition.id();
        }
    }

    /** Two approved versions overlap in time: a person must decide; nothing answers meanwhile. */
    record NeedsReview(Definition definition, List<DefinitionVersion> overlapping, String reason)
            implements Resolution {
        @Override
        public List<Evidence> evidence() {
            return overlapping.stream().map(v -> Evidence.of(definition.id(), v)).toList();
        }

        @Override
        public String label() {
            return "human review " + definition.id();
        }
    }

    /** The question asks for what the audience may not see, or tells the assistant to ignore its rules. */
    record Denied() implements Resolution {
        @Override
        public List<Evidence> evidence() {
            return List.of();
        }

        @Override
        public String label() {
            return "denied";
        }
    }

    /** No definition matches: the question goes on down the route order. */
    record NoMatch() implements Resolution {
        @Override
        public List<Evidence> evidence() {
            return List.of();
        }

        @Override
        public String label() {
            return "no definition matched";
        }
    }
}
