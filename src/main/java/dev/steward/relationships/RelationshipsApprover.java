package dev.steward.relationships;

import dev.steward.store.FileSizeLimit;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.FileStamp;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlPath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code relationships approve}: lists the draft and stale entries and approves one at a time with a span edit
 * ({@code status: approved}; its stale reason leaves Steward's notes), written at once so a quit loses nothing.
 * Every other byte of the file stays as it was (an old in-file extra of that entry moves to Steward's notes).
 */
public final class RelationshipsApprover {
    private final RelationshipsReader reader;
    private final AtomicFiles files;

    public RelationshipsApprover(RelationshipsReader reader, AtomicFiles files) {
        this.reader = reader;
        this.files = files;
    }

    /** Draft and stale entries sorted by (from, to, join_on). */
    public List<Relationship> reviewable(Path file) {
        return reader.parse(read(file), file, RelationshipNotesFile.read(file)).relationships().stream()
                .filter(r -> r.status() != RelationshipStatus.APPROVED).sorted(BaselineDetector.ORDER).toList();
    }

    /**
     * Approves the first entry with {@code identity} (join_on order ignored) and writes the file.
     *
     * @throws StewardException when no entry has that identity; the file is unchanged
     */
    public Relationship approve(Path file, RelationshipIdentity identity) {
        String text = read(file);
        FileStamp before = FileStamp.of(file);
        RelationshipNotes notes = RelationshipNotesFile.read(file);
        List<Relationship> entries = reader.parse(text, file, notes).relationships();
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).identity().equals(identity)) {
                YamlPath entry = YamlPath.of("relationships", i);
                YamlDocument document = YamlDocument.parse(text, file);
                String edited = RelationshipYaml.toSharedForm(document.edit(), document, entry)
                        .setScalar(entry.child("status"), RelationshipStatus.APPROVED.yamlName()).apply().text();
                Relationship was = entries.get(i);
                Relationship approved = new Relationship(was.fromTable(), was.toTable(), was.joinOn(),
                        was.confidence(), RelationshipStatus.APPROVED, was.method(), was.evidence(), null, was.note());
                files.writeStringIfUnchanged(file, edited, before);
                new RelationshipNotesFile(files).update(file, old -> old.with(approved));
                return approved;
            }
        }
        throw new StewardException("No relationship " + identity + " in " + file.getFileName() + ".",
                "Run 'steward relationships approve' without arguments to see the reviewable entries.");
    }

    private static String read(Path file) {
        if (!Files.exists(file)) {
            throw new StewardException("There is no " + file + " yet.",
                    "Run 'steward relationships generate PROJECT' first.");
        }
        try {
            FileSizeLimit.check(file);
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check that the file is readable; Steward changed nothing.", e);
        }
    }
}
