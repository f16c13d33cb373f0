package dev.steward.migrate;

import dev.steward.store.LoadedFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The project's files as the moves see them: read once from disk, changed in memory. The {@link Migrator} writes
 * the changed ones. Paths are relative to the project root, with {@code /} separators.
 */
public final class MigrationFiles {
    private final Path root;
    private final Map<String, LoadedFile> originals = new LinkedHashMap<>();
    private final Map<String, String> current = new LinkedHashMap<>();

    MigrationFiles(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    public Path path(String relative) {
        return root.resolve(relative);
    }

    /** The file's current text; empty when it does not exist (yet). */
    public Optional<String> text(String relative) {
        if (current.containsKey(relative)) {
            return Optional.ofNullable(current.get(relative));
        }
        LoadedFile file = original(relative);
        return file.exists() ? Optional.of(file.text()) : Optional.empty();
    }

    /** Replaces the file's text (created when it did not exist). */
    public void put(String relative, String text) {
        original(relative);
        current.put(relative, text);
    }

    /** The files whose text differs from what was read, with their new text, in the order first touched. */
    Map<String, String> changed() {
        Map<String, String> changed = new LinkedHashMap<>();
        current.forEach((relative, text) -> {
            LoadedFile before = originals.get(relative);
            if (!before.exists() || !before.text().equals(text)) {
                changed.put(relative, text);
            }
        });
        return changed;
    }

    LoadedFile original(String relative) {
        return originals.computeIfAbsent(relative, r -> LoadedFile.read(root.resolve(r)));
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
