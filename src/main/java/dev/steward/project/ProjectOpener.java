package dev.steward.project;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Opens a project folder the way PRODUCT.md §1 describes. With main.yaml: silver = {@code paths.silver/*.parquet},
 * gold = Parquet directly in {@code paths.gold} and in every folder under it (openmedallion's two gold
 * conventions); relative paths resolve as {@link DataFolderResolver} says (the projects root and the project
 * folder; a path found in both is read inside the project and flagged in {@link Project#dataFolders()}). Without main.yaml: {@code data/silver} + {@code data/gold}, else {@code silver/} +
 * {@code gold/} inside the project. Opening reads no data and writes nothing.
 */
public final class ProjectOpener {
    private final Map<String, String> environment;

    /** @param environment the variables {@code ${VAR}} in main.yaml expands from (usually System.getenv()) */
    public ProjectOpener(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    public Project open(Path folder) {
        Path root = checkFolder(folder);
        List<String> warnings = new ArrayList<>();
        Path mainYaml = root.resolve("main.yaml");
        MainConfig config = Files.isRegularFile(mainYaml)
                ? new MainYamlReader(new EnvExpander(environment)).read(mainYaml, warnings)
                : MainConfig.empty();
        String name = config.pipelineName().filter(n -> !n.isBlank())
                .orElse(root.getFileName() == null ? root.toString() : root.getFileName().toString());
        Locations locations = Files.isRegularFile(mainYaml)
                ? fromMainYaml(root, config, name, warnings)
                : defaultLayout(root);
        List<ParquetTable> tables = new ArrayList<>();
        locations.silver().ifPresent(dir -> tables.addAll(parquetIn(dir, Layer.SILVER)));
        tables.addAll(goldTables(locations.gold(), warnings));
        if (locations.silver().isEmpty() && locations.gold().isEmpty()) {
            warnings.add("No silver or gold data folder was found in " + root
                    + "; expected data/silver and data/gold, silver/ and gold/, or paths in main.yaml.");
        }
        TableNameClash.Split split = TableNameClash.split(tables);
        split.clashes().forEach(clash -> warnings.add(clash.message()));
        return new Project(root, name, locations.silver(), locations.gold(), split.usable(), warnings,
                split.clashes(), locations.folders());
    }

    private static Path checkFolder(Path folder) {
        Path root = folder.toAbsolutePath().normalize();
        if (!Files.exists(root)) {
            throw new StewardException("The project folder " + root + " does not exist.",
                    "Choose an existing project folder.");
        }
        if (!Files.isDirectory(root)) {
            throw new StewardException(root + " is a file, not a project folder.",
                    "Choose the folder that holds metadata.yaml or the data folders.");
        }
        return root;
    }

    private static Locations fromMainYaml(Path root, MainConfig config, String name, List<String> warnings) {
        DataFolderResolver resolver = new DataFolderResolver(root, name);
        List<DataFolder> folders = new ArrayList<>();
        config.silverPath().map(p -> resolver.resolve("paths.silver", p)).ifPresent(folders::add);
        config.goldPath().map(p -> resolver.resolve("paths.gold", p)).ifPresent(folders::add);
        for (DataFolder folder : folders) {
            if (folder.used().isEmpty()) {
                warnings.add("main.yaml " + folder.key() + " is '" + folder.written() + "', but " + folder.reason()
                        + ".");
            }
        }
        Optional<Path> silver = config.silverPath().isPresent() ? folders.get(0).used() : Optional.empty();
        Optional<Path> goldBase = config.goldPath().isPresent() ? folders.get(folders.size() - 1).used()
                : Optional.empty();
        return new Locations(silver, goldBase.map(ProjectOpener::goldFolders).orElse(List.of()), folders);
    }

    private static Locations defaultLayout(Path root) {
        Path data = root.resolve("data");
        boolean dataLayout = Files.isDirectory(data.resolve("silver")) || Files.isDirectory(data.resolve("gold"));
        Path base = dataLayout ? data : root;
        Optional<Path> silver = Optional.of(base.resolve("silver")).filter(Files::isDirectory);
        Path gold = base.resolve("gold");
        List<DataFolder> folders = List.of(DataFolderResolver.own("silver", base.resolve("silver"), root),
                DataFolderResolver.own("gold", gold, root));
        return new Locations(silver, Files.isDirectory(gold) ? goldFolders(gold) : List.of(), folders);
    }

    /** The gold folder itself when it holds Parquet, then each sub-folder that does, sorted. */
    private static List<Path> goldFolders(Path goldBase) {
        List<Path> folders = new ArrayList<>();
        if (!parquetFiles(goldBase).isEmpty()) {
            folders.add(goldBase);
        }
        try (Stream<Path> children = Files.list(goldBase)) {
            children.filter(Files::isDirectory).filter(p -> !isHidden(p)).sorted()
                    .filter(p -> !parquetFiles(p).isEmpty()).forEach(folders::add);
        } catch (IOException e) {
            throw new StewardException("Could not list the gold folder " + goldBase + ": " + e.getMessage(),
                    "Check the folder's permissions.", e);
        }
        return folders;
    }

    private static List<ParquetTable> goldTables(List<Path> goldDirs, List<String> warnings) {
        Map<String, ParquetTable> byName = new LinkedHashMap<>();
        for (Path dir : goldDirs) {
            for (ParquetTable table : parquetIn(dir, Layer.GOLD)) {
                ParquetTable first = byName.putIfAbsent(table.name(), table);
                if (first != null) {
                    warnings.add("Gold table '" + table.name() + "' exists in " + first.file().getParent()
                            + " and " + dir + "; using the first.");
                }
            }
        }
        return byName.values().stream().sorted(Comparator.comparing(ParquetTable::name)).toList();
    }

    private static List<ParquetTable> parquetIn(Path dir, Layer layer) {
        return parquetFiles(dir).stream().map(f -> new ParquetTable(stem(f), layer, f)).toList();
    }

    private static List<Path> parquetFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Files::isRegularFile).filter(p -> !isHidden(p))
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".parquet"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new StewardException("Could not list " + dir + ": " + e.getMessage(),
                    "Check the folder's permissions.", e);
        }
    }

    private static boolean isHidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".parquet".length());
    }

    private record Locations(Optional<Path> silver, List<Path> gold, List<DataFolder> folders) {
    }
}
