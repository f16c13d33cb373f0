package dev.steward.relationships;

import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Merges a fresh detection pass into relationships.yaml with span edits, so what people wrote keeps its bytes:
 * approved and hand-added entries stay as they are; detected drafts and stale entries are replaced by the fresh
 * pass (an unchanged one is left alone, so regenerating twice changes nothing); an approved entry whose table or
 * column vanished becomes {@code stale} and is kept from then on. The shared file keeps openmedallion's schema (old
 * in-file extras of the entries it keeps move out); Steward's notes — finer method, evidence, stale reason, note —
 * and the candidates the data contradicts ({@code rejected_by_data}, never in the shared file) make the new
 * {@link RelationshipNotes}.
 */
public final class RelationshipsMerge {
    private final RelationshipsReader reader;

    public RelationshipsMerge(RelationshipsReader reader) {
        this.reader = reader;
    }

    /**
     * The merge result.
     *
     * @param text           the new relationships.yaml
     * @param notes          the new steward/relationships.yaml
     * @param kept           approved, hand-added or drift-stale entries kept
     * @param added          detected entries appended
     * @param madeStale      approved entries whose table or column vanished
     * @param dropped        detected drafts taken out (no longer detected, re-measured or contradicted)
     * @param rejectedByData detected candidates the data contradicts, kept only in Steward's file
     */
    public record Outcome(String text, RelationshipNotes notes, List<Relationship> kept, List<Relationship> added,
                          List<Relationship> madeStale, List<Relationship> dropped,
                          List<Relationship> rejectedByData) {
    }

    /**
     * Merges {@code detected} into {@code existingText} (empty when there is no file) and its {@code notes}.
     *
     * @throws dev.steward.error.FileFormatException when the existing text is not a valid relationships.yaml
     */
    public Outcome merge(String existingText, Path file, RelationshipNotes notes, List<Relationship> detected,
                         SchemaColumns schema) {
        List<Relationship> existing = reader.parse(existingText, file, notes).relationships();
        YamlDocument document = YamlDocument.parse(existingText, file);
        Map<RelationshipIdentity, Relationship> fresh = new LinkedHashMap<>();
        detected.stream().filter(d -> !RelationshipDetector.contradicted(d))
                .forEach(d -> fresh.putIfAbsent(d.identity(), d));
        YamlEdits edits = document.edit();
        Map<RelationshipIdentity, Relationship> present = new LinkedHashMap<>();
        List<Relationship> kept = new ArrayList<>();
        List<Relationship> madeStale = new ArrayList<>();
        List<Relationship> dropped = new ArrayList<>();
        for (int i = existing.size() - 1; i >= 0; i--) {
            Relationship r = existing.get(i);
            YamlPath entry = YamlPath.of("relationships", i);
            if (isPersonal(r)) {
                Optional<String> vanished = r.status() == RelationshipStatus.APPROVED ? vanished(r, schema)
                        : Optional.empty();
                Relationship now = vanished.map(reason -> stale(r, reason)).orElse(r);
                vanished.ifPresent(reason -> {
                    edits.setScalar(entry.child("status"), RelationshipStatus.STALE.yamlName());
                    madeStale.add(r);
                });
                RelationshipYaml.toSharedForm(edits, document, entry);
                kept.add(r);
                present.putIfAbsent(r.identity(), now);
            } else if (fresh.containsKey(r.identity()) && sameApartFromCheckTime(r, fresh.get(r.identity()))) {
                RelationshipYaml.toSharedForm(edits, document, entry);
                present.putIfAbsent(r.identity(), r);
            } else {
                edits.removeListItem(YamlPath.of("relationships"), i);
                dropped.add(r);
            }
        }
        String text = edits.apply().text();
        List<Relationship> added = fresh.values().stream().filter(d -> !present.containsKey(d.identity())).toList();
        text = append(text, file, added);
        reader.parse(text, file); // a merge that cannot be read back must never reach the disk
        Collections.reverse(kept); // collected back to front
        Collections.reverse(madeStale);
        Collections.reverse(dropped);
        List<Relationship> all = new ArrayList<>(present.values());
        all.addAll(added);
        List<Relationship> rejected = detected.stream().filter(RelationshipDetector::contradicted)
                .filter(d -> !present.containsKey(d.identity())).toList();
        return new Outcome(text, RelationshipNotes.of(all, rejected), List.copyOf(kept), added,
                List.copyOf(madeStale), List.copyOf(dropped), rejected);
    }

    private static Relationship stale(Relationship r, String reason) {
        return new Relationship(r.fromTable(), r.toTable(), r.joinOn(), r.confidence(), RelationshipStatus.STALE,
                r.method(), r.evidence(), reason, r.note());
    }

    /** Approved, hand-added, or gone stale by drift (which keeps a person's approval on record). */
    private static boolean isPersonal(Relationship r) {
        return r.isHandAdded() || r.status() == RelationshipStatus.APPROVED
                || r.status() == RelationshipStatus.STALE && r.staleReason() != null;
    }

    /** Why an entry no longer fits the data: a table or a joined column that is gone. */
    static Optional<String> vanished(Relationship r, SchemaColumns schema) {
        for (String table : List.of(r.fromTable(), r.toTable())) {
            if (!schema.tables().containsKey(table)) {
                return Optional.of("table '" + table + "' is no longer in the data");
            }
        }
        for (JoinColumn j : r.joinOn()) {
            if (!schema.columnNames(r.fromTable()).contains(j.fromColumn())) {
                return Optional.of("column '" + r.fromTable() + "." + j.fromColumn() + "' is no longer in the data");
            }
            if (!schema.columnNames(r.toTable()).contains(j.toColumn())) {
                return Optional.of("column '" + r.toTable() + "." + j.toColumn() + "' is no longer in the data");
            }
        }
        return Optional.empty();
    }

    private static boolean sameApartFromCheckTime(Relationship a, Relationship b) {
        return withoutCheckTime(a).equals(withoutCheckTime(b));
    }

    private static Relationship withoutCheckTime(Relationship r) {
        RelationshipEvidence e = r.evidence();
        RelationshipEvidence timeless = e == null ? null : new RelationshipEvidence(e.targetUnique(), e.orphanPct(),
                e.orphanRows(), e.sourceRows(), e.typesCompatible(), e.cardinality(), null);
        return new Relationship(r.fromTable(), r.toTable(), r.joinOn(), r.confidence(), r.status(), r.method(),
                timeless, r.staleReason(), r.note());
    }

    private static String append(String text, Path file, List<Relationship> added) {
        if (added.isEmpty()) {
            return text;
        }
        YamlDocument document = YamlDocument.parse(text, file);
        YamlPath list = YamlPath.of("relationships");
        boolean hasBlockList = document.get(list).orElse(null) instanceof YamlNode.Sequence s && !s.flow();
        if (!hasBlockList) {
            List<Object> items = added.stream().<Object>map(RelationshipYaml::fields).toList();
            return document.putEntry(YamlPath.root(), "relationships", items).text();
        }
        for (Relationship r : added) {
            document = document.appendListItem(list, RelationshipYaml.fields(r));
        }
        return document.text();
    }
}
