package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.SchemaFingerprint;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code metadata refresh} without an LLM: approved tables whose schema drifted become {@code stale} (why, and the
 * schema delta, go to Steward's steward/tables.yaml — ADR 26); Parquet tables without an entry get a draft entry with their
 * columns; vanished tables are reported and kept. Every change is a span edit, so every other byte of
 * metadata.yaml stays as it was, and each change is recorded in the curation log.
 *
 * <p>Unlike openmedallion, a stale table keeps its {@code schema_hash}: it still names the schema the human
 * text was written against, while the reason names the live one. The caller holds the project lock; a file
 * changed on disk since it was read is not overwritten ({@link dev.steward.error.FileConflictException}).
 *
 * <p>With profile fields ({@code refresh --profile}), every draft entry whose Parquet can be read, the new ones
 * included, gets openmedallion's {@code dtype}/{@code stats}/{@code accepted_values} on the columns it lists, in a
 * second write; approved and stale entries are never profiled (their text is a person's).
 */
public final class MetadataRefresher {
    private final Catalog catalog;
    private final DriftDetector detector;
    private final CurationLog log;
    private final AtomicFiles files;
    private final TableNotesFile notes;
    private final String user;
    private final ProfileFields profiles;
    private final MetadataReader reader = new MetadataReader();
    private final TableSnapshot snapshots = new TableSnapshot();

    public MetadataRefresher(Catalog catalog, CurationLog log, AtomicFiles files, String user) {
        this(catalog, log, files, user, null);
    }

    /** A refresher that also writes profile fields into draft entries; {@code profiles} null means it does not. */
    public MetadataRefresher(Catalog catalog, CurationLog log, AtomicFiles files, String user,
                             ProfileFields profiles) {
        this.profiles = profiles;
        this.catalog = catalog;
        this.detector = new DriftDetector(catalog, new RecordedSchemas(log));
        this.log = log;
        this.files = files;
        this.notes = new TableNotesFile(files);
        this.user = user;
    }

    /** Refreshes {@code metadataFile} (created with the new tables' drafts when missing). */
    public RefreshOutcome refresh(Path metadataFile) {
        LoadedFile loaded = LoadedFile.read(metadataFile);
        MetadataConfig config = loaded.exists() ? reader.parse(loaded.text(), metadataFile) : MetadataConfig.empty();
        DriftReport report = detector.detect(config);
        YamlEdits edits = YamlDocument.parse(loaded.text(), metadataFile).edit();
        List<TableMetadata> staled = markStale(config, report, edits);
        Map<String, TableMetadata> added = addNew(config, report, edits);
        boolean changed = !staled.isEmpty() || !added.isEmpty();
        if (changed) {
            files.writeStringIfUnchanged(metadataFile, edits.apply().text(), loaded.stamp());
            writeNotes(metadataFile, staled);
            recordChanges(config, staled, added);
        }
        List<String> profiled = profiles == null ? List.of() : profileDrafts(metadataFile);
        return new RefreshOutcome(report, staled.stream().map(TableMetadata::key).toList(),
                List.copyOf(added.keySet()), profiled, changed || !profiled.isEmpty());
    }

    /** Writes profile fields into every readable draft entry; returns the keys whose text changed. */
    private List<String> profileDrafts(Path metadataFile) {
        LoadedFile loaded = LoadedFile.read(metadataFile);
        MetadataConfig config = reader.parse(loaded.text(), metadataFile);
        YamlDocument document = YamlDocument.parse(loaded.text(), metadataFile);
        List<TableMetadata> profiled = new ArrayList<>();
        for (TableMetadata entry : config.tables().values()) {
            Optional<ParquetTable> table = catalog.tables().stream().filter(t -> t.layer() == entry.layer()
                    && t.name().equals(entry.name()) && Files.exists(t.file())).findFirst();
            if (entry.status() != TableStatus.DRAFT || table.isEmpty()) {
                continue;
            }
            try {
                YamlDocument next = new ProfileWriter().write(document, entry.key(),
                        profiles.of(table.get(), catalog.fingerprint(table.get())));
                if (!next.text().equals(document.text())) {
                    profiled.add(entry);
                    document = next;
                }
            } catch (StewardException unreadable) {
                continue; // the drift report already names the unreadable file
            }
        }
        if (profiled.isEmpty()) {
            return List.of();
        }
        files.writeStringIfUnchanged(metadataFile, document.text(), loaded.stamp());
        MetadataConfig after = reader.parse(document.text(), metadataFile);
        profiled.forEach(entry -> log.record(user, CurationKind.TABLE, entry.key(), CurationAction.EDIT,
                snapshots.of(entry), snapshots.of(after.tables().get(entry.key())), "profile fields from DuckDB"));
        return profiled.stream().map(TableMetadata::key).toList();
    }

    /** Why each table went stale goes to steward/tables.yaml: metadata.yaml keeps openmedallion's schema. */
    private void writeNotes(Path metadataFile, List<TableMetadata> staled) {
        if (!staled.isEmpty()) {
            notes.update(metadataFile, all -> {
                TableNotes next = all;
                for (TableMetadata table : staled) {
                    next = next.with(table.key(), new TableNotes.Note(table.staleReason(), table.schemaDelta()));
                }
                return next;
            });
        }
    }

    private List<TableMetadata> markStale(MetadataConfig config, DriftReport report, YamlEdits edits) {
        List<TableMetadata> staled = new ArrayList<>();
        for (TableDrift drift : report.of(TableDrift.Kind.DRIFTED)) {
            TableMetadata entry = config.tables().get(drift.key());
            if (entry.status() != TableStatus.APPROVED) {
                continue; // a draft is re-drafted by generate; refresh itself never calls the LLM
            }
            YamlPath table = YamlPath.of("tables", entry.key());
            edits.putEntry(table, "status", TableStatus.STALE.yamlName())
                    .removeEntry(table, "stale_reason").removeEntry(table, "schema_delta"); // old in-file extras
            staled.add(new TableMetadata(entry.key(), entry.layer(), entry.description(), TableStatus.STALE,
                    entry.synonyms(), entry.columns(), entry.schemaHash(), drift.reason(), drift.delta()));
        }
        return staled;
    }

    private Map<String, TableMetadata> addNew(MetadataConfig config, DriftReport report, YamlEdits edits) {
        Set<String> usedKeys = new HashSet<>(config.tables().keySet());
        Map<String, TableMetadata> added = new LinkedHashMap<>();
        for (TableDrift drift : report.of(TableDrift.Kind.NEW)) {
            ParquetTable table = catalog.tables().stream()
                    .filter(t -> t.layer() == drift.layer() && t.name().equals(drift.name())).findFirst().orElseThrow();
            List<ColumnSchema> columns = catalog.describe(table);
            String key = drift.layer() == Layer.GOLD && usedKeys.contains(drift.name())
                    ? TableMetadata.GOLD_PREFIX + drift.name() : drift.name();
            usedKeys.add(key);
            edits.putEntry(YamlPath.of("tables"), key, newEntry(drift.layer(), columns));
            Map<String, ColumnMetadata> described = new LinkedHashMap<>();
            columns.forEach(c -> described.put(c.name(), new ColumnMetadata(null, null, null, null, null, null)));
            added.put(key, new TableMetadata(key, drift.layer(), null, TableStatus.DRAFT, null, described,
                    SchemaFingerprint.of(columns), null, null));
        }
        return added;
    }

    private static Map<String, Object> newEntry(Layer layer, List<ColumnSchema> columns) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("layer", layer.yamlName());
        entry.put("status", TableStatus.DRAFT.yamlName());
        Map<String, Object> columnMap = new LinkedHashMap<>();
        columns.forEach(c -> columnMap.put(c.name(), Map.of())); // an empty column entry, as openmedallion expects a mapping
        entry.put("columns", columnMap);
        entry.put("schema_hash", SchemaFingerprint.of(columns));
        return entry;
    }

    private void recordChanges(MetadataConfig config, List<TableMetadata> staled, Map<String, TableMetadata> added) {
        for (TableMetadata table : staled) {
            JsonNode before = snapshots.of(config.tables().get(table.key()));
            log.record(user, CurationKind.TABLE, table.key(), CurationAction.STALE, before, snapshots.of(table),
                    table.staleReason() + "; " + table.schemaDelta().summary());
        }
        added.values().forEach(table -> log.record(user, CurationKind.TABLE, table.key(), CurationAction.ADD, null,
                snapshots.of(table), "new Parquet table; draft entry added by refresh"));
    }
}
