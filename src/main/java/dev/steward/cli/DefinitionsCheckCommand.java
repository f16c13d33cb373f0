package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSchema;
import dev.steward.definitions.DefinitionChecks;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code steward definitions check PROJECT}: overlaps, dangling references, approved versions on stale, undescribed
 * or unknown sources, supersede chains; exit 1 on findings.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check the definitions: approved versions overlapping in time, tables/columns the data does "
                + "not have, approved versions using tables/columns whose metadata is stale, undescribed or missing, "
                + "broken supersede chains.", "Exit 0 when clean, 1 with findings."})
final class DefinitionsCheckCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    DefinitionsCheckCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        List<DefinitionChecks.Finding> findings;
        try (Catalog catalog = new Catalog(project)) {
            findings = new DefinitionChecks().check(new DefinitionsStore(services.atomicFiles())
                    .read(project.root()), columns(catalog.describeAll().schemas()), new MetadataLoader()
                    .load(project.metadataFile(), project.metadataEnhancementsFile()).config());
        }
        findings.forEach(f -> services.out().println(f.toString()));
        services.out().println(findings.isEmpty() ? "Definitions OK." : findings.size() + " finding(s).");
        services.out().flush();
        return findings.isEmpty() ? 0 : 1;
    }

    private static Map<String, Set<String>> columns(List<TableSchema> schemas) {
        Map<String, Set<String>> byTable = new HashMap<>();
        for (TableSchema s : schemas) {
            Set<String> names = s.columns().stream().map(ColumnSchema::name)
                    .map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
            byTable.put(s.table().name().toLowerCase(Locale.ROOT), names);
            byTable.put(s.table().queryName().toLowerCase(Locale.ROOT), names);
        }
        return byTable;
    }
}
