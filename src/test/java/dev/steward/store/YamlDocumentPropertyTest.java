package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every scalar value in every test file: replacing it with a random string (quotes, colons, hashes,
 * line breaks, unicode, YAML look-alikes) reads back as exactly that string — through our tree and through
 * plain snakeyaml-engine — and leaves every other scalar's value unchanged.
 */
class YamlDocumentPropertyTest {

    private static final String[] PIECES = {"a", "b", "Z", "7", " ", " ", ":", ": ", "#", " #", "\"", "'", "\n",
        "\n\n", "\t", "-", "- ", "?", "[", "]", "{", "}", ",", "!", "&", "*", "|", ">", "%", "@", "`", "\\", "é",
        "目標", "🎯", "\u2028", "\r", "yes", "null", "1", "2024-01-05", "~", "---", "...", "word", "longer words"};

    static Stream<String> documents() {
        List<String> texts = new ArrayList<>();
        for (String name : YamlTestFiles.NAMES) {
            String text = YamlTestFiles.read(name);
            texts.add(text);
            texts.add(text.replace("\n", "\r\n"));
        }
        texts.add(YamlTestFiles.read("handwritten-flow.yaml").stripTrailing());
        return texts.stream();
    }

    @ParameterizedTest
    @MethodSource("documents")
    void everyScalarTakesAnyStringAndNothingElseMoves(String text) {
        Random random = new Random(text.length());
        YamlDocument document = YamlTestFiles.parse(text);
        Map<YamlPath, String> before = scalarValues(document);
        assertThat(before).hasSizeGreaterThan(5);
        for (YamlPath path : before.keySet()) {
            for (int round = 0; round < 2; round++) {
                String value = randomString(random);
                YamlDocument edited = document.setScalar(path, value);

                Map<YamlPath, String> expected = new LinkedHashMap<>(before);
                expected.put(path, value);
                assertThat(scalarValues(edited)) // edited was re-parsed from its text
                        .as("after setting %s to %s:%n%s", path, value, edited.text()).isEqualTo(expected);
                assertThat(loadedString(edited.text(), path)).as("snakeyaml reads %s", path).isEqualTo(value);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("documents")
    void longProseInFoldedAndLiteralScalarsRoundTrips(String text) {
        Random random = new Random(42);
        YamlDocument document = YamlTestFiles.parse(text);
        for (YamlPath path : scalarValues(document).keySet()) {
            String value = randomProse(random);
            assertThat(loadedString(document.setScalar(path, value).text(), path)).isEqualTo(value);
        }
    }

    private static String randomString(Random random) {
        StringBuilder out = new StringBuilder();
        int pieces = random.nextInt(8);
        for (int i = 0; i < pieces; i++) {
            out.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return out.toString();
    }

    private static String randomProse(Random random) {
        StringBuilder out = new StringBuilder("Text");
        int words = 1 + random.nextInt(40);
        for (int i = 0; i < words; i++) {
            out.append(random.nextInt(10) == 0 ? "\n" : " ").append("wörd").append(random.nextInt(1000));
        }
        return out.toString();
    }

    static Map<YamlPath, String> scalarValues(YamlDocument document) {
        Map<YamlPath, String> values = new LinkedHashMap<>();
        document.root().ifPresent(root -> collect(root, YamlPath.root(), values));
        return values;
    }

    private static void collect(YamlNode node, YamlPath path, Map<YamlPath, String> values) {
        if (node instanceof YamlNode.Scalar scalar) {
            values.put(path, scalar.value());
        } else if (node instanceof YamlNode.Mapping mapping) {
            for (YamlNode.Entry entry : mapping.entries()) {
                collect(entry.value(), path.child(((YamlNode.Scalar) entry.key()).value()), values);
            }
        } else if (node instanceof YamlNode.Sequence sequence) {
            for (int i = 0; i < sequence.items().size(); i++) {
                collect(sequence.items().get(i), path.child(i), values);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Object loadedString(String text, YamlPath path) {
        Object node = YamlTestFiles.load(text);
        for (Object segment : path.segments()) {
            node = segment instanceof Integer i ? ((List<Object>) node).get(i) : ((Map<Object, Object>) node).get(segment);
        }
        return node;
    }
}
