package dev.steward.migrate;

import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipNotes;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipYaml;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.StewardFolder;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * relationships.yaml's {@code evidence}, {@code note}, {@code stale_reason} and Steward's finer {@code method}
 * (written as openmedallion's) → steward/relationships.yaml by identity; detected drafts the data contradicts
 * leave the shared file for its {@code rejected_by_data}.
 */
final class RelationshipExtrasMove implements Move {
    static final String FILE = "relationships.yaml";
    private static final String DESTINATION = StewardFolder.RELATIONSHIPS;

    @Override
    public String name() {
        return "relationships.evidence/note/stale_reason/method";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        String text = files.text(FILE).orElse(null);
        if (text == null) {
            return List.of();
        }
        YamlDocument document = YamlDocument.parse(text, files.path(FILE));
        List<Relationship> entries = new RelationshipsReader().parse(text, files.path(FILE)).relationships();
        RelationshipNotes notes = RelationshipNotes.parse(files.text(DESTINATION).orElse(""),
                files.path(DESTINATION));
        List<MovedValue> moved = new ArrayList<>();
        List<Relationship> rejected = new ArrayList<>(notes.rejectedByData());
        YamlEdits edits = document.edit();
        for (int i = entries.size() - 1; i >= 0; i--) {
            Relationship r = entries.get(i);
            YamlPath entry = YamlPath.of("relationships", i);
            if (contradictedDraft(r)) {
                moved.add(value(text, document, entry, "relationships[" + i + "] (" + r.identity() + ")",
                        DESTINATION + " rejected_by_data"));
                edits.removeListItem(YamlPath.of("relationships"), i);
                rejected.add(r);
                continue;
            }
            int before = moved.size();
            for (String key : List.of("method", "evidence", "stale_reason", "note")) {
                boolean extra = !key.equals("method") || r.method() != null && !r.method().isShared();
                if (extra && document.has(entry.child(key))) {
                    moved.add(value(text, document, entry.child(key), "relationships[" + i + "]." + key + " ("
                            + r.identity() + ")", DESTINATION + " " + r.identity() + " " + key));
                }
            }
            if (moved.size() > before) {
                RelationshipYaml.toSharedForm(edits, document, entry);
                if (!notes.identities().contains(r.identity())) {
                    notes = notes.with(r);
                }
            }
        }
        if (!moved.isEmpty()) {
            files.put(FILE, edits.apply().text());
            files.put(DESTINATION, notes.withRejectedByData(rejected).render());
        }
        Collections.reverse(moved); // collected back to front
        return moved;
    }

    /** A detected draft whose evidence contradicts it (the old detector kept these as low-confidence drafts). */
    private static boolean contradictedDraft(Relationship r) {
        return r.method() != null && r.status() == RelationshipStatus.DRAFT && r.evidence() != null
                && RelationshipDetector.contradicted(r);
    }

    private MovedValue value(String text, YamlDocument document, YamlPath at, String location, String destination) {
        YamlNode node = document.get(at).orElseThrow();
        return new MovedValue(name(), FILE, location, text.substring(node.start(), node.end()), destination);
    }
}
