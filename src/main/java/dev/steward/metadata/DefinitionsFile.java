package dev.steward.metadata;

import dev.steward.store.AtomicFiles;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;

/** Reads and writes {@code steward/definitions.yaml} beside a metadata.yaml (atomic, stamp-guarded). */
public final class DefinitionsFile {
    private final AtomicFiles files;

    public DefinitionsFile(AtomicFiles files) {
        this.files = files;
    }

    /** The sidecar of {@code metadataFile}: {@code <its folder>/steward/definitions.yaml}. */
    public static Path of(Path metadataFile) {
        return StewardFolder.definitions(metadataFile.toAbsolutePath().getParent());
    }

    /** The notes beside {@code metadataFile}; empty when the sidecar does not exist. */
    public static Definitions read(Path metadataFile) {
        return parse(LoadedFile.read(of(metadataFile)));
    }

    /** The notes of a loaded sidecar (missing = empty). */
    public static Definitions parse(LoadedFile loaded) {
        return loaded.exists() ? Definitions.parse(loaded.text(), loaded.file()) : Definitions.empty();
    }

    /** Writes {@code after} when it differs from what {@code loaded} held; refused when the file changed since. */
    public void write(LoadedFile loaded, Definitions after) {
        String text = after.render();
        if (loaded.exists() ? !text.equals(loaded.text()) : !after.isEmpty()) {
            files.writeStringIfUnchanged(loaded.file(), text, loaded.stamp());
        }
    }
}
