package dev.steward.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/** Loading YAML the way PyYAML's safe_load sees its structure, and the type tests pydantic applies. */
final class YamlFacts {

    private YamlFacts() {
    }

    /** The file's document; empty when the file does not exist or holds no document (both load as empty). */
    static Optional<Object> load(Path file) throws IOException {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        LoadSettings settings = LoadSettings.builder().setSchema(new CoreSchema()).setAllowDuplicateKeys(true)
                .setLabel(file.toString()).build();
        return Optional.ofNullable(new Load(settings).loadFromString(Files.readString(file)));
    }

    static boolean isStringList(Object value) {
        return value instanceof List<?> list && list.stream().allMatch(String.class::isInstance);
    }

    /** A pydantic {@code Optional[str]}: null or a string (numbers and booleans are not coerced). */
    static boolean isOptionalString(Object value) {
        return value == null || value instanceof String;
    }

    static String typeName(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map) {
            return "mapping";
        }
        if (value instanceof List) {
            return "list";
        }
        return value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * A file's top level: an absent or empty document is an empty mapping; anything but a mapping is a problem
     * (recorded in {@code out}) and gives null.
     */
    static Map<?, ?> topLevelMap(Object doc, List<String> out) {
        if (doc == null) {
            return Map.of();
        }
        if (!(doc instanceof Map<?, ?> top)) {
            out.add("top level: must be a mapping (found " + typeName(doc) + ")");
            return null;
        }
        return top;
    }

    static void extraKeys(Map<?, ?> map, Set<String> allowed, String where, List<String> out) {
        for (Object key : map.keySet()) {
            if (!(key instanceof String name) || !allowed.contains(name)) {
                out.add(where + key + ": extra key (allowed: " + String.join(", ", sorted(allowed)) + ")");
            }
        }
    }

    static void enumValue(Object value, Set<String> allowed, boolean nullable, String where, List<String> out) {
        if (value == null && nullable) {
            return;
        }
        if (!(value instanceof String s) || !allowed.contains(s)) {
            out.add(where + ": " + value + " is not one of " + String.join("|", sorted(allowed)));
        }
    }

    private static List<String> sorted(Set<String> set) {
        return set.stream().sorted().toList();
    }
}
