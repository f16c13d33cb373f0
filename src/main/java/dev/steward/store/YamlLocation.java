package dev.steward.store;

import java.util.Optional;

/**
 * Where a node sits: the node, its parent collection (null at the root) and, inside a mapping, its entry.
 * Found by walking a {@link YamlPath} from the root; aliases are never followed.
 */
record YamlLocation(YamlNode node, YamlNode parent, YamlNode.Entry entry) {

    static Optional<YamlLocation> find(Optional<YamlNode> root, YamlPath path) {
        if (root.isEmpty()) {
            return Optional.empty();
        }
        YamlLocation at = new YamlLocation(root.get(), null, null);
        for (Object segment : path.segments()) {
            Optional<YamlLocation> next = at.child(segment);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            at = next.get();
        }
        return Optional.of(at);
    }

    private Optional<YamlLocation> child(Object segment) {
        if (node instanceof YamlNode.Mapping mapping && segment instanceof String key) {
            return mapping.entry(key).map(e -> new YamlLocation(e.value(), mapping, e));
        }
        if (node instanceof YamlNode.Sequence sequence && segment instanceof Integer index
                && index >= 0 && index < sequence.items().size()) {
            return Optional.of(new YamlLocation(sequence.items().get(index), sequence, null));
        }
        return Optional.empty();
    }

    boolean isRoot() {
        return parent == null;
    }

    boolean inFlow() {
        return parent instanceof YamlNode.Mapping m && m.flow() || parent instanceof YamlNode.Sequence s && s.flow();
    }
}
