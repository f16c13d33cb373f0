package dev.steward.store;

import dev.steward.store.YamlEditPlan.Replacement;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans removals of mapping entries and list items. A block entry goes with its whole line(s), its own
 * trailing comment and the deeper-indented comment lines right below it; the comment lines above it and
 * all neighbours stay byte-identical. Removing the only entry of a nested collection leaves {@code {}}
 * or {@code []} so the document keeps its shape.
 */
final class YamlRemovalPlanner {

    private final YamlText text;
    private final Optional<YamlNode> root;
    private final YamlEditPlanner editor;

    YamlRemovalPlanner(YamlText text, Optional<YamlNode> root, YamlEditPlanner editor) {
        this.text = text;
        this.root = root;
        this.editor = editor;
    }

    /** Does nothing when the key is absent. */
    YamlEditPlan removeEntry(YamlPath mapPath, String key) {
        Optional<YamlLocation> found = YamlLocation.find(root, mapPath);
        if (found.isEmpty()) {
            return YamlEditPlan.NONE;
        }
        if (!(found.get().node() instanceof YamlNode.Mapping mapping)) {
            throw new IllegalArgumentException(mapPath + " is not a mapping");
        }
        int index = mapping.indexOf(key);
        if (index < 0) {
            return YamlEditPlan.NONE;
        }
        List<YamlNode.Entry> entries = mapping.entries();
        if (mapping.flow()) {
            return removeFlow(mapping, index, entries.stream().map(YamlNode.Entry::key).toList(),
                    entries.stream().map(YamlNode.Entry::value).toList());
        }
        if (entries.size() == 1 && !found.get().isRoot()) {
            return editor.replaceAt(found.get(), Map.of());
        }
        YamlNode keyNode = entries.get(index).key();
        int nextStart = index + 1 < entries.size() ? entries.get(index + 1).key().start() : -1;
        return removeBlockLines(mapping, keyNode.start(), entries.get(index).value().end(), nextStart);
    }

    YamlEditPlan removeListItem(YamlPath listPath, int index) {
        YamlLocation at = YamlLocation.find(root, listPath)
                .orElseThrow(() -> new IllegalArgumentException("no list at " + listPath));
        if (!(at.node() instanceof YamlNode.Sequence list)) {
            throw new IllegalArgumentException(listPath + " is not a list");
        }
        List<YamlNode> items = list.items();
        if (index < 0 || index >= items.size()) {
            throw new IndexOutOfBoundsException("no item " + index + " in " + listPath + " (size " + items.size() + ")");
        }
        if (list.flow()) {
            return removeFlow(list, index, items, items);
        }
        if (items.size() == 1 && !at.isRoot()) {
            return editor.replaceAt(at, List.of());
        }
        int dash = text.dashBefore(items.get(index).start());
        int nextDash = index + 1 < items.size() ? text.dashBefore(items.get(index + 1).start()) : -1;
        return removeBlockLines(list, dash, items.get(index).end(), nextDash);
    }

    /** Removes one flow entry and the comma that separates it from a neighbour. */
    private YamlEditPlan removeFlow(YamlNode collection, int index, List<YamlNode> starts, List<YamlNode> ends) {
        if (starts.size() > 1 && text.startsLine(starts.get(index).start())) {
            Optional<YamlEditPlan> byLines = removeFlowLines(collection, index, starts, ends);
            if (byLines.isPresent()) {
                return byLines.get();
            }
        }
        int from;
        int to;
        if (starts.size() == 1) {
            from = starts.get(0).start();
            to = ends.get(0).end();
        } else if (index + 1 < starts.size()) {
            from = starts.get(index).start();
            to = starts.get(index + 1).start();
        } else {
            from = ends.get(index - 1).end();
            to = ends.get(index).end();
        }
        return YamlEditPlan.of(collection, new Replacement(from, to, ""));
    }

    /**
     * In a multi-line flow collection an entry on its own line goes with that line, its comma and its
     * comment, so the neighbours' comments stay where they are.
     */
    private Optional<YamlEditPlan> removeFlowLines(YamlNode collection, int index, List<YamlNode> starts,
            List<YamlNode> ends) {
        int start = starts.get(index).start();
        int end = ends.get(index).end();
        boolean last = index + 1 == starts.size();
        if (!text.onlySeparatorAfter(end, !last) || !last && !text.startsLine(starts.get(index + 1).start())) {
            return Optional.empty();
        }
        Replacement lines = new Replacement(text.lineStart(start), text.nextLineStart(end), "");
        if (!last) {
            return Optional.of(YamlEditPlan.of(collection, lines));
        }
        int comma = text.skipSpaces(ends.get(index - 1).end());
        return Optional.of(comma < text.length() && text.charAt(comma) == ','
                ? YamlEditPlan.of(collection, new Replacement(comma, comma + 1, ""), lines)
                : YamlEditPlan.of(collection, lines));
    }

    /**
     * Removes the lines from {@code start} (a key or a dash) to the end of the line holding {@code end}. When
     * {@code start} is not first on its line (the first entry of a {@code - a: 1} item), the next sibling
     * moves up into its place instead.
     */
    private YamlEditPlan removeBlockLines(YamlNode collection, int start, int end, int nextSiblingStart) {
        if (!text.startsLine(start) && nextSiblingStart >= 0) {
            return YamlEditPlan.of(collection, new Replacement(start, nextSiblingStart, ""));
        }
        int from = text.lineStart(start);
        int to = text.skipOwnedCommentLines(text.nextLineStart(text.lineEnd(end)), text.column(start));
        if (to == text.length() && !text.value().endsWith("\n") && from > 0) {
            from = from >= 2 && text.charAt(from - 2) == '\r' ? from - 2 : from - 1; // keep "no final line break"
        }
        return YamlEditPlan.of(collection.start(), Math.max(collection.end(), to), new Replacement(from, to, ""));
    }
}
