package dev.steward.relationships;

import dev.steward.store.AtomicFiles;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

/** Reads and updates {@code steward/relationships.yaml} beside a relationships.yaml (atomic, stamp-guarded). */
public final class RelationshipNotesFile {
    private final AtomicFiles files;

    public RelationshipNotesFile(AtomicFiles files) {
        this.files = files;
    }

    /** The sidecar of {@code relationshipsFile}: {@code <its folder>/steward/relationships.yaml}. */
    public static Path of(Path relationshipsFile) {
        return StewardFolder.relationships(relationshipsFile.toAbsolutePath().getParent());
    }

    /** The notes beside {@code relationshipsFile}; empty when the sidecar does not exist. */
    public static RelationshipNotes read(Path relationshipsFile) {
        Path file = of(relationshipsFile);
        LoadedFile loaded = LoadedFile.read(file);
        return loaded.exists() ? RelationshipNotes.parse(loaded.text(), file) : RelationshipNotes.empty();
    }

    /** Applies {@code change} and writes the sidecar when that changed it (a missing file stays missing if empty). */
    public RelationshipNotes update(Path relationshipsFile, UnaryOperator<RelationshipNotes> change) {
        Path file = of(relationshipsFile);
        LoadedFile loaded = LoadedFile.read(file);
        RelationshipNotes before = loaded.exists() ? RelationshipNotes.parse(loaded.text(), file)
                : RelationshipNotes.empty();
        RelationshipNotes after = change.apply(before);
        String text = after.render();
        if (loaded.exists() ? !text.equals(loaded.text()) : !after.isEmpty()) {
            files.writeStringIfUnchanged(file, text, loaded.stamp());
        }
        return after;
    }
}
