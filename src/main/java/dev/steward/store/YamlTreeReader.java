package dev.steward.store;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Parse;
import org.snakeyaml.engine.v2.events.AliasEvent;
import org.snakeyaml.engine.v2.events.CollectionStartEvent;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.events.ScalarEvent;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/**
 * Turns YAML text into a {@link YamlNode} tree with char offsets, using snakeyaml-engine's event parser.
 * Working on events (not the composed node graph) lets us keep aliases unexpanded, report duplicate keys
 * with their position, and bound nesting depth ourselves, so hostile input fails fast with a clear error.
 */
final class YamlTreeReader {

    static final int MAX_ALIASES = 50;
    static final int MAX_DEPTH = 100;
    private static final String SYNTAX_HINT = "Fix the YAML syntax at that position; Steward changed nothing.";

    private final String text;
    private final Path source;
    private final YamlCodePointOffsets offsets;
    private final Deque<Frame> stack = new ArrayDeque<>();
    private YamlNode root;
    private int aliases;
    private int documents;

    private YamlTreeReader(String text, Path source) {
        this.text = text;
        this.source = source;
        this.offsets = new YamlCodePointOffsets(text);
    }

    /** The root node, or empty for a document without content (empty, or only comments). */
    static Optional<YamlNode> read(String text, Path source) {
        YamlTreeReader reader = new YamlTreeReader(text, source);
        try {
            for (Event event : new Parse(settings(source)).parseString(text)) {
                reader.accept(event);
            }
        } catch (MarkedYamlEngineException e) {
            Optional<Mark> mark = e.getProblemMark().or(e::getContextMark);
            String problem = e.getProblem() == null ? e.getContext() : e.getProblem();
            throw reader.error(mark, problem, SYNTAX_HINT, e);
        } catch (YamlEngineException e) {
            throw new FileFormatException(SourceLocation.ofFile(source), e.getMessage(), SYNTAX_HINT, e);
        }
        return Optional.ofNullable(reader.root);
    }

    private static LoadSettings settings(Path source) {
        return LoadSettings.builder()
                .setLabel(String.valueOf(source))
                .setCodePointLimit(FileSizeLimit.codePointLimit())
                .setMaxAliasesForCollections(MAX_ALIASES)
                .setAllowDuplicateKeys(false)
                .setUseMarks(true)
                .build();
    }

    private void accept(Event event) {
        switch (event.getEventId()) {
            case DocumentStart -> startDocument(event);
            case Scalar -> add(scalar((ScalarEvent) event), event);
            case Alias -> addAlias((AliasEvent) event);
            case MappingStart, SequenceStart -> open((CollectionStartEvent) event);
            case MappingEnd, SequenceEnd -> close(event);
            default -> { }
        }
    }

    private void startDocument(Event event) {
        documents++;
        if (documents > 1) {
            throw error(event.getStartMark(), "the file holds more than one YAML document",
                    "Keep a single document per file (remove the '---' separator and what follows, or merge it); "
                            + "Steward changed nothing.", null);
        }
    }

    private YamlNode.Scalar scalar(ScalarEvent event) {
        YamlNode.ScalarStyle style = switch (event.getScalarStyle()) {
            case SINGLE_QUOTED -> YamlNode.ScalarStyle.SINGLE_QUOTED;
            case DOUBLE_QUOTED -> YamlNode.ScalarStyle.DOUBLE_QUOTED;
            case LITERAL -> YamlNode.ScalarStyle.LITERAL;
            case FOLDED -> YamlNode.ScalarStyle.FOLDED;
            default -> YamlNode.ScalarStyle.PLAIN;
        };
        int start = charOffset(event.getStartMark());
        int end = charOffset(event.getEndMark());
        if (style == YamlNode.ScalarStyle.LITERAL || style == YamlNode.ScalarStyle.FOLDED) {
            end = trimTrailingBlank(start, end); // the end mark sits after the trailing line breaks
        }
        return new YamlNode.Scalar(event.getValue(), style, start, end);
    }

    private int trimTrailingBlank(int start, int end) {
        int trimmed = end;
        while (trimmed > start + 1 && Character.isWhitespace(text.charAt(trimmed - 1))) {
            trimmed--;
        }
        return trimmed;
    }

    private void addAlias(AliasEvent event) {
        aliases++;
        if (aliases > MAX_ALIASES) {
            throw error(event.getStartMark(), "the file uses more than " + MAX_ALIASES + " aliases (*name)",
                    "Write the values out instead of referring to anchors; Steward changed nothing.", null);
        }
        add(new YamlNode.Alias(event.getAlias().getValue(),
                charOffset(event.getStartMark()), charOffset(event.getEndMark())), event);
    }

    private void open(CollectionStartEvent event) {
        if (stack.size() >= MAX_DEPTH) {
            throw error(event.getStartMark(), "the file nests collections deeper than " + MAX_DEPTH + " levels",
                    "Flatten the structure; Steward changed nothing.", null);
        }
        boolean mapping = event.getEventId() == Event.ID.MappingStart;
        stack.push(new Frame(mapping, event.isFlow(), charOffset(event.getStartMark())));
    }

    private void close(Event event) {
        Frame frame = stack.pop();
        int end = frame.flow ? charOffset(event.getEndMark()) : frame.lastEnd();
        YamlNode node = frame.mapping
                ? new YamlNode.Mapping(frame.entries, frame.flow, frame.start, end)
                : new YamlNode.Sequence(frame.items, frame.flow, frame.start, end);
        add(node, event);
    }

    private void add(YamlNode node, Event event) {
        Frame parent = stack.peek();
        if (parent == null) {
            root = node;
        } else if (!parent.mapping) {
            parent.items.add(node);
        } else if (parent.pendingKey == null) {
            checkDuplicate(parent, node, event);
            parent.pendingKey = node;
        } else {
            parent.entries.add(new YamlNode.Entry(parent.pendingKey, node));
            parent.pendingKey = null;
        }
    }

    private void checkDuplicate(Frame mapping, YamlNode key, Event event) {
        if (!(key instanceof YamlNode.Scalar scalar)) {
            return;
        }
        YamlNode first = mapping.keys.putIfAbsent(scalar.value(), key);
        if (first != null) {
            int firstLine = lineOf(first.start());
            throw error(event.getStartMark(), "duplicate key '" + scalar.value() + "' (first defined on line "
                            + firstLine + ")",
                    "Remove or rename one of the two '" + scalar.value() + "' entries; Steward changed nothing.", null);
        }
    }

    private int lineOf(int charOffset) {
        int line = 1;
        for (int i = 0; i < charOffset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    private int charOffset(Optional<Mark> mark) {
        return offsets.charOffset(mark.map(Mark::getIndex).orElse(0));
    }

    private FileFormatException error(Optional<Mark> mark, String problem, String hint, Throwable cause) {
        SourceLocation location = mark
                .map(m -> new SourceLocation(source, m.getLine() + 1, m.getColumn() + 1))
                .orElse(SourceLocation.ofFile(source));
        return new FileFormatException(location, problem, hint, cause);
    }

    /** A collection being read: entries (or items) collected until its end event arrives. */
    private static final class Frame {
        final boolean mapping;
        final boolean flow;
        final int start;
        final List<YamlNode.Entry> entries = new ArrayList<>();
        final List<YamlNode> items = new ArrayList<>();
        final Map<String, YamlNode> keys = new HashMap<>();
        YamlNode pendingKey;

        Frame(boolean mapping, boolean flow, int start) {
            this.mapping = mapping;
            this.flow = flow;
            this.start = start;
        }

        int lastEnd() {
            if (mapping) {
                return entries.isEmpty() ? start : entries.get(entries.size() - 1).value().end();
            }
            return items.isEmpty() ? start : items.get(items.size() - 1).end();
        }
    }
}
