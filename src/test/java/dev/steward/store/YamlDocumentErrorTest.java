package dev.steward.store;

import static dev.steward.store.YamlTestFiles.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.steward.error.FileFormatException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class YamlDocumentErrorTest {

    @Test
    void syntaxErrorNamesFileLineAndColumnAndSaysWhatToDo() {
        String text = "tables:\n  orders:\n    layer: silver\n    description: a: b\n";
        FileFormatException error = catchThrowableOfType(FileFormatException.class,
                () -> YamlDocument.parse(text, Path.of("project", "metadata.yaml")));

        assertThat(error.location().file()).isEqualTo(Path.of("project", "metadata.yaml"));
        assertThat(error.location().line()).isEqualTo(4);
        assertThat(error.location().column()).isEqualTo(19);
        assertThat(error.getMessage()).startsWith("project/metadata.yaml:4:19: ").contains("mapping values");
        assertThat(error.hint()).contains("Fix the YAML syntax at that position; Steward changed nothing.");
    }

    @Test
    void columnsCountCharactersNotUtf16Units() {
        FileFormatException error = catchThrowableOfType(FileFormatException.class,
                () -> parse("a: 🎯🎯\nb: [1, 2\n"));
        assertThat(error.location().line()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void unclosedFlowMappingIsASyntaxError() {
        FileFormatException error = catchThrowableOfType(FileFormatException.class,
                () -> parse("columns: {a: {description: \"x\"}\nnext: 1\n"));
        assertThat(error.location().line()).isPositive();
        assertThat(error.hint()).isPresent();
    }

    @Test
    void duplicateKeysAreReportedWhereTheSecondOneIs() {
        String text = "tables:\n  orders:\n    layer: silver\n  customers: {}\n  orders:\n    layer: gold\n";
        FileFormatException error = catchThrowableOfType(FileFormatException.class, () -> parse(text));

        assertThat(error.location().line()).isEqualTo(5);
        assertThat(error.location().column()).isEqualTo(3);
        assertThat(error.problem()).isEqualTo("duplicate key 'orders' (first defined on line 2)");
        assertThat(error.hint()).hasValueSatisfying(h -> assertThat(h).contains("'orders'"));
    }

    @Test
    void duplicateKeysInFlowMappingsToo() {
        FileFormatException error = catchThrowableOfType(FileFormatException.class,
                () -> parse("a: {x: 1, y: 2, x: 3}\n"));
        assertThat(error.location().line()).isEqualTo(1);
        assertThat(error.location().column()).isEqualTo(17);
    }

    @Test
    void billionLaughsFailsFastInsteadOfExpanding() {
        StringBuilder text = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (char c = 'b'; c <= 'j'; c++) {
            char p = (char) (c - 1);
            text.append(c).append(": &").append(c).append(" [");
            text.append(String.join(",", java.util.Collections.nCopies(9, "*" + p))).append("]\n");
        }
        FileFormatException error = catchThrowableOfType(FileFormatException.class, () -> parse(text.toString()));
        assertThat(error.problem()).contains("more than " + YamlTreeReader.MAX_ALIASES + " aliases");
        assertThat(error.location().line()).isBetween(2, 10);
    }

    @Test
    void aFewAliasesAreFineAndAreNotExpanded() {
        YamlDocument document = parse("base: &b {layer: silver}\norders: *b\n");
        assertThat(document.get(YamlPath.of("orders"))).containsInstanceOf(YamlNode.Alias.class);
    }

    @Test
    void deepNestingFailsWithAClearError() {
        String text = "a: " + "[".repeat(5000) + "]".repeat(5000) + "\n";
        FileFormatException error = catchThrowableOfType(FileFormatException.class, () -> parse(text));
        assertThat(error.problem()).contains("deeper than " + YamlTreeReader.MAX_DEPTH);
        assertThat(error.location().line()).isEqualTo(1);
    }

    @Test
    void severalDocumentsInOneFileAreRefused() {
        FileFormatException error = catchThrowableOfType(FileFormatException.class,
                () -> parse("a: 1\n---\nb: 2\n"));
        assertThat(error.location().line()).isEqualTo(2);
        assertThat(error.problem()).contains("more than one YAML document");
    }

    @Test
    void editsThatCannotApplyThrowAndLeaveTheDocumentAsItWas() {
        String text = "a: 1\nb: [x]\n";
        YamlDocument document = parse(text);
        assertThatThrownBy(() -> document.removeListItem(YamlPath.of("b"), 3))
                .isInstanceOf(IndexOutOfBoundsException.class).hasMessageContaining("no item 3 in b");
        assertThatThrownBy(() -> document.appendListItem(YamlPath.of("a"), "y"))
                .hasMessageContaining("a is not a list");
        assertThatThrownBy(() -> document.setScalar(YamlPath.of("b"), "y"))
                .hasMessageContaining("holds a collection");
        assertThatThrownBy(() -> document.setScalar(YamlPath.of("a", "c"), "y"))
                .hasMessageContaining("a is not a mapping");
        assertThatThrownBy(() -> document.replaceValue(YamlPath.of("z"), "y")).hasMessageContaining("no value at z");
        assertThatThrownBy(() -> document.putEntry(YamlPath.root(), "c", new Object()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(document.text()).isEqualTo(text);
    }

    @Test
    void errorsNameTheRealFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("relationships.yaml");
        java.nio.file.Files.writeString(file, "relationships:\n- from_table: a\n  join_on: [x,\n");
        assertThatThrownBy(() -> YamlDocument.parse(java.nio.file.Files.readString(file), file))
                .isInstanceOf(FileFormatException.class).hasMessageStartingWith(file + ":4:1: ");
    }
}
