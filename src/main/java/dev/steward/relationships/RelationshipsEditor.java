package dev.steward.relationships;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.FileStamp;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A person's decisions on relationships.yaml — add, edit, approve, reject, delete — each one a span edit of that
 * entry alone, written at once with the stamp of the text the person saw (a file changed on disk meanwhile is a
 * {@link dev.steward.error.FileConflictException}, never overwritten) and then recorded in the curation log.
 * Every call returns the file as it is now.
 */
public final class RelationshipsEditor {
    private static final YamlPath LIST = YamlPath.of("relationships");
    private final RelationshipsReader reader;
    private final AtomicFiles files;
    private final CurationLog log;
    private final String user;
    private final ObjectMapper json = new ObjectMapper();

    /** {@code user} is who the curation log names for each decision. */
    public RelationshipsEditor(RelationshipsReader reader, AtomicFiles files, CurationLog log, String user) {
        this.reader = reader;
        this.files = files;
        this.log = log;
        this.user = user;
    }

    /** Reads the file (a missing one is empty) with the stamp that guards the next write. */
    public LoadedRelationships load(Path file) {
        LoadedFile loaded = LoadedFile.read(file);
        return parsed(file, loaded.text(), loaded.stamp(), RelationshipNotesFile.read(file));
    }

    /**
     * Appends {@code added} (a new entry: its own bytes only), logged as {@code add}.
     *
     * @throws StewardException when an entry with the same identity exists; nothing is written
     */
    public LoadedRelationships add(LoadedRelationships current, Relationship added) {
        if (current.indexOf(added.identity()).isPresent()) {
            throw new StewardException("relationships.yaml already has " + added.identity() + ".",
                    "Edit that entry instead of adding it again.");
        }
        YamlDocument document = YamlDocument.parse(current.text(), current.file());
        boolean blockList = document.get(LIST).orElse(null) instanceof YamlNode.Sequence s && !s.flow();
        String text = blockList ? document.appendListItem(LIST, RelationshipYaml.fields(added)).text()
                : document.putEntry(YamlPath.root(), "relationships",
                        List.of(RelationshipYaml.fields(added))).text();
        return write(current, text, added, null, CurationAction.ADD);
    }

    /**
     * Replaces the entry {@code identity} with {@code edited}, field by field so untouched fields (and comments
     * beside them) keep their bytes; logged as {@code edit}.
     *
     * @throws StewardException when no entry has that identity, or another entry already has the edited one
     */
    public LoadedRelationships edit(LoadedRelationships current, RelationshipIdentity identity,
                                    Relationship edited) {
        int index = indexOf(current, identity);
        Relationship before = current.entries().get(index);
        current.indexOf(edited.identity()).filter(i -> i != index).ifPresent(i -> {
            throw new StewardException("relationships.yaml already has " + edited.identity() + ".",
                    "Edit or delete that entry instead.");
        });
        YamlPath entry = YamlPath.of("relationships", index);
        YamlDocument document = YamlDocument.parse(current.text(), current.file());
        YamlEdits edits = RelationshipYaml.toSharedForm(document.edit(), document, entry);
        Map<String, Object> old = RelationshipYaml.fields(before);
        Map<String, Object> now = RelationshipYaml.fields(edited);
        now.forEach((key, value) -> {
            if (!value.equals(old.get(key))) {
                edits.putEntry(entry, key, value);
            }
        });
        old.keySet().stream().filter(key -> !now.containsKey(key)).forEach(key -> edits.removeEntry(entry, key));
        return write(current, edits.apply().text(), edited, before, CurationAction.EDIT);
    }

    /** Sets {@code status: approved} (dropping any stale reason); logged as {@code approve}. */
    public LoadedRelationships approve(LoadedRelationships current, RelationshipIdentity identity) {
        int index = indexOf(current, identity);
        Relationship before = current.entries().get(index);
        YamlPath entry = YamlPath.of("relationships", index);
        YamlDocument document = YamlDocument.parse(current.text(), current.file());
        String text = RelationshipYaml.toSharedForm(document.edit(), document, entry)
                .setScalar(entry.child("status"), RelationshipStatus.APPROVED.yamlName()).apply().text();
        Relationship after = new Relationship(before.fromTable(), before.toTable(), before.joinOn(),
                before.confidence(), RelationshipStatus.APPROVED, before.method(), before.evidence(), null,
                before.note());
        return write(current, text, after, before, CurationAction.APPROVE);
    }

    /** Removes a proposal nobody wants (its lines only); logged as {@code reject}. */
    public LoadedRelationships reject(LoadedRelationships current, RelationshipIdentity identity) {
        return remove(current, identity, CurationAction.REJECT);
    }

    /** Removes an entry (its lines only); logged as {@code delete}. */
    public LoadedRelationships delete(LoadedRelationships current, RelationshipIdentity identity) {
        return remove(current, identity, CurationAction.DELETE);
    }

    /** Records that detection made an approved entry stale (its table or column vanished). */
    public void recordDrift(Relationship madeStale) {
        log.record(user, CurationKind.RELATIONSHIP, madeStale.identity().toString(), CurationAction.STALE,
                snapshot(madeStale), null, "its table or column vanished");
    }

    /** {@code current}'s notes after a decision turned {@code before} into {@code after} (either may be null). */
    private static RelationshipNotes notesAfter(RelationshipNotes current, Relationship before, Relationship after) {
        RelationshipNotes notes = before == null ? current : current.without(before.identity());
        return after == null ? notes : notes.with(after);
    }

    private LoadedRelationships remove(LoadedRelationships current, RelationshipIdentity identity,
                                       CurationAction action) {
        int index = indexOf(current, identity);
        String text = YamlDocument.parse(current.text(), current.file()).removeListItem(LIST, index).text();
        return write(current, text, null, current.entries().get(index), action);
    }

    private LoadedRelationships write(LoadedRelationships current, String text, Relationship after,
                                      Relationship before, CurationAction action) {
        RelationshipNotes notes = notesAfter(current.notes(), before, after);
        LoadedRelationships next = parsed(current.file(), text, null, notes); // never write what cannot be read back
        FileStamp stamp = files.writeStringIfUnchanged(current.file(), text, current.stamp());
        new RelationshipNotesFile(files).update(current.file(), old -> notesAfter(old, before, after));
        Relationship subject = after != null ? after : before;
        log.record(user, CurationKind.RELATIONSHIP, subject.identity().toString(), action, snapshot(before),
                snapshot(after), null);
        return new LoadedRelationships(next.file(), text, stamp, next.entries(), notes);
    }

    private LoadedRelationships parsed(Path file, String text, FileStamp stamp, RelationshipNotes notes) {
        return new LoadedRelationships(file, text, stamp == null ? FileStamp.missing() : stamp,
                reader.parse(text, file, notes).relationships(), notes);
    }

    private JsonNode snapshot(Relationship r) {
        return r == null ? null : json.valueToTree(RelationshipYaml.snapshot(r));
    }

    private static int indexOf(LoadedRelationships current, RelationshipIdentity identity) {
        return current.indexOf(identity).orElseThrow(() -> new StewardException(
                "relationships.yaml has no entry " + identity + " any more.",
                "Reload the Relationships tab to see the file as it is now."));
    }
}
