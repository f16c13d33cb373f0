package dev.steward.store;

import static dev.steward.store.YamlTestFiles.load;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class YamlScalarWriterTest {

    private final YamlScalarWriter writer = new YamlScalarWriter("\n");

    private String block(String value) {
        return writer.write(value, YamlNode.ScalarStyle.PLAIN, false, 2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"yes", "No", "on", "OFF", "y", "n", "true", "False", "null", "Null", "~", "1", "1.5",
        "-1", "+1", ".5", ".inf", "-.inf", ".NaN", "0x1F", "0o17", "1_000", "1e3", "2024-01-05",
        "2024-01-05 10:00:00", "12:30", "", " lead", "trail ", ": x", "# x", "a: b", "a #b", "- a", "-", "? a",
        "[a", "]", "{a", "}", ",a", "*a", "&a", "!a", "|", ">", "'a", "\"a", "%a", "@a", "`a", "---", "...",
        "<<", "=", "a\nb", "tab\there", "bell\u0007", "nbsp\u00a0", "line\u2028sep", "bom\ufeff", "x:"})
    void stringsThatWouldReadBackAsSomethingElseAreQuoted(String value) {
        String written = block(value);
        assertThat(written).startsWith("\"");
        assertThat(load("k: " + written)).isEqualTo(Map.of("k", value));
    }

    @ParameterizedTest
    @ValueSource(strings = {"orders", "hello world", "a#b", "a:b", "Zielwerte — 目標 🎯", "C++", "e-mail",
        "snake_case", "Percent of the target (0-100).", "rep's name", "a \"quoted\" word", "Q1-2024"})
    void ordinaryStringsStayPlain(String value) {
        assertThat(block(value)).isEqualTo(value);
        assertThat(load("k: " + value)).isEqualTo(Map.of("k", value));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a, b", "a:b", "[x]", "{x}", "x]"})
    void flowIndicatorsAreQuotedInFlowContext(String value) {
        String written = writer.write(value, YamlNode.ScalarStyle.PLAIN, true, 0);
        assertThat(written).startsWith("\"");
        assertThat(load("k: [" + written + "]")).isEqualTo(Map.of("k", List.of(value)));
    }

    @Test
    void unicodeIsKeptAndControlCharactersAreEscaped() {
        assertThat(block("é 目標 🎯\n")).isEqualTo("\"é 目標 🎯\\n\"");
        assertThat(block("nul\u0000 esc\u001b del\u007f")).isEqualTo("\"nul\\0 esc\\e del\\x7F\"");
        assertThat(block("back\\slash \"q\"\t")).isEqualTo("\"back\\\\slash \\\"q\\\"\\t\"");
        assertThat(load("k: " + block("nul\u0000 esc\u001b del\u007f \ud83c\udfaf")))
                .isEqualTo(Map.of("k", "nul\u0000 esc\u001b del\u007f \ud83c\udfaf"));
    }

    @Test
    void numbersBooleansNullAndDates() {
        assertThat(writer.write(42, YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo("42");
        assertThat(writer.write(0.25, YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo("0.25");
        assertThat(writer.write(Double.NaN, YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo(".nan");
        assertThat(writer.write(Double.NEGATIVE_INFINITY, YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo("-.inf");
        assertThat(writer.write(new BigDecimal("125.50"), YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo("125.50");
        assertThat(writer.write(true, YamlNode.ScalarStyle.DOUBLE_QUOTED, false, 0)).isEqualTo("true");
        assertThat(writer.write(null, YamlNode.ScalarStyle.PLAIN, false, 0)).isEqualTo("null");
        assertThat(writer.write(LocalDate.of(2024, 1, 5), YamlNode.ScalarStyle.PLAIN, false, 0))
                .isEqualTo("2024-01-05");
    }

    @Test
    void preferredStylesAreKeptWhenTheValueAllows() {
        assertThat(writer.write("it's", YamlNode.ScalarStyle.SINGLE_QUOTED, false, 2)).isEqualTo("'it''s'");
        assertThat(writer.write("a\nb", YamlNode.ScalarStyle.SINGLE_QUOTED, false, 2)).isEqualTo("\"a\\nb\"");
        assertThat(writer.write("plain", YamlNode.ScalarStyle.DOUBLE_QUOTED, false, 2)).isEqualTo("\"plain\"");
        assertThat(writer.write("short text", YamlNode.ScalarStyle.FOLDED, false, 4)).isEqualTo(">-\n    short text");
        assertThat(writer.write(" leading", YamlNode.ScalarStyle.FOLDED, false, 4)).isEqualTo("\" leading\"");
        assertThat(writer.write("a\n  b", YamlNode.ScalarStyle.LITERAL, false, 2)).isEqualTo("|-\n  a\n    b");
        assertThat(writer.write("ends\n", YamlNode.ScalarStyle.LITERAL, false, 2)).isEqualTo("\"ends\\n\"");
        assertThat(writer.write("short text", YamlNode.ScalarStyle.FOLDED, true, 4)).isEqualTo("short text");
    }

    @Test
    void foldedTextIsWrappedNearEightyColumnsAndReadsBackUnchanged() {
        String text = "word ".repeat(40) + "end";
        String written = writer.write(text, YamlNode.ScalarStyle.FOLDED, false, 4);
        assertThat(written.lines().skip(1)).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        assertThat(written.lines().count()).isGreaterThan(2);
        assertThat(load("k: " + written + "\n")).isEqualTo(Map.of("k", text));
    }
}
