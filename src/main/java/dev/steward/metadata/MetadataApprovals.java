package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.SchemaFingerprint;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Review decisions on metadata.yaml tables: approve, edit-then-approve, skip, reject the draft. Each decision
 * is written at once (only that table's span changes, every other byte stays) and recorded in the curation
 * log; an approval's snapshot carries the live Parquet schema, which later drift deltas are computed from, and
 * sets the entry's {@code schema_hash} to the live fingerprint. The overlay file is never touched. The caller
 * holds the project lock; a file changed on disk since it was read is not overwritten.
 */
public final class MetadataApprovals {
    private final Catalog catalog;
    private final CurationLog log;
    private final AtomicFiles files;
    private final String user;
    private final MetadataReader reader = new MetadataReader();
    private final TableSnapshot snapshots = new TableSnapshot();

    public MetadataApprovals(Catalog catalog, CurationLog log, AtomicFiles files, String user) {
        this.catalog = catalog;
        this.log = log;
        this.files = files;
        this.user = user;
    }

    /** The draft and stale tables, sorted by key; none when the file does not exist. */
    public List<TableMetadata> reviewable(Path metadataFile) {
        return reader.read(metadataFile).tables().values().stream()
                .filter(t -> t.status() != TableStatus.APPROVED)
                .sorted(Comparator.comparing(TableMetadata::key)).toList();
    }

    /** Approves the table as it is; approving an approved table changes and records nothing. */
    public TableMetadata approve(Path metadataFile, String key) {
        return editAndApprove(metadataFile, key, TableEdit.none());
    }

    /** Writes the edited fields, then approves; the decision is logged as {@code edit_approve}. */
    public TableMetadata editAndApprove(Path metadataFile, String key, TableEdit edit) {
        Loaded loaded = load(metadataFile, key);
        if (edit.isEmpty() && loaded.entry.status() == TableStatus.APPROVED) {
            return loaded.entry;
        }
        Optional<List<ColumnSchema>> live = liveSchema(loaded.entry);
        YamlPath table = YamlPath.of("tables", key);
        YamlEdits edits = loaded.document.edit();
        writeEdit(loaded, edit, edits);
        edits.putEntry(table, "status", TableStatus.APPROVED.yamlName())
                .removeEntry(table, "stale_reason").removeEntry(table, "schema_delta");
        live.map(SchemaFingerprint::of).filter(hash -> !hash.equals(loaded.entry.schemaHash()))
                .ifPresent(hash -> edits.putEntry(table, "schema_hash", hash)); // an equal hash keeps its bytes
        TableMetadata after = save(loaded, edits);
        JsonNode snapshot = live.map(columns -> (JsonNode) snapshots.of(after, columns)).orElse(snapshots.of(after));
        log.record(user, CurationKind.TABLE, key, edit.isEmpty() ? CurationAction.APPROVE
                : CurationAction.EDIT_APPROVE, snapshots.of(loaded.entry), snapshot,
                live.isPresent() ? null : "approved without a schema: the Parquet file was not found");
        return after;
    }

    /** Leaves the table for later; only the decision is recorded. */
    public void skip(Path metadataFile, String key) {
        TableMetadata entry = load(metadataFile, key).entry;
        JsonNode current = snapshots.of(entry);
        log.record(user, CurationKind.TABLE, key, CurationAction.SKIP, current, current, null);
    }

    /**
     * Discards a draft's wording (table and column descriptions and synonyms) so the next {@code generate}
     * drafts it afresh; samples, profile and hash stay. Only a draft can be rejected.
     */
    public TableMetadata rejectDraft(Path metadataFile, String key) {
        Loaded loaded = load(metadataFile, key);
        if (loaded.entry.status() != TableStatus.DRAFT) {
            throw new StewardException("Table '" + key + "' is " + loaded.entry.status().yamlName()
                    + ", not a draft; only a draft can be rejected.",
                    "Approve or skip it instead; a stale table is re-drafted by 'steward metadata generate'.");
        }
        YamlPath table = YamlPath.of("tables", key);
        YamlEdits edits = loaded.document.edit().removeEntry(table, "description").removeEntry(table, "synonyms");
        for (String column : loaded.entry.columns().keySet()) {
            YamlPath path = table.child("columns").child(column);
            if (loaded.document.get(path).orElse(null) instanceof YamlNode.Mapping) {
                edits.removeEntry(path, "description").removeEntry(path, "synonyms");
            }
        }
        TableMetadata after = save(loaded, edits);
        log.record(user, CurationKind.TABLE, key, CurationAction.REJECT, snapshots.of(loaded.entry),
                snapshots.of(after), "draft wording discarded");
        return after;
    }

    private void writeEdit(Loaded loaded, TableEdit edit, YamlEdits edits) {
        YamlPath table = YamlPath.of("tables", loaded.entry.key());
        if (edit.description() != null) {
            edits.putEntry(table, "description", edit.description());
        }
        if (edit.synonyms() != null) {
            edits.putEntry(table, "synonyms", edit.synonyms());
        }
        edit.columns().forEach((column, change) -> {
            if (loaded.entry.columns().containsKey(column)) {
                writeColumnEdit(loaded.document, edits, table.child("columns").child(column), change);
            } else if (inParquet(loaded.entry, column)) { // a new column of a stale table gets its entry
                edits.putEntry(table.child("columns"), column, columnFields(change));
            } else {
                throw new StewardException("Column '" + column + "' is not in table '" + loaded.entry.key()
                        + "' (columns: " + String.join(", ", loaded.entry.columns().keySet()) + ").",
                        "Check the column name; nothing was written.");
            }
        });
    }

    private boolean inParquet(TableMetadata entry, String column) {
        return liveSchema(entry).map(schema -> schema.stream().anyMatch(c -> c.name().equals(column))).orElse(false);
    }

    private static Map<String, Object> columnFields(TableEdit.ColumnEdit change) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (change.description() != null) {
            fields.put("description", change.description());
        }
        if (change.synonyms() != null) {
            fields.put("synonyms", change.synonyms());
        }
        return fields;
    }

    private static void writeColumnEdit(YamlDocument document, YamlEdits edits, YamlPath column,
                                        TableEdit.ColumnEdit change) {
        Map<String, Object> fields = columnFields(change);
        if (document.get(column).orElse(null) instanceof YamlNode.Mapping) {
            fields.forEach((field, value) -> edits.putEntry(column, field, value));
        } else if (!fields.isEmpty()) {
            edits.replaceValue(column, fields); // the column was empty ("col:" or "col: null")
        }
    }

    private Optional<List<ColumnSchema>> liveSchema(TableMetadata entry) {
        return catalog.tables().stream()
                .filter(t -> t.layer() == entry.layer() && t.name().equals(entry.name()))
                .filter(t -> java.nio.file.Files.exists(t.file()))
                .findFirst().map(catalog::describe);
    }

    private TableMetadata save(Loaded loaded, YamlEdits edits) {
        String text = edits.apply().text();
        reader.parse(text, loaded.file.file()); // the edit must still be valid before anything is written
        files.writeStringIfUnchanged(loaded.file.file(), text, loaded.file.stamp());
        if (TableNotesFile.read(loaded.file.file()).note(loaded.entry.key()).isPresent()) { // approved or draft now
            new TableNotesFile(files).update(loaded.file.file(), notes -> notes.without(loaded.entry.key()));
        }
        return reader.parse(text, loaded.file.file()).tables().get(loaded.entry.key());
    }

    private Loaded load(Path metadataFile, String key) {
        LoadedFile file = LoadedFile.read(metadataFile);
        if (!file.exists()) {
            throw new StewardException(metadataFile + " does not exist, so there is nothing to review.",
                    "Run: steward metadata generate " + metadataFile.getParent());
        }
        MetadataConfig config = reader.parse(file.text(), metadataFile);
        TableMetadata entry = config.tables().get(key);
        if (entry == null) {
            throw new StewardException("Table '" + key + "' is not in " + metadataFile.getFileName() + " (tables: "
                    + String.join(", ", config.tables().keySet()) + ").", "Check the table name; nothing was written.");
        }
        return new Loaded(file, YamlDocument.parse(file.text(), metadataFile), entry);
    }

    /** One read of metadata.yaml: bytes and stamp, the span-editable document and the entry decided on. */
    private record Loaded(LoadedFile file, YamlDocument document, TableMetadata entry) {
    }
}
