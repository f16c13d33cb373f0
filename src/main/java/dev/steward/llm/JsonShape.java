package dev.steward.llm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shape a JSON reply must have: which keys are required and what type each value is. Checking a reply
 * yields problems phrased for the model ({@code $.columns.region: missing key "synonyms"}), so they can be fed
 * back to it when asking again. Keys the shape does not mention are allowed: a model adding a key is harmless,
 * and the feature reading the reply ignores it.
 */
public sealed interface JsonShape {

    /** What the reply should have been, as the model would understand it: "a string", "a list of strings". */
    String expected();

    /** Adds the problems of {@code node} at {@code path} to {@code problems}. */
    void check(JsonNode node, String path, List<String> problems);

    /** Every problem of {@code node} against this shape, in document order; empty when it fits. */
    default List<String> problems(JsonNode node) {
        List<String> problems = new ArrayList<>();
        check(node, "$", problems);
        return List.copyOf(problems);
    }

    static JsonShape text() {
        return new Scalar(ScalarKind.TEXT);
    }

    static JsonShape number() {
        return new Scalar(ScalarKind.NUMBER);
    }

    static JsonShape bool() {
        return new Scalar(ScalarKind.BOOL);
    }

    static JsonShape anything() {
        return new Scalar(ScalarKind.ANY);
    }

    static JsonShape listOf(JsonShape items) {
        return new ListOf(items);
    }

    /** An object whose keys are free (e.g. column names) and whose values all have one shape. */
    static JsonShape mapOf(JsonShape values) {
        return new MapOf(values);
    }

    /** An object with no required keys yet; add them with {@link ObjectOf#required} and {@link ObjectOf#optional}. */
    static ObjectOf object() {
        return new ObjectOf(Map.of(), List.of());
    }

    private static String actual(JsonNode node) {
        if (node.isTextual()) {
            return "a string";
        }
        if (node.isNumber()) {
            return "a number";
        }
        if (node.isBoolean()) {
            return "a boolean";
        }
        if (node.isArray()) {
            return "a list";
        }
        return node.isObject() ? "an object" : "null";
    }

    private static void mismatch(JsonShape shape, JsonNode node, String path, List<String> problems) {
        problems.add(path + ": expected " + shape.expected() + ", got " + actual(node));
    }

    /** The kinds of single values a reply can hold. */
    enum ScalarKind {
        TEXT("a string"), NUMBER("a number"), BOOL("true or false"), ANY("any value");

        private final String expected;

        ScalarKind(String expected) {
            this.expected = expected;
        }

        boolean accepts(JsonNode node) {
            return switch (this) {
                case TEXT -> node.isTextual();
                case NUMBER -> node.isNumber();
                case BOOL -> node.isBoolean();
                case ANY -> true;
            };
        }
    }

    /** A string, number, boolean or anything. */
    record Scalar(ScalarKind kind) implements JsonShape {
        @Override
        public String expected() {
            return kind.expected;
        }

        @Override
        public void check(JsonNode node, String path, List<String> problems) {
            if (!kind.accepts(node)) {
                mismatch(this, node, path, problems);
            }
        }
    }

    /** A list whose items all have one shape. */
    record ListOf(JsonShape items) implements JsonShape {
        @Override
        public String expected() {
            return "a list of " + plural(items.expected());
        }

        @Override
        public void check(JsonNode node, String path, List<String> problems) {
            if (!node.isArray()) {
                mismatch(this, node, path, problems);
                return;
            }
            for (int i = 0; i < node.size(); i++) {
                items.check(node.get(i), path + "[" + i + "]", problems);
            }
        }

        private static String plural(String expected) {
            if (expected.startsWith("an ")) {
                return expected.substring(3) + "s";
            }
            return expected.startsWith("a ") ? expected.substring(2) + "s" : expected;
        }
    }

    /** An object with free keys whose values all have one shape. */
    record MapOf(JsonShape values) implements JsonShape {
        @Override
        public String expected() {
            return "an object";
        }

        @Override
        public void check(JsonNode node, String path, List<String> problems) {
            if (!node.isObject()) {
                mismatch(this, node, path, problems);
                return;
            }
            node.fields().forEachRemaining(field -> values.check(field.getValue(), path + "." + field.getKey(),
                    problems));
        }
    }

    /**
     * An object with named keys. Required keys must be present and not null; optional keys may be missing or
     * null. Immutable: {@link #required} and {@link #optional} return a new shape.
     */
    record ObjectOf(Map<String, JsonShape> keys, List<String> requiredKeys) implements JsonShape {
        public ObjectOf {
            keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
            requiredKeys = List.copyOf(requiredKeys);
        }

        public ObjectOf required(String key, JsonShape shape) {
            List<String> required = new ArrayList<>(requiredKeys);
            required.add(key);
            return new ObjectOf(with(key, shape), required);
        }

        public ObjectOf optional(String key, JsonShape shape) {
            return new ObjectOf(with(key, shape), requiredKeys);
        }

        @Override
        public String expected() {
            return "an object";
        }

        @Override
        public void check(JsonNode node, String path, List<String> problems) {
            if (!node.isObject()) {
                mismatch(this, node, path, problems);
                return;
            }
            keys.forEach((key, shape) -> {
                JsonNode value = node.get(key);
                if (value == null || value.isNull()) {
                    if (requiredKeys.contains(key)) {
                        problems.add(path + ": missing key \"" + key + "\" (" + shape.expected() + ")");
                    }
                } else {
                    shape.check(value, path + "." + key, problems);
                }
            });
        }

        private Map<String, JsonShape> with(String key, JsonShape shape) {
            Map<String, JsonShape> copy = new LinkedHashMap<>(keys);
            copy.put(key, shape);
            return copy;
        }
    }
}
