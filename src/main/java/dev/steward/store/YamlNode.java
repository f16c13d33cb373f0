package dev.steward.store;

import java.util.List;
import java.util.Optional;

/**
 * One node of a parsed YAML document together with where its text sits. {@code start} and {@code end} are
 * Java {@code char} offsets into the document text; {@code end} is the end of the node's own content (for a
 * block collection: the end of its last value, never the comments or blank lines after it).
 */
public sealed interface YamlNode {

    int start();

    int end();

    /** How a scalar is written in the file; edits try to keep it. */
    enum ScalarStyle { PLAIN, SINGLE_QUOTED, DOUBLE_QUOTED, LITERAL, FOLDED }

    /** A scalar with its string value as written (no type resolution: {@code 1} is the string "1"). */
    record Scalar(String value, ScalarStyle style, int start, int end) implements YamlNode {
        /** True for an absent value ({@code key:} with nothing after it). */
        public boolean isEmptyPlain() {
            return style == ScalarStyle.PLAIN && value.isEmpty();
        }
    }

    /** A mapping; keys keep the file's order. */
    record Mapping(List<Entry> entries, boolean flow, int start, int end) implements YamlNode {
        public Mapping {
            entries = List.copyOf(entries);
        }

        /** The entry whose key is the scalar {@code key}. */
        public Optional<Entry> entry(String key) {
            return entries.stream().filter(e -> e.key() instanceof Scalar s && s.value().equals(key)).findFirst();
        }

        public int indexOf(String key) {
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i).key() instanceof Scalar s && s.value().equals(key)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /** A sequence. */
    record Sequence(List<YamlNode> items, boolean flow, int start, int end) implements YamlNode {
        public Sequence {
            items = List.copyOf(items);
        }
    }

    /** An alias ({@code *name}); Steward never expands aliases, so hostile alias bombs cost nothing. */
    record Alias(String anchor, int start, int end) implements YamlNode {
    }

    /** One key/value pair of a mapping. */
    record Entry(YamlNode key, YamlNode value) {
    }
}
