package dev.steward.migrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.store.FileStamp;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LoadedFile;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code steward/migrations.jsonl}: one line per apply, written (fsync'd) before any file changes, holding every
 * moved value and the exact bytes of every file the apply changes (so {@code --undo} restores them exactly, also
 * after a crash half-way); one line per undo naming the apply it undid.
 */
final class MigrationLog {
    private final ObjectMapper json = new ObjectMapper();
    private final JsonLinesAppender appender;
    private final JsonLinesReader reader = new JsonLinesReader();

    MigrationLog(JsonLinesAppender appender) {
        this.appender = appender;
    }

    /** Logs an apply; returns its id. */
    String logApply(Path root, Instant at, String user, List<MovedValue> moved, Map<String, String> changed,
                    MigrationFiles files) {
        String id = "migrate-" + at.toEpochMilli();
        ObjectNode line = json.createObjectNode().put("id", id).put("ts", at.toString()).put("user", user)
                .put("action", "apply");
        line.set("moved", json.valueToTree(moved));
        ArrayNode snapshots = line.putArray("files");
        changed.forEach((relative, text) -> {
            LoadedFile before = files.original(relative);
            ObjectNode file = snapshots.addObject().put("path", relative).put("existed", before.exists());
            if (before.exists()) {
                file.put("before_base64", Base64.getEncoder().encodeToString(before.content()));
                file.put("before_sha256", before.stamp().sha256());
            }
            file.put("after_sha256", FileStamp.ofContent(MigrationFiles.bytes(text), at).sha256());
        });
        appender.append(StewardFolder.migrations(root), line);
        return id;
    }

    void logUndo(Path root, Instant at, String user, String undoneId) {
        appender.append(StewardFolder.migrations(root), json.createObjectNode().put("id", "undo-" + at.toEpochMilli())
                .put("ts", at.toString()).put("user", user).put("action", "undo").put("undoes", undoneId));
    }

    /** The newest apply that no undo line names yet. */
    Optional<JsonNode> lastApplyNotUndone(Path root) {
        List<JsonNode> lines = new ArrayList<>();
        for (JsonLineRow row : reader.read(StewardFolder.migrations(root)).rows()) {
            lines.add(row.json());
        }
        Set<String> undone = new HashSet<>();
        lines.stream().filter(l -> "undo".equals(l.path("action").asText())).forEach(l -> undone.add(
                l.path("undoes").asText()));
        for (int i = lines.size() - 1; i >= 0; i--) {
            JsonNode line = lines.get(i);
            if ("apply".equals(line.path("action").asText()) && !undone.contains(line.path("id").asText())) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    static byte[] before(JsonNode file) {
        return Base64.getDecoder().decode(file.path("before_base64").asText());
    }
}
