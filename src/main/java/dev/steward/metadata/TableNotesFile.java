package dev.steward.metadata;

import dev.steward.store.AtomicFiles;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

/** Reads and updates {@code steward/tables.yaml} beside a metadata.yaml (atomic, stamp-guarded). */
public final class TableNotesFile {
    private final AtomicFiles files;

    public TableNotesFile(AtomicFiles files) {
        this.files = files;
    }

    /** The sidecar of {@code metadataFile}: {@code <its folder>/steward/tables.yaml}. */
    public static Path of(Path metadataFile) {
        Path folder = metadataFile.toAbsolutePath().getParent();
        return StewardFolder.tables(folder);
    }

    /** The notes beside {@code metadataFile}; empty when the sidecar does not exist. */
    public static TableNotes read(Path metadataFile) {
        Path file = of(metadataFile);
        LoadedFile loaded = LoadedFile.read(file);
        return loaded.exists() ? TableNotes.parse(loaded.text(), file) : TableNotes.empty();
    }

    /** Applies {@code change} and writes the sidecar when that changed it (a missing file stays missing if empty). */
    public void update(Path metadataFile, UnaryOperator<TableNotes> change) {
        Path file = of(metadataFile);
        LoadedFile loaded = LoadedFile.read(file);
        TableNotes before = loaded.exists() ? TableNotes.parse(loaded.text(), file) : TableNotes.empty();
        TableNotes after = change.apply(before);
        String text = after.render();
        if (loaded.exists() ? !text.equals(loaded.text()) : !after.isEmpty()) {
            files.writeStringIfUnchanged(file, text, loaded.stamp());
        }
    }
}
