package dev.steward.ui.drift;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.TableProfiler;
import dev.steward.catalog.TableSchema;
import dev.steward.metadata.DriftDetector;
import dev.steward.metadata.DriftReport;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.MetadataRefresher;
import dev.steward.metadata.RecordedSchemas;
import dev.steward.metadata.RefreshOutcome;
import dev.steward.metadata.TableDrift;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The Drift & Profiling tab's work off the FX thread: a drift check that reads only (metadata.yaml, the
 * Parquet footers, the curation log), a refresh that applies PRODUCT.md §2's rules through
 * {@link MetadataRefresher}, and cached column profiles.
 */
public final class DriftService {
    /** Local time, as the other tabs show stored instants (ui.fx.WhenText). */
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(java.time.ZoneId.systemDefault());
    private final Project project;
    private final Catalog catalog;
    private final CurationLog log;
    private final AtomicFiles files;
    private final String user;
    private final ProfileCache profiles;
    private final MetadataReader reader = new MetadataReader();

    public DriftService(Project project, Catalog catalog, CurationLog log, AtomicFiles files, String user,
                        ProfileCache profiles) {
        this.project = project;
        this.catalog = catalog;
        this.log = log;
        this.files = files;
        this.user = user;
        this.profiles = profiles;
    }

    /** Compares every entry with its live Parquet; writes nothing. */
    public DriftOverview check() {
        MetadataConfig config = reader.read(project.metadataFile());
        DriftReport report = new DriftDetector(catalog, new RecordedSchemas(log)).detect(config);
        List<DriftRow> rows = rowsOf(config, report);
        return new DriftOverview(rows, countsOf(rows) + " — checked, nothing was written");
    }

    /** Marks drifted approved tables stale and adds draft entries for new tables; then checks again. */
    public DriftOverview refresh() {
        RefreshOutcome outcome = new MetadataRefresher(catalog, log, files, user).refresh(project.metadataFile());
        DriftOverview after = check();
        String summary;
        if (!outcome.written()) {
            summary = "Refresh: nothing to change. " + countsOf(after.rows());
        } else {
            List<String> parts = new ArrayList<>();
            if (!outcome.markedStale().isEmpty()) {
                parts.add("marked stale: " + String.join(", ", outcome.markedStale()));
            }
            if (!outcome.added().isEmpty()) {
                parts.add("draft entries added: " + String.join(", ", outcome.added()));
            }
            summary = "Refresh wrote metadata.yaml — " + String.join("; ", parts) + ". Review them on the "
                    + "Metadata tab.";
        }
        return new DriftOverview(after.rows(), summary);
    }

    /** The table's profile from the cache, else computed (a few DuckDB passes) and cached. */
    public TableProfile profile(ParquetTable table) {
        TableProfiler profiler = new TableProfiler(catalog);
        return profiles.loadOrCompute(table, catalog.fingerprint(table), () -> profiler.profile(table));
    }

    private List<DriftRow> rowsOf(MetadataConfig config, DriftReport report) {
        Map<String, TableDrift> byKey = new HashMap<>();
        report.findings().stream().filter(f -> f.key() != null).forEach(f -> byKey.put(f.key(), f));
        Map<String, TableSchema> live = new HashMap<>();
        catalog.describeAll().schemas().forEach(s -> live.put(id(s.table()), s));
        Map<String, String> lastChanges = lastChanges();
        List<DriftRow> rows = new ArrayList<>();
        for (TableMetadata entry : config.tables().values()) {
            Optional<ParquetTable> table = tableOf(entry.layer().yamlName(), entry.name());
            TableDrift finding = byKey.get(entry.key());
            String liveHash = table.map(t -> live.get(id(t))).map(TableSchema::fingerprint).orElse("");
            rows.add(new DriftRow(entry.key(), entry.layer().yamlName(), stateOf(entry, finding),
                    orEmpty(entry.schemaHash()), liveHash, detailOf(finding),
                    lastChange(lastChanges.get(entry.key()), finding == null ? Optional.empty() : table),
                    table.orElse(null)));
        }
        for (TableDrift finding : report.findings()) {
            if (finding.key() == null) {
                Optional<ParquetTable> table = tableOf(finding.layer().yamlName(), finding.name());
                rows.add(new DriftRow(finding.name(), finding.layer().yamlName(),
                        finding.kind() == TableDrift.Kind.NEW ? "new" : "unreadable", "", orEmpty(finding.liveHash()),
                        detailOf(finding), lastChange(null, table), table.orElse(null)));
            }
        }
        return rows;
    }

    private static String stateOf(TableMetadata entry, TableDrift finding) {
        if (finding == null) {
            return entry.schemaHash() == null ? "no fingerprint" : "ok";
        }
        return switch (finding.kind()) {
            case DRIFTED -> "drifted";
            case STILL_STALE -> "stale";
            case VANISHED -> "missing";
            case NEW -> "new";
            case UNREADABLE -> "unreadable";
        };
    }

    private static String detailOf(TableDrift finding) {
        if (finding == null) {
            return "";
        }
        return switch (finding.kind()) {
            case DRIFTED, STILL_STALE -> finding.delta().summary();
            case VANISHED -> "Parquet file not found; the entry is kept";
            case NEW -> "no entry in metadata.yaml yet; Refresh adds a draft";
            case UNREADABLE -> finding.problem();
        };
    }

    private Map<String, String> lastChanges() {
        Map<String, String> last = new LinkedHashMap<>();
        for (CurationEntry entry : log.entries().entries()) {
            if (entry.kind() == CurationKind.TABLE) {
                last.put(entry.key(), WHEN.format(entry.ts()) + " · " + entry.action().wireName());
            }
        }
        return last;
    }

    /**
     * The last decision about the table, else when its Parquet file was last written (a stale table's schema
     * changed then, and nobody has decided about it since), else a dash. {@code table} is empty for a table whose
     * data matches its metadata: its file time says nothing (a copy or checkout sets it), so it shows a dash.
     */
    private static String lastChange(String decided, Optional<ParquetTable> table) {
        if (decided != null) {
            return decided;
        }
        try {
            return table.isEmpty() ? "—" : WHEN.format(java.nio.file.Files.getLastModifiedTime(table.get().file())
                    .toInstant()) + " · file written";
        } catch (java.io.IOException unreadable) {
            return "—";
        }
    }

    private Optional<ParquetTable> tableOf(String layer, String name) {
        return catalog.tables().stream().filter(t -> t.layer().yamlName().equals(layer) && t.name().equals(name))
                .filter(t -> java.nio.file.Files.exists(t.file())).findFirst();
    }

    private static String countsOf(List<DriftRow> rows) {
        Map<String, Long> counts = rows.stream().collect(Collectors.groupingBy(DriftRow::state, LinkedHashMap::new,
                Collectors.counting()));
        return counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(" · "));
    }

    private static String id(ParquetTable table) {
        return table.layer().yamlName() + ":" + table.name();
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
