package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/** Test files under src/test/resources/yaml and checks shared by the YAML tests. */
final class YamlTestFiles {

    static final List<String> NAMES = List.of("openmedallion-metadata.yaml", "handwritten-flow.yaml",
            "relationships.yaml", "indented-lists.yaml");

    private YamlTestFiles() {
    }

    static String read(String name) {
        try (InputStream in = YamlTestFiles.class.getResourceAsStream("/yaml/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static YamlDocument parse(String text) {
        return YamlDocument.parse(text, Path.of("metadata.yaml"));
    }

    /** What an independent reader (plain snakeyaml-engine) makes of the text. */
    static Object load(String text) {
        return new Load(LoadSettings.builder().build()).loadFromString(text);
    }

    /**
     * Asserts the edit changed nothing outside {@code [start, end)} of the original: the text before
     * {@code start} and after {@code end} is byte-identical.
     */
    static void assertChangedOnlyWithin(String original, String edited, int start, int end) {
        assertThat(edited).startsWith(original.substring(0, start));
        assertThat(edited).endsWith(original.substring(end));
        assertThat(edited.length()).isGreaterThanOrEqualTo(start + original.length() - end);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> at(Object loaded, Object... path) {
        Object node = loaded;
        for (Object segment : path) {
            node = segment instanceof Integer i ? ((List<Object>) node).get(i) : ((Map<String, Object>) node).get(segment);
        }
        return (Map<String, Object>) node;
    }

    static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
