package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.snakeyaml.engine.v2.api.Dump;
import org.snakeyaml.engine.v2.api.DumpSettings;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** Checks that values survive a strict YAML writer (snakeyaml-engine refuses any class it does not know). */
final class YamlSafety {
    private YamlSafety() {
    }

    /** Dumps and reloads the value; fails the test if the writer refuses it or the value changes. */
    static void assertRoundTrips(Object value) {
        String yaml = new Dump(DumpSettings.builder().build()).dumpToString(value);
        Object reloaded = new Load(LoadSettings.builder().build()).loadFromString(yaml);
        assertThat(normalized(reloaded)).isEqualTo(normalized(value));
    }

    /** YAML reads small integers back as Integer; compare numbers by value. */
    private static Object normalized(Object value) {
        if (value instanceof Integer || value instanceof Long || value instanceof BigInteger) {
            return new BigInteger(value.toString());
        }
        if (value instanceof java.util.Map<?, ?> map) {
            java.util.Map<Object, Object> copy = new java.util.LinkedHashMap<>();
            map.forEach((k, v) -> copy.put(k, normalized(v)));
            return copy;
        }
        if (value instanceof java.util.List<?> list) {
            return list.stream().map(YamlSafety::normalized).toList();
        }
        return value;
    }
}
