package dev.steward.relationships;

import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Merges a fresh detection pass into relationships.yaml with span edits, so what people wrote keeps its bytes:
 * approved and hand-added entries stay as they are; detected drafts and stale entries are replaced by the fresh
 * pass (an unchanged one is left alone, so regenerating twice changes nothing); an approved entry whose table or
 * column vanished becomes {@code stale} with a {@code stale_reason} and is kept from then on.
 */
public final class RelationshipsMerge {
    private final RelationshipsReader reader;

    public RelationshipsMerge(RelationshipsReader reader) {
        this.reader = reader;
    }

    /** The merge result: the new file text and what happened. */
    public record Outcome(String text, List<Relationship> kept, List<Relationship> added,
                          List<Relationship> madeStale) {
    }

    /**
     * Merges {@code detected} into {@code existingText} (empty when there is no file).
     *
     * @throws dev.steward.error.FileFormatException when the existing text is not a valid relationships.yaml
     */
    public Outcome merge(String existingText, Path file, List<Relationship> detected, SchemaColumns schema) {
        List<Relationship> existing = reader.parse(existingText, file).relationships();
        YamlDocument document = YamlDocument.parse(existingText, file);
        Map<RelationshipIdentity, Relationship> fresh = new LinkedHashMap<>();
        detected.forEach(d -> fresh.putIfAbsent(d.identity(), d));
        YamlEdits edits = document.edit();
        Set<RelationshipIdentity> present = new HashSet<>();
        List<Relationship> kept = new ArrayList<>();
        List<Relationship> madeStale = new ArrayList<>();
        for (int i = existing.size() - 1; i >= 0; i--) {
            Relationship r = existing.get(i);
            YamlPath entry = YamlPath.of("relationships", i);
            if (isPersonal(r)) {
                Optional<String> vanished = r.status() == RelationshipStatus.APPROVED ? vanished(r, schema)
                        : Optional.empty();
                vanished.ifPresent(reason -> {
                    edits.setScalar(entry.child("status"), RelationshipStatus.STALE.yamlName());
                    edits.putEntry(entry, "stale_reason", reason);
                    madeStale.add(r);
                });
                kept.add(r);
                present.add(r.identity());
            } else if (fresh.containsKey(r.identity()) && sameApartFromCheckTime(r, fresh.get(r.identity()))) {
                present.add(r.identity());
            } else {
                edits.removeListItem(YamlPath.of("relationships"), i);
            }
        }
        String text = edits.apply().text();
        List<Relationship> added = fresh.values().stream().filter(d -> !present.contains(d.identity())).toList();
        text = append(text, file, added);
        reader.parse(text, file); // a merge that cannot be read back must never reach the disk
        Collections.reverse(kept); // collected back to front
        Collections.reverse(madeStale);
        return new Outcome(text, List.copyOf(kept), added, List.copyOf(madeStale));
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
