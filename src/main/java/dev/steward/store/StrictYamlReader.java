package dev.steward.store;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.error.StewardException;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.nodes.Tag;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * Reads a knowledge YAML file into a {@link LocatedNode} tree for strict validation. Plain scalars resolve
 * with the YAML 1.2 core schema (ints, floats, booleans {@code true/false}, null); everything else, dates
 * and timestamps included, stays text exactly as written. Hostile documents fail fast with a
 * {@link FileFormatException}: few aliases, a bounded expanded size, bounded nesting and file size.
 */
public final class StrictYamlReader {
    /** Knowledge files never need anchors; a handful is allowed, billion-laughs chains are not. */
    static final int MAX_COLLECTION_ALIASES = 20;
    static final int MAX_EXPANDED_NODES = 500_000;
    static final int MAX_DEPTH = 64;
    private static final String HINT = "Fix the YAML at that position; Steward changed nothing.";

    /** Reads {@code file}; a missing or empty file gives an empty result. */
    public Optional<LocatedNode> read(Path file) {
        String text;
        try {
            FileSizeLimit.check(file);
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (MalformedInputException e) {
            throw new FileFormatException(SourceLocation.ofFile(file), "the file is not valid UTF-8 text",
                    "Save the file as UTF-8.", e);
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check that the file is readable.", e);
        }
        return parse(text, file);
    }

    /** Parses YAML text; {@code source} names the file in locations and messages. */
    public Optional<LocatedNode> parse(String text, Path source) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        Optional<Node> root = compose(body, source);
        long cap = Math.max(MAX_EXPANDED_NODES, body.length());
        return root.map(node -> new Converter(source, cap).convert(node, 0));
    }

    private static Optional<Node> compose(String text, Path source) {
        LoadSettings settings = LoadSettings.builder()
                .setLabel(String.valueOf(source.getFileName()))
                .setSchema(new CoreSchema())
                .setMaxAliasesForCollections(MAX_COLLECTION_ALIASES)
                .setAllowRecursiveKeys(false)
                .setAllowNonScalarKeys(true) // rejected by the converter, which knows the key's position
                .setCodePointLimit(FileSizeLimit.codePointLimit())
                .build();
        try {
            return new Compose(settings).composeString(text);
        } catch (MarkedYamlEngineException e) {
            Optional<Mark> mark = e.getProblemMark().or(e::getContextMark);
            String problem = e.getProblem() == null ? e.getMessage() : e.getProblem();
            throw new FileFormatException(at(source, mark), "invalid YAML: " + problem, HINT, e);
        } catch (YamlEngineException e) {
            String why = String.valueOf(e.getMessage());
            if (why.contains("alias")) {
                why += " (anchors/aliases are limited so a small file cannot expand into a huge one)";
            }
            throw new FileFormatException(SourceLocation.ofFile(source), "YAML rejected: " + why, HINT, e);
        } catch (StackOverflowError e) {
            // The engine composes recursively; absurd nesting must be a message, not a crashed thread.
            throw new FileFormatException(SourceLocation.ofFile(source),
                    "YAML nested far too deeply to be a knowledge file", HINT);
        }
    }

    static SourceLocation at(Path source, Optional<Mark> mark) {
        return mark.map(m -> new SourceLocation(source, m.getLine() + 1, m.getColumn() + 1))
                .orElse(SourceLocation.ofFile(source));
    }

    /**
     * Node graph to located tree; counts nodes because aliases share subtrees the tree would copy. The cap is the
     * larger of MAX_EXPANDED_NODES and the text's length: without aliases every value takes at least a character,
     * so only alias expansion can pass it (a 10 MB relationships file has over a million values).
     */
    private static final class Converter {
        private final Path source;
        private final long cap;
        private long expanded;

        Converter(Path source, long cap) {
            this.source = source;
            this.cap = cap;
        }

        LocatedNode convert(Node node, int depth) {
            SourceLocation where = at(source, node.getStartMark());
            if (++expanded > cap || depth > MAX_DEPTH) {
                String why = depth > MAX_DEPTH ? "nested more than " + MAX_DEPTH + " levels deep"
                        : "expands to more than " + cap + " values through aliases";
                throw new FileFormatException(where, "YAML rejected: the document " + why, HINT);
            }
            if (node instanceof ScalarNode scalar) {
                return new LocatedScalar(scalarValue(scalar, where), scalar.getValue(), where);
            }
            if (node instanceof SequenceNode sequence) {
                List<LocatedNode> items = new ArrayList<>();
                sequence.getValue().forEach(item -> items.add(convert(item, depth + 1)));
                return new LocatedList(items, where);
            }
            return convertMap((MappingNode) node, where, depth);
        }

        private LocatedMap convertMap(MappingNode mapping, SourceLocation where, int depth) {
            List<LocatedEntry> entries = new ArrayList<>();
            Map<String, SourceLocation> seen = new HashMap<>();
            for (NodeTuple tuple : mapping.getValue()) {
                SourceLocation keyAt = at(source, tuple.getKeyNode().getStartMark());
                if (!(tuple.getKeyNode() instanceof ScalarNode keyNode)) {
                    throw new FileFormatException(keyAt, "a key must be plain text, not a list or mapping", HINT);
                }
                String key = keyNode.getValue();
                SourceLocation first = seen.putIfAbsent(key, keyAt);
                if (first != null) {
                    throw new FileFormatException(keyAt, "duplicate key '" + key + "' (first written at line "
                            + first.line() + ")", "Keep one of the two entries; Steward changed nothing.");
                }
                entries.add(new LocatedEntry(key, keyAt, convert(tuple.getValueNode(), depth + 1)));
            }
            return new LocatedMap(entries, where);
        }
    }

    private static Object scalarValue(ScalarNode scalar, SourceLocation where) {
        Tag tag = scalar.getTag();
        String text = scalar.getValue();
        try {
            if (Tag.NULL.equals(tag)) {
                return null;
            }
            if (Tag.BOOL.equals(tag)) {
                return Boolean.valueOf(text.toLowerCase(Locale.ROOT));
            }
            if (Tag.INT.equals(tag)) {
                return coreInt(text);
            }
            if (Tag.FLOAT.equals(tag)) {
                return coreFloat(text);
            }
        } catch (NumberFormatException e) {
            throw new FileFormatException(where, "'" + text + "' is tagged " + tag + " but is not one", HINT, e);
        }
        return text;
    }

    private static Object coreInt(String text) {
        BigInteger value;
        if (text.startsWith("0x")) {
            value = new BigInteger(text.substring(2), 16);
        } else if (text.startsWith("0o")) {
            value = new BigInteger(text.substring(2), 8);
        } else {
            value = new BigInteger(text.startsWith("+") ? text.substring(1) : text);
        }
        return value.bitLength() < 64 ? (Object) value.longValue() : value;
    }

    private static Double coreFloat(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".inf")) {
            return lower.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (lower.equals(".nan")) {
            return Double.NaN;
        }
        return Double.valueOf(text);
    }
}
