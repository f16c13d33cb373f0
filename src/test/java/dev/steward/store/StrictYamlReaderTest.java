package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The located YAML tree: core-schema scalars, positions, merge rules, and hostile input. */
class StrictYamlReaderTest {
    @TempDir
    Path dir;

    private final StrictYamlReader reader = new StrictYamlReader();

    @Test
    void plainScalarsResolveWithTheYaml12CoreSchema() {
        LocatedMap map = parse("""
                a: 12
                b: -0x1F
                c: 0o17
                d: 1.5e3
                e: .inf
                f: ~
                g: null
                h: true
                i: yes
                j: '12'
                k: 2024-01-05
                l: 123456789012345678901234567890
                m:
                """);
        assertThat(values(map)).containsExactly(12L, "-0x1F", 15L, 1500.0, Double.POSITIVE_INFINITY, null, null, true,
                "yes", "12", "2024-01-05", new BigInteger("123456789012345678901234567890"), null);
        assertThat(((LocatedScalar) map.get("j")).kindName()).isEqualTo("text");
    }

    @Test
    void locationsAreOneBasedAndSurviveCrlfAndByteOrderMarks() {
        LocatedMap map = parse("\uFEFFfirst: 1\r\nsecond:\r\n  nested: [x, y]\r\n");
        LocatedMap nested = (LocatedMap) map.get("second");
        assertThat(map.entry("second").orElseThrow().keyLocation().line()).isEqualTo(2);
        LocatedList list = (LocatedList) nested.get("nested");
        assertThat(list.items().get(1).location().line()).isEqualTo(3);
        assertThat(list.items().get(1).location().column()).isEqualTo(15);
    }

    @Test
    void deepMergeRecursesIntoMapsAndReplacesEverythingElse() {
        LocatedMap base = parse("t:\n  d: base\n  s: [a, b]\n  c: {x: {d: 1, s: [q]}, y: {d: 2}}\n  n: 5\n");
        LocatedMap overlay = parse("t:\n  s: [c]\n  c: {x: {s: [z]}}\n  n: null\n  new: added\n");
        LocatedMap t = (LocatedMap) base.deepMerge(overlay).get("t");
        assertThat(t.keys()).containsExactly("d", "s", "c", "n", "new");
        assertThat(LocatedFields.plainValue(t)).hasToString("{d=base, s=[c], c={x={d=1, s=[z]}, y={d=2}}, n=null, new=added}");
        assertThat(base.get("t")).isNotSameAs(t);
        assertThat(((LocatedMap) base.get("t")).keys()).containsExactly("d", "s", "c", "n");
    }

    @Test
    void nonScalarKeysAndSyntaxErrorsAreFileFormatErrors() {
        assertThatThrownBy(() -> parse("? [a, b]\n: 1\n")).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("x.yaml:1:3: a key must be plain text");
        assertThatThrownBy(() -> parse("a: 1\n  b: 2\n")).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("x.yaml:2:").hasMessageContaining("invalid YAML");
        assertThatThrownBy(() -> parse("a: 1\n---\nb: 2\n")).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("invalid YAML");
    }

    @Test
    void emptyMissingAndInvalidUtf8Files() throws Exception {
        assertThat(reader.read(dir.resolve("missing.yaml"))).isEmpty();
        assertThat(reader.parse("", dir.resolve("x.yaml"))).isEmpty();
        Path bad = dir.resolve("bad.yaml");
        Files.write(bad, new byte[] {'a', ':', ' ', (byte) 0xC3, (byte) 0x28});
        assertThatThrownBy(() -> reader.read(bad)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("bad.yaml: the file is not valid UTF-8 text");
    }

    private LocatedMap parse(String yaml) {
        return (LocatedMap) reader.parse(yaml, dir.resolve("x.yaml")).orElseThrow();
    }

    private static List<Object> values(LocatedMap map) {
        return map.entries().stream().map(e -> ((LocatedScalar) e.value()).value())
                .collect(java.util.ArrayList::new, List::add, List::addAll);
    }
}
