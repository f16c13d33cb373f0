package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Model-based check: random sequences of every edit kind, with random nested values, applied both to the
 * document and to a plain Java model of its data. After every step an independent reader (snakeyaml-engine)
 * must read exactly the model back.
 */
class YamlDocumentRandomEditTest {

    private static final String[] WORDS = {"a", "b c", "yes", "1", "2024-01-05", ": x", "# y", "'q'", "\"dq\"",
        "line\nbreak", "目標 🎯", " lead", "-", "[x]", "{y}", "null", "~", "é,", "k: v", "ok"};

    static List<String> documents() {
        List<String> texts = new ArrayList<>();
        YamlTestFiles.NAMES.forEach(name -> texts.add(YamlTestFiles.read(name)));
        texts.add(YamlTestFiles.read("relationships.yaml").replace("\n", "\r\n"));
        texts.add("");
        return texts;
    }

    @ParameterizedTest
    @MethodSource("documents")
    void randomEditSequencesMatchTheModel(String text) {
        Random random = new Random(7 + text.length());
        YamlDocument document = YamlTestFiles.parse(text);
        Object model = loaded(text);
        for (int step = 0; step < 150; step++) {
            List<YamlPath> containers = containers(document);
            YamlPath target = containers.get(random.nextInt(containers.size()));
            Object container = navigate(model, target);
            Step done = container instanceof Map<?, ?> map
                    ? editMap(random, target, castMap(map), document)
                    : editList(random, target, castList(container), document);
            assertThat(loaded(done.result().text()))
                    .as("step %d: %s%n--- before:%n%s%n--- after:%n%s", step, done.description(), document.text(),
                            done.result().text())
                    .isEqualTo(model);
            document = done.result();
        }
    }

    /** One random edit: what it was, and the document it produced. */
    private record Step(String description, YamlDocument result) {
    }

    private Step editMap(Random random, YamlPath path, Map<Object, Object> map, YamlDocument document) {
        List<Object> keys = new ArrayList<>(map.keySet());
        int choice = random.nextInt(4);
        if (choice == 0 && !keys.isEmpty()) {
            Object key = keys.get(random.nextInt(keys.size()));
            map.remove(key);
            return new Step("removeEntry " + path + " " + key, document.removeEntry(path, (String) key));
        }
        if (choice == 1 && !keys.isEmpty()) {
            Object key = keys.get(random.nextInt(keys.size()));
            Object value = randomValue(random, 3);
            map.put(key, value);
            return new Step("replaceValue " + path.child(key) + " " + value, document.replaceValue(path.child(key), value));
        }
        String key = WORDS[random.nextInt(WORDS.length)] + (random.nextBoolean() ? "" : random.nextInt(9));
        if (choice == 2 && (map.get(key) instanceof Map<?, ?> || map.get(key) instanceof List<?>)) {
            choice = 3; // setScalar refuses to overwrite a collection
        }
        Object value = choice == 2 ? randomScalar(random) : randomValue(random, 3);
        map.put(key, value);
        return new Step((choice == 2 ? "setScalar " : "putEntry ") + path + " " + key + " = " + value, choice == 2 ? document.setScalar(path.child(key), value) : document.putEntry(path, key, value));
    }

    private Step editList(Random random, YamlPath path, List<Object> list, YamlDocument document) {
        int choice = random.nextInt(3);
        if (choice == 0 && !list.isEmpty()) {
            int index = random.nextInt(list.size());
            list.remove(index);
            return new Step("removeListItem " + path + " " + index, document.removeListItem(path, index));
        }
        if (choice == 1 && !list.isEmpty()) {
            int index = random.nextInt(list.size());
            Object value = randomValue(random, 3);
            list.set(index, value);
            return new Step("replaceValue " + path.child(index) + " " + value, document.replaceValue(path.child(index), value));
        }
        Object value = randomValue(random, 3);
        list.add(value);
        return new Step("appendListItem " + path + " " + value, document.appendListItem(path, value));
    }

    private static Object randomValue(Random random, int depth) {
        int kind = depth == 0 ? 0 : random.nextInt(5);
        if (kind == 3) {
            List<Object> list = new ArrayList<>();
            int size = random.nextInt(3);
            for (int i = 0; i < size; i++) {
                list.add(randomValue(random, depth - 1));
            }
            return list;
        }
        if (kind == 4) {
            Map<Object, Object> map = new LinkedHashMap<>();
            int size = random.nextInt(3);
            for (int i = 0; i < size; i++) {
                map.put(WORDS[random.nextInt(WORDS.length)], randomValue(random, depth - 1));
            }
            return map;
        }
        return randomScalar(random);
    }

    private static Object randomScalar(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> random.nextInt(1000);
            case 1 -> random.nextBoolean();
            case 2 -> null;
            default -> WORDS[random.nextInt(WORDS.length)];
        };
    }

    /** Paths of every mapping and list in the document, the root included (an empty document is a mapping). */
    private static List<YamlPath> containers(YamlDocument document) {
        List<YamlPath> paths = new ArrayList<>();
        if (document.root().isEmpty() || document.root().get() instanceof YamlNode.Scalar) {
            paths.add(YamlPath.root());
        }
        document.root().ifPresent(root -> collect(root, YamlPath.root(), paths));
        return paths;
    }

    private static void collect(YamlNode node, YamlPath path, List<YamlPath> paths) {
        if (node instanceof YamlNode.Mapping mapping) {
            paths.add(path);
            mapping.entries().forEach(e -> collect(e.value(), path.child(((YamlNode.Scalar) e.key()).value()), paths));
        } else if (node instanceof YamlNode.Sequence sequence) {
            paths.add(path);
            for (int i = 0; i < sequence.items().size(); i++) {
                collect(sequence.items().get(i), path.child(i), paths);
            }
        }
    }

    /** The data an independent reader sees; an empty document reads as an empty mapping, as for Steward. */
    private static Object loaded(String text) {
        Object value = YamlTestFiles.load(text);
        return value == null ? new LinkedHashMap<>() : value;
    }

    private static Object navigate(Object model, YamlPath path) {
        Object node = model;
        for (Object segment : path.segments()) {
            node = segment instanceof Integer i ? castList(node).get(i) : castMap(node).get(segment);
        }
        return node;
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> castMap(Object node) {
        return (Map<Object, Object>) node;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> castList(Object node) {
        return (List<Object>) node;
    }
}
