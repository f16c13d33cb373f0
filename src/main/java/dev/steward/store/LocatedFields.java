package dev.steward.store;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Strict, typed access to the keys of one {@link LocatedMap}, e.g. one table of metadata.yaml. Creating it
 * rejects unknown keys; every accessor rejects a value of the wrong kind. Each error is a
 * {@link FileFormatException} at the offending key or value, naming the owner ("table 'orders'").
 */
public final class LocatedFields {
    private static final String HINT = "Correct the value in the file; Steward changed nothing.";

    private final LocatedMap map;
    private final String owner;
    private final SourceLocation ownerLocation;

    private LocatedFields(LocatedMap map, String owner, SourceLocation ownerLocation) {
        this.map = map;
        this.owner = owner;
        this.ownerLocation = ownerLocation;
    }

    /**
     * @param node          the value that must be a mapping
     * @param owner         how messages name it, e.g. {@code table 'orders'}
     * @param ownerLocation where missing-key errors point (usually the owner's key)
     * @param allowed       the keys the format allows, in documentation order
     */
    public static LocatedFields strict(LocatedNode node, String owner, SourceLocation ownerLocation,
                                       List<String> allowed) {
        LocatedMap map = requireMap(node, owner);
        for (LocatedEntry entry : map.entries()) {
            if (!allowed.contains(entry.key())) {
                throw new FileFormatException(entry.keyLocation(), "unknown key '" + entry.key() + "' in " + owner
                        + " (allowed: " + String.join(", ", allowed) + ")", unknownKeyHint(entry.key(), allowed));
            }
        }
        return new LocatedFields(map, owner, ownerLocation);
    }

    private static String unknownKeyHint(String key, List<String> allowed) {
        String fix = "Fix the spelling or remove the key; Steward changed nothing.";
        // Short keys tolerate one slip, longer ones two, so "x" is never "corrected" to "to".
        int tolerance = key.length() < 3 ? 0 : key.length() < 8 ? 1 : 2;
        return allowed.stream().filter(candidate -> editDistance(key, candidate) <= tolerance).findFirst()
                .map(candidate -> "Did you mean '" + candidate + "'? " + fix).orElse(fix);
    }

    /** Levenshtein distance, for "did you mean" on short key names. */
    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    /** {@code node} as a mapping, or an error saying what it is instead. */
    public static LocatedMap requireMap(LocatedNode node, String owner) {
        if (node instanceof LocatedMap map) {
            return map;
        }
        throw new FileFormatException(node.location(), owner + " must be a mapping (key: value), not "
                + node.kindName(), HINT);
    }

    public LocatedMap map() {
        return map;
    }

    public boolean has(String key) {
        return map.has(key);
    }

    /** Where the value of {@code key} is written, else where the owner is. */
    public SourceLocation locationOf(String key) {
        LocatedNode value = map.get(key);
        return value == null ? ownerLocation : value.location();
    }

    /** An error at the value of {@code key}, prefixed with the key and owner. */
    public FileFormatException error(String key, String problem) {
        return new FileFormatException(locationOf(key), "'" + key + "' of " + owner + " " + problem, HINT);
    }

    /** Text, or null when absent or null. Numbers and booleans give their written text. */
    public String text(String key) {
        LocatedNode value = map.get(key);
        if (value == null || value instanceof LocatedScalar s && s.isNull()) {
            return null;
        }
        if (value instanceof LocatedScalar scalar) {
            return scalar.text();
        }
        throw error(key, "must be text, not " + value.kindName());
    }

    /** Text that must be present and not blank. */
    public String requiredText(String key) {
        String text = presentText(key);
        if (text.isBlank()) {
            throw error(key, "must not be empty");
        }
        return text;
    }

    /** Text that must be present and not null, but may be empty (openmedallion writes {@code "sql": ""}). */
    public String presentText(String key) {
        if (!map.has(key)) {
            throw new FileFormatException(ownerLocation, owner + " is missing the required key '" + key + "'",
                    "Add '" + key + "' to it; Steward changed nothing.");
        }
        String text = text(key);
        if (text == null) {
            throw error(key, "must not be null");
        }
        return text;
    }

    /** One of {@code values} by its file spelling; {@code fallback} when absent or null. */
    public <E extends Enum<E>> E choice(String key, E[] values, Function<E, String> spelling, E fallback) {
        String text = text(key);
        if (text == null) {
            return fallback;
        }
        for (E value : values) {
            if (spelling.apply(value).equals(text)) {
                return value;
            }
        }
        String allowed = Arrays.stream(values).map(spelling).collect(Collectors.joining(", "));
        throw error(key, "must be one of " + allowed + " (found '" + text + "')");
    }

    public <E extends Enum<E>> E requiredChoice(String key, E[] values, Function<E, String> spelling) {
        requiredText(key);
        return choice(key, values, spelling, null);
    }

    /** A list of texts, or null when absent or null. */
    public List<String> textList(String key) {
        LocatedList list = list(key);
        if (list == null) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (LocatedNode item : list.items()) {
            if (!(item instanceof LocatedScalar scalar) || scalar.isNull()) {
                throw new FileFormatException(item.location(), "'" + key + "' of " + owner
                        + " must hold text items, not " + item.kindName(), HINT);
            }
            texts.add(scalar.text());
        }
        return List.copyOf(texts);
    }

    /** A list of plain values (scalars in their native types; nested lists and maps allowed), or null. */
    public List<Object> valueList(String key) {
        LocatedList list = list(key);
        return list == null ? null : plainList(list);
    }

    /** A mapping as plain values, or null when absent or null. */
    public Map<String, Object> plainMap(String key) {
        LocatedMap value = mapValue(key);
        return value == null ? null : plainMap(value);
    }

    public boolean bool(String key, boolean fallback) {
        Boolean value = optionalBool(key);
        return value == null ? fallback : value;
    }

    /** true or false, or null when absent or null. */
    public Boolean optionalBool(String key) {
        LocatedNode value = map.get(key);
        if (value == null || value instanceof LocatedScalar s && s.isNull()) {
            return null;
        }
        if (value instanceof LocatedScalar scalar && scalar.value() instanceof Boolean b) {
            return b;
        }
        throw error(key, "must be true or false, not " + describe(value));
    }

    /** A whole number, or null when absent or null. */
    public Long integer(String key) {
        Object value = scalarValue(key);
        if (value == null) {
            return null;
        }
        if (value instanceof Long l) {
            return l;
        }
        throw error(key, "must be a whole number, not " + describe(map.get(key)));
    }

    /** Any number, or null when absent or null. */
    public Double number(String key) {
        Object value = scalarValue(key);
        if (value == null) {
            return null;
        }
        if (value instanceof Number n && !(value instanceof BigInteger)) {
            return n.doubleValue();
        }
        throw error(key, "must be a number, not " + describe(map.get(key)));
    }

    /** A nested mapping, or null when absent or null. */
    public LocatedMap mapValue(String key) {
        LocatedNode value = map.get(key);
        if (value == null || value instanceof LocatedScalar s && s.isNull()) {
            return null;
        }
        if (value instanceof LocatedMap nested) {
            return nested;
        }
        throw error(key, "must be a mapping (key: value), not " + value.kindName());
    }

    /** A nested list, or null when absent or null. */
    public LocatedList list(String key) {
        LocatedNode value = map.get(key);
        if (value == null || value instanceof LocatedScalar s && s.isNull()) {
            return null;
        }
        if (value instanceof LocatedList list) {
            return list;
        }
        throw error(key, "must be a list, not " + describe(value));
    }

    private Object scalarValue(String key) {
        LocatedNode value = map.get(key);
        if (value == null) {
            return null;
        }
        if (value instanceof LocatedScalar scalar) {
            return scalar.value();
        }
        throw error(key, "must be a single value, not " + value.kindName());
    }

    private static String describe(LocatedNode value) {
        return value instanceof LocatedScalar s && !s.isNull() ? "'" + s.text() + "'" : value.kindName();
    }

    /** Converts any located value to plain Java values; lists and maps are unmodifiable and may hold nulls. */
    public static Object plainValue(LocatedNode node) {
        if (node instanceof LocatedScalar scalar) {
            return scalar.value();
        }
        if (node instanceof LocatedList list) {
            return plainList(list);
        }
        return plainMap((LocatedMap) node);
    }

    private static List<Object> plainList(LocatedList list) {
        List<Object> values = new ArrayList<>();
        list.items().forEach(item -> values.add(plainValue(item)));
        return Collections.unmodifiableList(values);
    }

    private static Map<String, Object> plainMap(LocatedMap map) {
        Map<String, Object> values = new LinkedHashMap<>();
        map.entries().forEach(e -> values.put(e.key(), plainValue(e.value())));
        return Collections.unmodifiableMap(values);
    }
}
