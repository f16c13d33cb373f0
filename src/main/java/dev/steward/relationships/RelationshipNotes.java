package dev.steward.relationships;

import dev.steward.store.SidecarYaml;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code steward/relationships.yaml}: what Steward knows about relationships.yaml's entries beyond openmedallion's
 * schema — its finer detection method, the data's evidence, a stale reason and a note — keyed by each entry's
 * identity (from, to, sorted join_on), plus {@code rejected_by_data}: candidates the data contradicts, with their
 * evidence, which never enter the shared file. Immutable; pure text ↔ model.
 */
public final class RelationshipNotes {
    private static final String HEADER = """
            Steward's notes on the entries of relationships.yaml (ADR 26), keyed by identity (from_table, to_table,
            sorted join_on): Steward's finer method, evidence, stale_reason, note; rejected_by_data: detected paths the
            data contradicts (never written to relationships.yaml); held_back: how many ranked-out candidates were not
            proposed, and why. Written by Steward; commit it.""";
    private static final Comparator<RelationshipIdentity> BY_IDENTITY = Comparator.comparing(RelationshipIdentity::toString);
    private final Map<RelationshipIdentity, Relationship> notes;
    private final List<Relationship> rejectedByData;
    private final HeldBack heldBack;

    /** Candidates a detection pass ranked out and did not propose (see {@link ProposalBudget}). */
    public record HeldBack(int count, String reason) {
    }

    private RelationshipNotes(Map<RelationshipIdentity, Relationship> notes, List<Relationship> rejectedByData) {
        this(notes, rejectedByData, null);
    }

    private RelationshipNotes(Map<RelationshipIdentity, Relationship> notes, List<Relationship> rejectedByData,
                              HeldBack heldBack) {
        this.heldBack = heldBack;
        this.notes = new TreeMap<>(BY_IDENTITY);
        notes.forEach((identity, r) -> {
            if (!RelationshipYaml.extras(r).isEmpty()) {
                this.notes.put(identity, r);
            }
        });
        this.rejectedByData = rejectedByData.stream().sorted(BaselineDetector.ORDER).toList();
    }

    public static RelationshipNotes empty() {
        return new RelationshipNotes(Map.of(), List.of());
    }

    /** The notes of {@code entries} (each entry's extras) and the given data-contradicted candidates. */
    public static RelationshipNotes of(Collection<Relationship> entries, List<Relationship> rejectedByData) {
        Map<RelationshipIdentity, Relationship> notes = new LinkedHashMap<>();
        entries.forEach(r -> notes.put(r.identity(), r));
        return new RelationshipNotes(notes, rejectedByData);
    }

    public static RelationshipNotes parse(String text, Path source) {
        Map<String, Object> tree = new SidecarYaml().parse(text, source);
        Map<RelationshipIdentity, Relationship> notes = new LinkedHashMap<>();
        for (Relationship r : RelationshipNoteFields.entries(tree.get("relationships"))) {
            notes.put(r.identity(), r);
        }
        return new RelationshipNotes(notes, RelationshipNoteFields.entries(tree.get("rejected_by_data")),
                heldBack(tree.get("held_back")));
    }

    private static HeldBack heldBack(Object value) {
        if (value instanceof Map<?, ?> fields && fields.get("count") instanceof Number count) {
            return new HeldBack(count.intValue(), String.valueOf(fields.get("reason")));
        }
        return null;
    }

    public String render() {
        Map<String, Object> tree = new TreeMap<>();
        List<Object> entries = new ArrayList<>();
        notes.forEach((identity, r) -> entries.add(RelationshipNoteFields.note(identity, r)));
        tree.put("relationships", entries);
        if (!rejectedByData.isEmpty()) {
            tree.put("rejected_by_data", rejectedByData.stream().<Object>map(RelationshipNoteFields::rejected).toList());
        }
        if (heldBack != null) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("count", heldBack.count());
            fields.put("reason", heldBack.reason());
            tree.put("held_back", fields);
        }
        return new SidecarYaml().render(HEADER, tree);
    }

    /**
     * {@code shared} (as relationships.yaml has it) with Steward's notes on it: the finer method when it maps onto
     * the shared one, the evidence, the note, and the stale reason while the entry is stale. Without a note the
     * entry is returned as it is (an old in-file extra then still shows).
     */
    public Relationship applyTo(Relationship shared) {
        Relationship note = notes.get(shared.identity());
        if (note == null) {
            return shared;
        }
        DetectionMethod method = shared.method() != null && note.method() != null
                && note.method().shared() == shared.method().shared() ? note.method() : shared.method();
        String staleReason = shared.status() != RelationshipStatus.STALE ? null
                : note.staleReason() != null ? note.staleReason() : shared.staleReason();
        return new Relationship(shared.fromTable(), shared.toTable(), shared.joinOn(), shared.confidence(),
                shared.status(), method, note.evidence() != null ? note.evidence() : shared.evidence(),
                staleReason, note.note() != null ? note.note() : shared.note());
    }

    /** With {@code r}'s extras recorded under its identity (removed when it has none). */
    public RelationshipNotes with(Relationship r) {
        Map<RelationshipIdentity, Relationship> copy = new LinkedHashMap<>(notes);
        copy.put(r.identity(), r);
        return new RelationshipNotes(copy, rejectedByData, heldBack);
    }

    public RelationshipNotes without(RelationshipIdentity identity) {
        Map<RelationshipIdentity, Relationship> copy = new LinkedHashMap<>(notes);
        copy.remove(identity);
        return new RelationshipNotes(copy, rejectedByData, heldBack);
    }

    /** With {@code rejected} as the data-contradicted candidates (replacing the previous list). */
    public RelationshipNotes withRejectedByData(List<Relationship> rejected) {
        return new RelationshipNotes(notes, rejected, heldBack);
    }

    /** With {@code held} as the last detection pass's held-back count (none when null or zero). */
    public RelationshipNotes withHeldBack(HeldBack held) {
        return new RelationshipNotes(notes, rejectedByData, held == null || held.count() == 0 ? null : held);
    }

    /** What the last detection pass held back; null when it held back nothing. */
    public HeldBack heldBack() {
        return heldBack;
    }

    /** Candidates the data contradicts, sorted by (from, to, join_on), with their evidence and note. */
    public List<Relationship> rejectedByData() {
        return rejectedByData;
    }

    /** The identities that have a note. */
    public java.util.Set<RelationshipIdentity> identities() {
        return java.util.Collections.unmodifiableSet(notes.keySet());
    }

    public boolean isEmpty() {
        return notes.isEmpty() && rejectedByData.isEmpty() && heldBack == null;
    }
}
