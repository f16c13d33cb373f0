package dev.steward.health;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.definitions.DefinitionChecks;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.error.StewardException;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The doctor's line for governed definitions: the findings of {@code steward definitions check} — approved versions
 * overlapping (human review), references the data lacks, approved versions on stale, undescribed or unknown sources,
 * broken supersede chains — one warning each, or one OK line. Reads only.
 */
final class DefinitionsCheck {
    static final String NAME = "Definitions";
    private final MetadataLoader metadata = new MetadataLoader();

    List<CheckResult> check(Project project) {
        DefinitionSet set;
        MetadataConfig config;
        try {
            set = new DefinitionsStore(new AtomicFiles()).read(project.root());
            config = metadata.load(project.metadataFile(), project.metadataEnhancementsFile()).config();
        } catch (StewardException e) {
            return List.of(CheckResult.fail(NAME, e.userText()));
        }
        if (set.isEmpty()) {
            return List.of(CheckResult.ok(NAME, "no governed definitions"));
        }
        List<DefinitionChecks.Finding> findings = new DefinitionChecks().check(set, columns(project), config);
        if (findings.isEmpty()) {
            return List.of(CheckResult.ok(NAME, set.definitions().size() + " definition(s), no findings"));
        }
        List<CheckResult> results = new ArrayList<>();
        findings.forEach(f -> results.add(CheckResult.warn(NAME, f.toString())));
        return results;
    }

    /** Column names (lower case) by table name and query name; a table DuckDB cannot read is left out. */
    private static Map<String, Set<String>> columns(Project project) {
        Map<String, Set<String>> byTable = new HashMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            for (Layer layer : List.of(Layer.SILVER, Layer.GOLD)) {
                for (ParquetTable table : project.tablesIn(layer)) {
                    describe(describer, table, byTable);
                }
            }
        } catch (SQLException e) {
            return byTable; // the Parquet check reports DuckDB not starting
        }
        return byTable;
    }

    private static void describe(ParquetDescriber describer, ParquetTable table, Map<String, Set<String>> byTable) {
        try {
            Set<String> names = describer.describe(table.file()).stream().map(ColumnSchema::name)
                    .map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
            byTable.put(table.name().toLowerCase(Locale.ROOT), names);
            byTable.put(table.queryName().toLowerCase(Locale.ROOT), names);
        } catch (StewardException e) {
            // unreadable: the Parquet check reports it
        }
    }
}
