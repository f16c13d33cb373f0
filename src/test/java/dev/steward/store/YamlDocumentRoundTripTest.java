package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class YamlDocumentRoundTripTest {

    static java.util.List<String> files() {
        return YamlTestFiles.NAMES;
    }

    @ParameterizedTest
    @MethodSource("files")
    void parsingWithoutEditsKeepsEveryByte(String name) {
        String text = YamlTestFiles.read(name);
        assertThat(YamlTestFiles.parse(text).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @MethodSource("files")
    void crlfFilesKeepTheirLineEndings(String name) {
        String text = YamlTestFiles.read(name).replace("\n", "\r\n");
        assertThat(YamlTestFiles.parse(text).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @MethodSource("files")
    void filesWithoutFinalLineBreakStayThatWay(String name) {
        String text = YamlTestFiles.read(name).stripTrailing();
        assertThat(YamlTestFiles.parse(text).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "\n", "# only a comment\n", "---\n", "   \n\n# c"})
    void emptyDocumentsHaveNoRoot(String text) {
        YamlDocument document = YamlTestFiles.parse(text);
        assertThat(document.text()).isEqualTo(text);
        assertThat(document.has(YamlPath.of("tables"))).isFalse();
    }

    @ParameterizedTest
    @MethodSource("files")
    void nodeSpansCoverExactlyTheirScalarText(String name) {
        String text = YamlTestFiles.read(name);
        YamlDocument document = YamlTestFiles.parse(text);
        forEachScalar(document.root().orElseThrow(), scalar -> {
            String written = text.substring(scalar.start(), scalar.end());
            if (scalar.style() == YamlNode.ScalarStyle.PLAIN && !scalar.value().contains(" ")) {
                assertThat(written).isEqualTo(scalar.value());
            }
        });
    }

    static void forEachScalar(YamlNode node, java.util.function.Consumer<YamlNode.Scalar> action) {
        if (node instanceof YamlNode.Scalar scalar) {
            action.accept(scalar);
        } else if (node instanceof YamlNode.Mapping mapping) {
            mapping.entries().forEach(e -> {
                forEachScalar(e.key(), action);
                forEachScalar(e.value(), action);
            });
        } else if (node instanceof YamlNode.Sequence sequence) {
            sequence.items().forEach(item -> forEachScalar(item, action));
        }
    }
}
