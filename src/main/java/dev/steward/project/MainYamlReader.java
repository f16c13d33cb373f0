package dev.steward.project;

import dev.steward.store.FileSizeLimit;
import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * Reads the few fields of an openmedallion main.yaml that Steward needs: {@code pipeline.name},
 * {@code paths.silver}, {@code paths.gold} and the {@code includes} files, expanding {@code ${VAR}}.
 * Everything else in the file (bronze sources, transforms...) is openmedallion's business and is ignored.
 */
final class MainYamlReader {
    private static final List<String> INCLUDE_ORDER = List.of("bronze", "silver", "gold", "explore");

    private final EnvExpander expander;

    MainYamlReader(EnvExpander expander) {
        this.expander = expander;
    }

    /** Reads main.yaml and the include files it lists that exist; later files override earlier ones. */
    MainConfig read(Path mainYaml, List<String> warnings) {
        MappingNode root = parse(mainYaml);
        MainConfig config = fieldsOf(root, mainYaml);
        for (Path include : includes(root, mainYaml)) {
            if (Files.isRegularFile(include)) {
                config = config.overriddenBy(fieldsOf(parse(include), include));
            } else {
                warnings.add(mainYaml.getFileName() + " includes " + include + ", which does not exist; ignored.");
            }
        }
        return config;
    }

    private MappingNode parse(Path file) {
        String text;
        try {
            FileSizeLimit.check(file);
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new FileFormatException(SourceLocation.ofFile(file), "cannot be read: " + e.getMessage(),
                    "Check that the file exists and is readable UTF-8 text.", e);
        }
        LoadSettings settings = LoadSettings.builder().setLabel(file.toString()).setMaxAliasesForCollections(50)
                .setAllowDuplicateKeys(false).setCodePointLimit(FileSizeLimit.codePointLimit()).build();
        try {
            Composer composer = new Composer(settings, new ParserImpl(settings, new StreamReader(settings, text)));
            Optional<Node> node = composer.getSingleNode();
            if (node.isEmpty()) {
                return null;
            }
            if (node.get() instanceof MappingNode mapping) {
                return mapping;
            }
            throw error(file, node.get().getStartMark(), "the top level must be a mapping (key: value lines)");
        } catch (MarkedYamlEngineException e) {
            throw error(file, e.getProblemMark(), "is not valid YAML: " + e.getProblem());
        } catch (YamlEngineException e) {
            // Limits (alias bombs, size) and bad characters carry no usable mark; still the user's file to fix.
            throw error(file, Optional.empty(), "YAML rejected: " + e.getMessage());
        } catch (StackOverflowError e) {
            // The engine composes recursively; absurd nesting must be a message, not a crashed thread.
            throw error(file, Optional.empty(), "YAML nested far too deeply to be a main.yaml");
        }
    }

    private MainConfig fieldsOf(MappingNode root, Path file) {
        if (root == null) {
            return MainConfig.empty();
        }
        MappingNode pipeline = mapping(root, "pipeline", file);
        MappingNode paths = mapping(root, "paths", file);
        return new MainConfig(string(pipeline, "name", file), string(paths, "silver", file),
                string(paths, "gold", file));
    }

    private List<Path> includes(MappingNode root, Path mainYaml) {
        List<Path> files = new ArrayList<>();
        MappingNode includes = root == null ? null : mapping(root, "includes", mainYaml);
        for (String layer : INCLUDE_ORDER) {
            string(includes, layer, mainYaml).ifPresent(p -> files.add(mainYaml.getParent().resolve(p)));
        }
        return files;
    }

    private MappingNode mapping(MappingNode parent, String key, Path file) {
        Node value = valueOf(parent, key, file);
        if (value == null || isNull(value)) {
            return null;
        }
        if (value instanceof MappingNode mapping) {
            return mapping;
        }
        throw error(file, value.getStartMark(), "'" + key + "' must be a mapping");
    }

    private Optional<String> string(MappingNode parent, String key, Path file) {
        Node value = valueOf(parent, key, file);
        if (value == null || isNull(value)) {
            return Optional.empty();
        }
        if (!(value instanceof ScalarNode scalar)) {
            throw error(file, value.getStartMark(), "'" + key + "' must be a single value");
        }
        EnvExpander.Expansion expansion = expander.expand(scalar.getValue());
        if (expansion.missing().isPresent()) {
            throw new FileFormatException(location(file, value.getStartMark()),
                    "environment variable '" + expansion.missingVariable() + "' is not set and has no default",
                    "Set " + expansion.missingVariable() + ", or write ${" + expansion.missingVariable()
                            + ":-default} in the file.");
        }
        return Optional.of(expansion.value());
    }

    /** openmedallion (PyYAML) silently takes the last of duplicate keys; refusing them avoids reading another path. */
    private static Node valueOf(MappingNode parent, String key, Path file) {
        if (parent == null) {
            return null;
        }
        Node found = null;
        for (NodeTuple tuple : parent.getValue()) {
            if (tuple.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                if (found != null) {
                    throw error(file, k.getStartMark(), "'" + key + "' appears twice in the same mapping");
                }
                found = tuple.getValueNode();
            }
        }
        return found;
    }

    private static boolean isNull(Node node) {
        return node instanceof ScalarNode s && (s.getValue().isEmpty() || s.getValue().equals("null")
                || s.getValue().equals("~"));
    }

    private static FileFormatException error(Path file, Optional<Mark> mark, String problem) {
        return new FileFormatException(location(file, mark), problem,
                "Fix " + file.getFileName() + " at that position; Steward changed nothing.");
    }

    private static SourceLocation location(Path file, Optional<Mark> mark) {
        return mark.map(m -> new SourceLocation(file, m.getLine() + 1, m.getColumn() + 1))
                .orElse(SourceLocation.ofFile(file));
    }
}
