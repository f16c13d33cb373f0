package dev.steward.store;

import dev.steward.store.YamlEditPlan.Replacement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans value edits (replace, set, put, append) against one parsed document as span replacements. Every
 * replacement covers only the text of the value it changes; neighbours keep their bytes. Comments on the
 * key's own line are kept when the value is replaced.
 */
final class YamlEditPlanner {

    private final YamlText text;
    private final Optional<YamlNode> root;
    private final YamlValueRenderer renderer;

    YamlEditPlanner(YamlText text, Optional<YamlNode> root, YamlLayout layout) {
        this.text = text;
        this.root = root;
        this.renderer = new YamlValueRenderer(layout);
    }

    YamlEditPlan replaceValue(YamlPath path, Object value) {
        return replaceAt(existing(path), value);
    }

    YamlEditPlan setScalar(YamlPath path, Object value) {
        if (!YamlScalarWriter.isScalarValue(value)) {
            throw new IllegalArgumentException("setScalar takes a scalar value; use replaceValue for " + value);
        }
        Optional<YamlLocation> at = YamlLocation.find(root, path);
        if (at.isEmpty()) {
            return create(path, value);
        }
        if (at.get().node() instanceof YamlNode.Mapping || at.get().node() instanceof YamlNode.Sequence) {
            throw new IllegalArgumentException(path + " holds a collection, not a scalar; use replaceValue");
        }
        return replaceAt(at.get(), value);
    }

    YamlEditPlan putEntry(YamlPath mapPath, String key, Object value) {
        YamlPath path = mapPath.child(key);
        return YamlLocation.find(root, path).map(at -> replaceAt(at, value)).orElseGet(() -> create(path, value));
    }

    YamlEditPlan appendListItem(YamlPath listPath, Object value) {
        Optional<YamlLocation> found = YamlLocation.find(root, listPath);
        if (found.isEmpty()) {
            return create(listPath, List.of(value));
        }
        YamlLocation at = found.get();
        if (at.node() instanceof YamlNode.Scalar scalar && scalar.isEmptyPlain()) {
            return replaceAt(at, List.of(value));
        }
        if (!(at.node() instanceof YamlNode.Sequence list)) {
            throw new IllegalArgumentException(listPath + " is not a list");
        }
        List<YamlNode> items = list.items();
        if (list.flow()) {
            int open = text.value().indexOf('[', list.start());
            return items.isEmpty()
                    ? YamlEditPlan.of(list, new Replacement(open + 1, open + 1, renderer.flow(value)))
                    : insertAt(list, items.get(items.size() - 1).end(), ", " + renderer.flow(value));
        }
        int dash = text.dashBefore(items.get(items.size() - 1).start());
        int column = text.column(dash);
        String item = renderer.lineBreak() + YamlValueRenderer.pad(column) + "-"
                + renderer.afterDash(value, column, YamlNode.ScalarStyle.PLAIN);
        return insertAt(list, text.lineEnd(list.end()), item);
    }

    private YamlEditPlan insertAt(YamlNode container, int offset, String inserted) {
        return YamlEditPlan.of(container.start(), Math.max(offset, container.end()),
                new Replacement(offset, offset, inserted));
    }

    /** Adds the missing tail of {@code path} under its deepest existing mapping, creating mappings between. */
    private YamlEditPlan create(YamlPath path, Object value) {
        int existing = path.size() - 1;
        while (existing > 0 && YamlLocation.find(root, path.prefix(existing)).isEmpty()) {
            existing--;
        }
        Object nested = value;
        for (int i = path.size() - 1; i > existing; i--) {
            nested = singleEntry(path.segment(i), nested, path);
        }
        Object key = path.segment(existing);
        Optional<YamlLocation> parent = YamlLocation.find(root, path.prefix(existing));
        if (parent.isEmpty() || isEmptyRoot(parent.get())) {
            int at = parent.map(p -> p.node().start()).orElse(text.length()); // before a closing "..." if any
            return appendToRoot(singleEntry(key, nested, path), at);
        }
        YamlNode node = parent.get().node();
        if (node instanceof YamlNode.Scalar scalar && scalar.isEmptyPlain()) {
            return replaceAt(parent.get(), singleEntry(key, nested, path));
        }
        if (!(node instanceof YamlNode.Mapping mapping) || !(key instanceof String name)) {
            throw new IllegalArgumentException("cannot add " + path + ": " + path.prefix(existing)
                    + " is not a mapping" + (key instanceof Integer ? " or the list index is out of range" : ""));
        }
        return insertEntry(mapping, name, nested);
    }

    private static Map<String, Object> singleEntry(Object key, Object value, YamlPath path) {
        if (!(key instanceof String name)) {
            throw new IllegalArgumentException("cannot add " + path + ": list index " + key + " does not exist");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put(name, value);
        return map;
    }

    private boolean isEmptyRoot(YamlLocation at) {
        return at.isRoot() && at.node() instanceof YamlNode.Scalar scalar && scalar.isEmptyPlain();
    }

    private YamlEditPlan appendToRoot(Map<String, Object> entry, int at) {
        boolean needsBreak = at > 0 && text.charAt(at - 1) != '\n';
        String added = (needsBreak ? renderer.lineBreak() : "") + renderer.root(entry) + renderer.lineBreak();
        return YamlEditPlan.of(0, text.length(), new Replacement(at, at, added));
    }

    private YamlEditPlan insertEntry(YamlNode.Mapping mapping, String key, Object value) {
        List<YamlNode.Entry> entries = mapping.entries();
        if (mapping.flow()) {
            int open = text.value().indexOf('{', mapping.start());
            return entries.isEmpty()
                    ? YamlEditPlan.of(mapping, new Replacement(open + 1, open + 1, renderer.flowEntry(key, value)))
                    : insertAt(mapping, entries.get(entries.size() - 1).value().end(),
                            ", " + renderer.flowEntry(key, value));
        }
        int column = text.column(entries.get(0).key().start());
        String entry = renderer.lineBreak() + YamlValueRenderer.pad(column) + renderer.entry(key, value, column);
        return insertAt(mapping, text.lineEnd(mapping.end()), entry);
    }

    private YamlLocation existing(YamlPath path) {
        return YamlLocation.find(root, path)
                .orElseThrow(() -> new IllegalArgumentException("no value at " + path));
    }

    /** Replaces the value at {@code at}, keeping the surrounding text and, where possible, the value's style. */
    YamlEditPlan replaceAt(YamlLocation at, Object value) {
        YamlNode old = at.node();
        if (at.isRoot()) {
            String rendered = isFlowCollection(old) ? renderer.flow(value) : renderer.root(value);
            return YamlEditPlan.of(old, new Replacement(old.start(), old.end(), rendered));
        }
        if (at.inFlow()) {
            String rendered = renderer.flow(value, styleOf(old));
            return YamlEditPlan.of(old, new Replacement(old.start(), old.end(), rendered));
        }
        Optional<YamlEditPlan> inPlace = replaceCollectionInPlace(old, value);
        if (inPlace.isPresent()) {
            return inPlace.get();
        }
        return replaceAfterIndicator(at, value);
    }

    /** Same-kind collections are rewritten where they stand: block stays block (at its column), flow stays flow. */
    private Optional<YamlEditPlan> replaceCollectionInPlace(YamlNode old, Object value) {
        if (isFlowCollection(old) && (value instanceof Map<?, ?> || value instanceof List<?>)) {
            return Optional.of(YamlEditPlan.of(old, new Replacement(old.start(), old.end(), renderer.flow(value))));
        }
        if (old instanceof YamlNode.Mapping mapping && !mapping.flow() && value instanceof Map<?, ?> map
                && !map.isEmpty()) {
            int start = mapping.entries().get(0).key().start();
            String body = renderer.mappingBody(map, text.column(start));
            return Optional.of(YamlEditPlan.of(old, new Replacement(start, old.end(), body)));
        }
        if (old instanceof YamlNode.Sequence list && !list.flow() && value instanceof List<?> items
                && !items.isEmpty()) {
            int start = text.dashBefore(list.items().get(0).start());
            String body = renderer.sequenceBody(items, text.column(start));
            return Optional.of(YamlEditPlan.of(old, new Replacement(start, old.end(), body)));
        }
        return Optional.empty();
    }

    private YamlEditPlan replaceAfterIndicator(YamlLocation at, Object value) {
        YamlNode old = at.node();
        YamlNode.ScalarStyle style = styleOf(old);
        int indicatorEnd;
        String rendered;
        if (at.entry() != null) {
            YamlNode key = at.entry().key();
            indicatorEnd = text.colonAfter(key.end());
            if (indicatorEnd < 0) {
                throw new IllegalArgumentException("cannot edit the value of a complex ('?') key at " + key.start());
            }
            rendered = renderer.afterKey(value, text.column(key.start()), style);
        } else {
            int dash = text.dashBefore(old.start());
            indicatorEnd = dash + 1;
            rendered = renderer.afterDash(value, text.column(dash), style);
        }
        int split = rendered.indexOf(renderer.lineBreak());
        String header = split < 0 ? rendered : rendered.substring(0, split);
        String body = split < 0 ? "" : rendered.substring(split);
        return replaceSplit(old, indicatorEnd, header, body);
    }

    /** {@code header} goes on the indicator's line, {@code body} (starting with a line break) below it. */
    private YamlEditPlan replaceSplit(YamlNode old, int indicatorEnd, String header, String body) {
        boolean blockCollection = (old instanceof YamlNode.Mapping || old instanceof YamlNode.Sequence)
                && !isFlowCollection(old);
        boolean blockScalar = old instanceof YamlNode.Scalar s
                && (s.style() == YamlNode.ScalarStyle.FOLDED || s.style() == YamlNode.ScalarStyle.LITERAL);
        if (blockCollection && !text.sameLine(indicatorEnd, old.start())) {
            int indicatorLineEnd = text.lineEnd(indicatorEnd); // keeps a comment on the key's line
            return YamlEditPlan.of(old, new Replacement(indicatorEnd, indicatorEnd, header),
                    new Replacement(indicatorLineEnd, text.lineEnd(old.end()), body));
        }
        if (blockCollection) {
            return YamlEditPlan.of(old, new Replacement(indicatorEnd, text.lineEnd(old.end()), header + body));
        }
        if (blockScalar) {
            return YamlEditPlan.of(old, new Replacement(indicatorEnd, old.end(), header + body));
        }
        boolean emptyOld = old instanceof YamlNode.Scalar s && s.isEmptyPlain();
        if (body.isEmpty() && !emptyOld && header.startsWith(" ")) {
            return YamlEditPlan.of(old, new Replacement(old.start(), old.end(), header.substring(1)));
        }
        int lineEnd = text.lineEnd(old.end());
        return YamlEditPlan.of(old, new Replacement(indicatorEnd, old.end(), header),
                new Replacement(lineEnd, lineEnd, body));
    }

    private static YamlNode.ScalarStyle styleOf(YamlNode node) {
        return node instanceof YamlNode.Scalar scalar ? scalar.style() : YamlNode.ScalarStyle.PLAIN;
    }

    static boolean isFlowCollection(YamlNode node) {
        return node instanceof YamlNode.Mapping m && m.flow() || node instanceof YamlNode.Sequence s && s.flow();
    }
}
