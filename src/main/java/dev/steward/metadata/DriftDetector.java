package dev.steward.metadata;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.SchemaScan;
import dev.steward.catalog.TableSchema;
import dev.steward.catalog.UnreadableTable;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares metadata.yaml with the live Parquet: each entry's stored {@code schema_hash} against the live
 * fingerprint. Reads only; it never writes and never calls an LLM, so {@code refresh --check} is safe in CI.
 *
 * <p>Rules: a missing Parquet file is {@link TableDrift.Kind#VANISHED} (never drift, never deleted); an entry
 * without a hash was never fingerprinted and is not drift; a Parquet file without an entry is
 * {@link TableDrift.Kind#NEW}. The delta comes from the schema recorded at approval when the curation log has
 * it, else from the entry's column names (which cannot show retyped columns).
 */
public final class DriftDetector {
    private final Catalog catalog;
    private final RecordedSchemas recorded;

    public DriftDetector(Catalog catalog, RecordedSchemas recorded) {
        this.catalog = catalog;
        this.recorded = recorded;
    }

    public DriftReport detect(MetadataConfig config) {
        SchemaScan scan = catalog.describeAll();
        Map<String, TableSchema> live = new HashMap<>();
        scan.schemas().forEach(s -> live.put(id(s.table().layer(), s.table().name()), s));
        Map<String, UnreadableTable> unreadable = new HashMap<>();
        // a file deleted after the project was opened is gone, not unreadable
        scan.unreadable().stream().filter(u -> Files.exists(u.table().file()))
                .forEach(u -> unreadable.put(id(u.table().layer(), u.table().name()), u));
        List<TableDrift> findings = new ArrayList<>();
        for (TableMetadata entry : config.tables().values()) {
            String id = id(entry.layer(), entry.name());
            if (unreadable.containsKey(id)) {
                findings.add(new TableDrift(TableDrift.Kind.UNREADABLE, entry.layer(), entry.name(), entry.key(),
                        entry.schemaHash(), null, null, unreadable.get(id).problem()));
            } else if (!live.containsKey(id)) {
                findings.add(new TableDrift(TableDrift.Kind.VANISHED, entry.layer(), entry.name(), entry.key(),
                        entry.schemaHash(), null, null, null));
            } else if (entry.schemaHash() != null && !entry.schemaHash().equals(live.get(id).fingerprint())) {
                findings.add(drifted(entry, live.get(id)));
            }
        }
        for (ParquetTable table : catalog.tables()) {
            String id = id(table.layer(), table.name());
            if (config.table(table.layer(), table.name()).isPresent() || !live.containsKey(id)
                    && !unreadable.containsKey(id)) {
                continue;
            }
            findings.add(unreadable.containsKey(id)
                    ? new TableDrift(TableDrift.Kind.UNREADABLE, table.layer(), table.name(), null, null, null,
                            null, unreadable.get(id).problem())
                    : new TableDrift(TableDrift.Kind.NEW, table.layer(), table.name(), null, null,
                            live.get(id).fingerprint(), null, null));
        }
        return new DriftReport(findings);
    }

    private TableDrift drifted(TableMetadata entry, TableSchema live) {
        SchemaDelta delta = recorded.atApproval(entry.key())
                .map(schema -> SchemaDelta.between(schema, live.columns()))
                .orElseGet(() -> SchemaDelta.byNames(entry.columns().keySet(), live.columns()));
        TableDrift.Kind kind = entry.status() == TableStatus.STALE ? TableDrift.Kind.STILL_STALE
                : TableDrift.Kind.DRIFTED;
        return new TableDrift(kind, entry.layer(), entry.name(), entry.key(), entry.schemaHash(),
                live.fingerprint(), delta, null);
    }

    private static String id(Layer layer, String name) {
        return layer.yamlName() + ":" + name;
    }
}
