package dev.steward.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Renders Java values (String, Number, Boolean, null, List, Map) as YAML text that fits where it goes:
 * block style with the document's indentation in a block context, flow style in a flow context.
 * Every result is the text that follows an indicator ({@code key:} or {@code -}); multi-line results
 * use the document's line break.
 */
final class YamlValueRenderer {

    private final YamlLayout layout;
    private final YamlScalarWriter scalars;

    YamlValueRenderer(YamlLayout layout) {
        this.layout = layout;
        this.scalars = new YamlScalarWriter(layout.lineBreak());
    }

    String lineBreak() {
        return layout.lineBreak();
    }

    /** What follows {@code key:} for a key at {@code keyColumn}, e.g. {@code " x"} or {@code "\n  a: 1"}. */
    String afterKey(Object value, int keyColumn, YamlNode.ScalarStyle preferred) {
        if (value instanceof Map<?, ?> map && !map.isEmpty()) {
            int column = keyColumn + layout.indentStep();
            return lineBreak() + pad(column) + mappingBody(map, column);
        }
        if (value instanceof List<?> list && !list.isEmpty()) {
            int column = keyColumn + layout.sequenceIndent();
            return lineBreak() + pad(column) + sequenceBody(list, column);
        }
        return " " + inline(value, preferred, keyColumn + layout.indentStep());
    }

    /** What follows {@code -} for a dash at {@code dashColumn}; collections go compact ({@code - a: 1}). */
    String afterDash(Object value, int dashColumn, YamlNode.ScalarStyle preferred) {
        int column = dashColumn + 2;
        if (value instanceof Map<?, ?> map && !map.isEmpty()) {
            return " " + mappingBody(map, column);
        }
        if (value instanceof List<?> list && !list.isEmpty()) {
            return " " + sequenceBody(list, column);
        }
        return " " + inline(value, preferred, column);
    }

    /** A block mapping's entries at {@code column}; the first line carries no indentation. */
    String mappingBody(Map<?, ?> map, int column) {
        List<String> entries = new ArrayList<>();
        map.forEach((key, value) -> entries.add(entry(key, value, column)));
        return String.join(lineBreak() + pad(column), entries);
    }

    /** A block sequence's items with dashes at {@code column}; the first line carries no indentation. */
    String sequenceBody(List<?> list, int column) {
        List<String> items = new ArrayList<>();
        list.forEach(item -> items.add("-" + afterDash(item, column, YamlNode.ScalarStyle.PLAIN)));
        return String.join(lineBreak() + pad(column), items);
    }

    String entry(Object key, Object value, int column) {
        return key(key, false) + ":" + afterKey(value, column, YamlNode.ScalarStyle.PLAIN);
    }

    /** A value in flow style: {@code {a: 1, b: [x, "y z"]}}. */
    String flow(Object value) {
        if (value instanceof Map<?, ?> map) {
            List<String> entries = new ArrayList<>();
            map.forEach((key, item) -> entries.add(flowEntry(key, item)));
            return "{" + String.join(", ", entries) + "}";
        }
        if (value instanceof List<?> list) {
            List<String> items = new ArrayList<>();
            list.forEach(item -> items.add(flow(item)));
            return "[" + String.join(", ", items) + "]";
        }
        return scalars.write(value, YamlNode.ScalarStyle.PLAIN, true, 0);
    }

    /** A value inside a flow collection, keeping a scalar's quoting style when possible. */
    String flow(Object value, YamlNode.ScalarStyle preferred) {
        if (value instanceof Map<?, ?> || value instanceof List<?>) {
            return flow(value);
        }
        return scalars.write(value, preferred, true, 0);
    }

    String flowEntry(Object key, Object value) {
        return key(key, true) + ": " + flow(value);
    }

    /** A value at the document root. */
    String root(Object value) {
        if (value instanceof Map<?, ?> map && !map.isEmpty()) {
            return mappingBody(map, 0);
        }
        if (value instanceof List<?> list && !list.isEmpty()) {
            return sequenceBody(list, 0);
        }
        return inline(value, YamlNode.ScalarStyle.PLAIN, layout.indentStep());
    }

    private String inline(Object value, YamlNode.ScalarStyle preferred, int blockIndent) {
        if (value instanceof Map<?, ?> || value instanceof List<?>) {
            return flow(value); // only empty collections get here: {} and []
        }
        return scalars.write(value, preferred, false, blockIndent);
    }

    private String key(Object key, boolean flow) {
        if (!YamlScalarWriter.isScalarValue(key) || key == null) {
            throw new IllegalArgumentException("a YAML mapping key must be a non-null scalar, not " + key);
        }
        String text = scalars.write(key, YamlNode.ScalarStyle.PLAIN, flow, 0);
        return text.indexOf('\n') < 0 ? text : YamlScalarWriter.doubleQuoted(key.toString());
    }

    static String pad(int column) {
        return " ".repeat(column);
    }
}
