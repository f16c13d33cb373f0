package dev.steward.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A path into a YAML document: mapping keys ({@link String}) and sequence indexes ({@link Integer}),
 * e.g. {@code YamlPath.of("tables", "orders", "status")} or {@code YamlPath.of("relationships", 0, "status")}.
 * The empty path is the document root.
 */
public record YamlPath(List<Object> segments) {

    public YamlPath {
        segments = List.copyOf(segments);
        for (Object segment : segments) {
            if (!(segment instanceof String) && !(segment instanceof Integer)) {
                throw new IllegalArgumentException("a YAML path segment must be a String key or an Integer index, not "
                        + (segment == null ? "null" : segment.getClass().getSimpleName()));
            }
        }
    }

    /** The document root. */
    public static YamlPath root() {
        return new YamlPath(List.of());
    }

    public static YamlPath of(Object... segments) {
        return new YamlPath(List.of(segments));
    }

    public static YamlPath of(List<?> segments) {
        return new YamlPath(new ArrayList<>(segments));
    }

    public boolean isRoot() {
        return segments.isEmpty();
    }

    public int size() {
        return segments.size();
    }

    public Object segment(int index) {
        return segments.get(index);
    }

    public Object last() {
        return segments.get(segments.size() - 1);
    }

    /** The first {@code length} segments. */
    public YamlPath prefix(int length) {
        return new YamlPath(segments.subList(0, length));
    }

    public YamlPath parent() {
        return prefix(segments.size() - 1);
    }

    public YamlPath child(Object segment) {
        List<Object> longer = new ArrayList<>(segments);
        longer.add(Objects.requireNonNull(segment, "segment"));
        return new YamlPath(longer);
    }

    /** Reads like {@code tables.orders.columns[2]}; the root is {@code <root>}. */
    @Override
    public String toString() {
        if (segments.isEmpty()) {
            return "<root>";
        }
        StringBuilder out = new StringBuilder();
        for (Object segment : segments) {
            if (segment instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                out.append(out.length() == 0 ? "" : ".").append(segment);
            }
        }
        return out.toString();
    }
}
