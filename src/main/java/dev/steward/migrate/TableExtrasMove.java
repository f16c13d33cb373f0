package dev.steward.migrate;

import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableNotes;
import dev.steward.store.StewardFolder;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.util.ArrayList;
import java.util.List;

/** {@code tables.<t>.stale_reason} and {@code schema_delta} of metadata.yaml → steward/tables.yaml. */
final class TableExtrasMove implements Move {
    static final String FILE = "metadata.yaml";

    @Override
    public String name() {
        return "tables.stale_reason/schema_delta";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        String text = files.text(FILE).orElse(null);
        if (text == null) {
            return List.of();
        }
        YamlDocument document = YamlDocument.parse(text, files.path(FILE));
        MetadataConfig config = new MetadataReader().parse(text, files.path(FILE));
        TableNotes notes = TableNotes.parse(files.text(StewardFolder.TABLES).orElse(""),
                files.path(StewardFolder.TABLES));
        List<MovedValue> moved = new ArrayList<>();
        YamlEdits edits = document.edit();
        for (TableMetadata table : config.tables().values()) {
            YamlPath at = YamlPath.of("tables", table.key());
            boolean reason = document.has(at.child("stale_reason"));
            boolean delta = document.has(at.child("schema_delta"));
            if (!reason && !delta) {
                continue;
            }
            for (String key : List.of("stale_reason", "schema_delta")) {
                document.get(at.child(key)).ifPresent(node -> moved.add(new MovedValue(name(), FILE,
                        "tables." + table.key() + "." + key, text.substring(node.start(), node.end()),
                        StewardFolder.TABLES + " tables." + table.key() + "." + key)));
                edits.removeEntry(at, key);
            }
            if (notes.note(table.key()).isEmpty()) {
                notes = notes.with(table.key(), new TableNotes.Note(table.staleReason(), table.schemaDelta()));
            }
        }
        if (!moved.isEmpty()) {
            files.put(FILE, edits.apply().text());
            files.put(StewardFolder.TABLES, notes.render());
        }
        return moved;
    }
}
