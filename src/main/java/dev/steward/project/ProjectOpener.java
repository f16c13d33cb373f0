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
 * conventions); relative paths resolve against the project's parent folder first (openmedallion's convention),
 * then the project folder. Without main.yaml: {@code data/silver} + {@code data/gold}, else {@code silver/} +
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
        Locations locations = Files.isRegularFile(mainYaml)
                ? fromMainYaml(root, config, warnings)
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
        String name = config.pipelineName().filter(n -> !n.isBlank())
                .orElse(root.getFileName() == null ? root.toString() : root.getFileName().toString());
        return new Project(root, name, locations.silver(), locations.gold(), split.usable(), warnings,
                split.clashes());
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

    private static Locations fromMainYaml(Path root, MainConfig config, List<String> warnings) {
        Optional<Path> silver = config.silverPath().flatMap(p -> resolve(root, p, "paths.silver", warnings));
        Optional<Path> goldBase = config.goldPath().flatMap(p -> resolve(root, p, "paths.gold", warnings));
        return new Locations(silver, goldBase.map(ProjectOpener::goldFolders).orElse(List.of()));
    }

    private static Locations defaultLayout(Path root) {
        Path data = root.resolve("data");
        boolean dataLayout = Files.isDirectory(data.resolve("silver")) || Files.isDirectory(data.resolve("gold"));
        Path base = dataLayout ? data : root;
        Optional<Path> silver = Optional.of(base.resolve("silver")).filter(Files::isDirectory);
        Path gold = base.resolve("gold");
        return new Locations(silver, Files.isDirectory(gold) ? goldFolders(gold) : List.of());
    }

    /** Parent folder first (openmedallion resolves against the projects root), then the project folder. */
    private static Optional<Path> resolve(Path root, String written, String key, List<String> warnings) {
        Path path = Path.of(written);
        List<Path> candidates = path.isAbsolute() ? List.of(path)
                : Stream.of(root.getParent(), root).filter(p -> p != null).map(p -> p.resolve(written)).toList();
        Optional<Path> found = candidates.stream().map(Path::normalize).filter(Files::isDirectory).findFirst();
        if (found.isEmpty()) {
            warnings.add("main.yaml " + key + " is '" + written + "', but no such folder exists (looked at "
                    + candidates.stream().map(Path::normalize).map(Path::toString).toList() + ").");
        }
        return found;
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

    private record Locations(Optional<Path> silver, List<Path> gold) {
    }
}
