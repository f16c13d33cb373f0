package dev.steward.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the {@link Move}s over a project: {@link #plan} (dry run, writes nothing), {@link #apply} (logs a snapshot,
 * then writes each changed file atomically; nothing else is touched) and {@link #undo} (restores the files of the
 * last apply byte for byte). The caller holds the project lock.
 */
public final class Migrator {
    private final List<Move> moves;
    private final AtomicFiles files;
    private final MigrationLog log;
    private final Clock clock;
    private final String user;

    public Migrator(List<Move> moves, AtomicFiles files, Clock clock, String user) {
        this.moves = List.copyOf(moves);
        this.files = files;
        this.log = new MigrationLog(new JsonLinesAppender(files));
        this.clock = clock;
        this.user = user;
    }

    /** What {@link #apply} would move; nothing is written. */
    public MigrationPlan plan(Path root) {
        MigrationFiles workspace = new MigrationFiles(root);
        List<MovedValue> moved = run(workspace);
        return new MigrationPlan(moved, List.copyOf(workspace.changed().keySet()));
    }

    /** Moves every extra; an already migrated project is left as it is (an empty plan, no log line). */
    public MigrationPlan apply(Path root) {
        MigrationFiles workspace = new MigrationFiles(root);
        List<MovedValue> moved = run(workspace);
        Map<String, String> changed = workspace.changed();
        if (changed.isEmpty()) {
            return new MigrationPlan(moved, List.of());
        }
        log.logApply(root, clock.instant(), user, moved, changed, workspace);
        changed.forEach((relative, text) -> files.writeIfUnchanged(workspace.path(relative),
                MigrationFiles.bytes(text), workspace.original(relative).stamp()));
        return new MigrationPlan(moved, List.copyOf(changed.keySet()));
    }

    /**
     * Restores every file the last not-yet-undone apply changed to its bytes before that apply (a file it created
     * is deleted). Refused, with nothing changed, when a file was edited since.
     *
     * @return the restored files, relative to the project; empty when there is nothing to undo
     */
    public List<String> undo(Path root) {
        JsonNode apply = log.lastApplyNotUndone(root).orElse(null);
        if (apply == null) {
            return List.of();
        }
        List<String> restored = new ArrayList<>();
        for (JsonNode file : apply.path("files")) {
            requireUnchangedSince(root, apply, file);
        }
        for (JsonNode file : apply.path("files")) {
            String relative = file.path("path").asText();
            restore(root.resolve(relative), file);
            restored.add(relative);
        }
        log.logUndo(root, clock.instant(), user, apply.path("id").asText());
        return restored;
    }

    private List<MovedValue> run(MigrationFiles workspace) {
        List<MovedValue> moved = new ArrayList<>();
        for (Move move : moves) {
            moved.addAll(move.apply(workspace));
        }
        return moved;
    }

    private static void requireUnchangedSince(Path root, JsonNode apply, JsonNode file) {
        LoadedFile now = LoadedFile.read(root.resolve(file.path("path").asText()));
        String sha = now.exists() ? now.stamp().sha256() : null;
        boolean asMigrated = file.path("after_sha256").asText().equals(sha);
        boolean asBefore = file.path("existed").asBoolean() ? file.path("before_sha256").asText().equals(sha)
                : sha == null;
        if (!asMigrated && !asBefore) {
            throw new StewardException(file.path("path").asText() + " was changed after the migration of "
                    + apply.path("ts").asText() + ", so undoing it would lose that change.",
                    "Nothing was restored. Undo your later edit first, or restore the file from "
                    + StewardFolder.MIGRATIONS + " (its before_base64) by hand.");
        }
    }

    private void restore(Path target, JsonNode file) {
        if (file.path("existed").asBoolean()) {
            byte[] before = MigrationLog.before(file);
            LoadedFile now = LoadedFile.read(target);
            if (!now.exists() || !now.stamp().sha256().equals(file.path("before_sha256").asText())) {
                files.write(target, before);
            }
            return;
        }
        try {
            Files.deleteIfExists(target);
        } catch (IOException e) {
            throw new StewardException("Could not delete " + target + ", which the migration created: "
                    + e.getMessage() + ".", "Delete it by hand; the other files are restored.", e);
        }
    }
}
