package dev.steward.store;

import java.util.Optional;

/**
 * How a document is laid out, detected from its text so that new entries look like their neighbours:
 * the mapping indent step, whether list items sit under their key ({@code key:\n- a}, openmedallion/PyYAML)
 * or are indented ({@code key:\n  - a}), and the line break in use.
 */
record YamlLayout(int indentStep, int sequenceIndent, String lineBreak) {

    static final YamlLayout DEFAULT = new YamlLayout(2, 0, "\n");

    static YamlLayout detect(YamlText text, Optional<YamlNode> root) {
        String lineBreak = text.detectLineBreak();
        int[] found = {-1, -1};
        root.ifPresent(node -> scan(text, node, found));
        int step = found[0] > 0 ? found[0] : DEFAULT.indentStep;
        int sequenceIndent = found[1] >= 0 ? found[1] : DEFAULT.sequenceIndent;
        return new YamlLayout(step, sequenceIndent, lineBreak);
    }

    /** Depth-first until both the indent step and the sequence indent have been seen once. */
    private static void scan(YamlText text, YamlNode node, int[] found) {
        if (found[0] >= 0 && found[1] >= 0) {
            return;
        }
        if (node instanceof YamlNode.Mapping mapping && !mapping.flow()) {
            for (YamlNode.Entry entry : mapping.entries()) {
                int keyColumn = text.column(entry.key().start());
                if (entry.value() instanceof YamlNode.Mapping child && !child.flow() && found[0] < 0
                        && text.startsLine(child.entries().get(0).key().start())) {
                    found[0] = text.column(child.entries().get(0).key().start()) - keyColumn;
                }
                if (entry.value() instanceof YamlNode.Sequence child && !child.flow() && found[1] < 0
                        && text.startsLine(child.start())) {
                    found[1] = text.column(child.start()) - keyColumn;
                }
                scan(text, entry.value(), found);
            }
        } else if (node instanceof YamlNode.Sequence sequence) {
            sequence.items().forEach(item -> scan(text, item, found));
        }
    }
}
