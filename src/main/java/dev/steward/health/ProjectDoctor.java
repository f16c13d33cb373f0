package dev.steward.health;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.TableNameClash;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Checks one project: it opens, its Parquet files are found and readable per layer, every knowledge file
 * parses (errors listed with file, line and column), and knowledge and data agree ({@link ReferenceChecks}:
 * which data folder is read and why, entries and relationships naming missing tables or columns), and the SQL
 * functions the project trusts ({@link TrustedFunctionsCheck}), and the governed definitions
 * ({@link DefinitionsCheck}). Reads only.
 */
public final class ProjectDoctor {
    private final ProjectOpener opener;
    private final KnowledgeFilesCheck knowledgeFiles;
    private final ReferenceChecks references = new ReferenceChecks();
    private final TrustedFunctionsCheck trustedFunctions = new TrustedFunctionsCheck();
    private final DefinitionsCheck definitions = new DefinitionsCheck();

    public ProjectDoctor(ProjectOpener opener, KnowledgeFilesCheck knowledgeFiles) {
        this.opener = opener;
        this.knowledgeFiles = knowledgeFiles;
    }

    public List<CheckResult> check(Path folder) {
        Project project;
        try {
            project = opener.open(folder);
        } catch (StewardException e) {
            return List.of(CheckResult.fail("Project", e.userText()));
        }
        List<CheckResult> results = new ArrayList<>();
        results.add(CheckResult.ok("Project", project.name() + " at " + project.root()));
        List<String> clashes = project.nameClashes().stream().map(TableNameClash::message).toList();
        project.warnings().stream().filter(w -> !clashes.contains(w))
                .forEach(w -> results.add(CheckResult.warn("Project", w)));
        clashes.forEach(c -> results.add(CheckResult.fail("Table names", c)));
        results.addAll(ReferenceChecks.dataFolders(project));
        results.addAll(parquet(project));
        results.addAll(knowledgeFiles.check(project));
        results.add(trustedFunctions.check(project));
        results.addAll(references.knowledge(project));
        results.addAll(definitions.check(project));
        return results;
    }

    private static List<CheckResult> parquet(Project project) {
        List<CheckResult> results = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            for (Layer layer : Layer.values()) {
                results.add(layerSummary(project, layer));
                for (ParquetTable table : project.tablesIn(layer)) {
                    results.add(readable(describer, table));
                }
            }
        } catch (SQLException e) {
            results.add(CheckResult.fail("Parquet", "DuckDB could not start: " + e.getMessage()));
        }
        return results;
    }

    private static CheckResult layerSummary(Project project, Layer layer) {
        List<ParquetTable> tables = project.tablesIn(layer);
        String name = layer.yamlName() + " Parquet";
        if (tables.isEmpty()) {
            return CheckResult.warn(name, "no tables found");
        }
        return CheckResult.ok(name, tables.size() + " table(s): "
                + tables.stream().map(ParquetTable::name).collect(Collectors.joining(", ")));
    }

    private static CheckResult readable(ParquetTable table, List<ColumnSchema> columns) {
        return CheckResult.ok("  " + table.queryName(), columns.size() + " column(s), " + table.file());
    }

    private static CheckResult readable(ParquetDescriber describer, ParquetTable table) {
        try {
            return readable(table, describer.describe(table.file()));
        } catch (StewardException e) {
            return CheckResult.fail("  " + table.queryName(), e.userText());
        }
    }
}
