package dev.steward.health;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.DataFolder;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsReader;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a project's knowledge and data agree, for {@code doctor} and the app's project banner: which folder
 * each layer's data is read from (an ambiguous path or another project's folder is a failure), every
 * metadata.yaml entry has its Parquet file, and every relationship names tables and columns that exist. A file
 * that does not parse is {@link ProjectFilesCheck}'s finding and is skipped here. Reads only.
 */
public final class ReferenceChecks {
    private static final String DATA = "Data folder";
    private static final String METADATA = "metadata.yaml";
    private static final String RELATIONSHIPS = "relationships.yaml";

    private final MetadataLoader metadata = new MetadataLoader();
    private final RelationshipsReader relationships = new RelationshipsReader();

    /** Metadata entries and relationships against the data (the data folders are {@link #dataFolders}). */
    public List<CheckResult> knowledge(Project project) {
        List<CheckResult> results = new ArrayList<>(metadataTables(project));
        results.addAll(relationships(project));
        return results;
    }

    /** Only the findings (warnings and failures) of both, as the app's banner lists them. */
    public List<CheckResult> findings(Project project) {
        List<CheckResult> all = new ArrayList<>(dataFolders(project));
        all.addAll(knowledge(project));
        return all.stream().filter(r -> r.outcome() != CheckResult.Outcome.OK).toList();
    }

    /** One line per data folder saying which folder is read and why; a questionable one fails. */
    public static List<CheckResult> dataFolders(Project project) {
        List<CheckResult> results = new ArrayList<>();
        for (DataFolder folder : project.dataFolders()) {
            results.add(folder.problem().map(p -> CheckResult.fail(DATA, p))
                    .orElseGet(() -> CheckResult.ok(DATA, folder.describe())));
        }
        return results;
    }

    private List<CheckResult> metadataTables(Project project) {
        if (!Files.exists(project.metadataFile())) {
            return List.of();
        }
        List<CheckResult> results = new ArrayList<>();
        try {
            for (TableMetadata table : metadata.load(project.metadataFile(), project.metadataEnhancementsFile())
                    .config().tables().values()) {
                if (project.table(table.layer(), table.name()).isEmpty()) {
                    results.add(CheckResult.fail(METADATA, "table '" + table.key() + "' ("
                            + table.layer().yamlName() + ") has no Parquet file in " + folderOf(project,
                            table.layer()) + "; its entry is kept (restore the file, or delete the entry)"));
                }
            }
        } catch (StewardException e) {
            return List.of(); // a file that does not parse is reported by ProjectFilesCheck
        }
        return results;
    }

    private List<CheckResult> relationships(Project project) {
        if (!Files.exists(project.relationshipsFile())) {
            return List.of();
        }
        List<Relationship> all;
        try {
            all = relationships.read(project.relationshipsFile()).relationships();
        } catch (StewardException e) {
            return List.of();
        }
        Map<String, Optional<List<String>>> columns = columnsByTable(project);
        List<CheckResult> results = new ArrayList<>();
        for (Relationship r : all) {
            problem(r, columns).ifPresent(p -> results.add(CheckResult.fail(RELATIONSHIPS,
                    r.identity() + ": " + p)));
        }
        return results;
    }

    private static Optional<String> problem(Relationship r, Map<String, Optional<List<String>>> columns) {
        List<String> problems = new ArrayList<>();
        for (String table : List.of(r.fromTable(), r.toTable())) {
            if (!columns.containsKey(bare(table))) {
                problems.add("table '" + table + "' has no Parquet file");
            }
        }
        for (JoinColumn join : r.joinOn()) {
            missingColumn(columns, r.fromTable(), join.fromColumn()).ifPresent(problems::add);
            missingColumn(columns, r.toTable(), join.toColumn()).ifPresent(problems::add);
        }
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems.stream().distinct()
                .toList()) + " (fix or delete the entry in the Relationships tab)");
    }

    private static Optional<String> missingColumn(Map<String, Optional<List<String>>> columns, String table,
                                                  String column) {
        Optional<List<String>> known = columns.getOrDefault(bare(table), Optional.empty());
        return known.filter(names -> !names.contains(column))
                .map(names -> "table '" + table + "' has no column '" + column + "'");
    }

    /**
     * Every table's column names by bare name (silver, then gold over it, as relationships.yaml names them);
     * empty for a file DuckDB cannot read (the Parquet check reports it).
     */
    private static Map<String, Optional<List<String>>> columnsByTable(Project project) {
        Map<String, Optional<List<String>>> columns = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            for (Layer layer : List.of(Layer.SILVER, Layer.GOLD)) {
                for (ParquetTable table : project.tablesIn(layer)) {
                    columns.put(table.name(), describe(describer, table));
                }
            }
        } catch (SQLException e) {
            project.tables().forEach(t -> columns.put(t.name(), Optional.empty()));
        }
        return columns;
    }

    private static Optional<List<String>> describe(ParquetDescriber describer, ParquetTable table) {
        try {
            return Optional.of(describer.describe(table.file()).stream().map(ColumnSchema::name).toList());
        } catch (StewardException e) {
            return Optional.empty();
        }
    }

    private static String bare(String table) {
        return table.startsWith("gold.") ? table.substring("gold.".length()) : table;
    }

    private static String folderOf(Project project, Layer layer) {
        List<String> dirs = (layer == Layer.SILVER ? project.silverDir().stream().toList() : project.goldDirs())
                .stream().map(Object::toString).toList();
        return dirs.isEmpty() ? "(no " + layer.yamlName() + " folder)" : String.join(", ", dirs);
    }
}
