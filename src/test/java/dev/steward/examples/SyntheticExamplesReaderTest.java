package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_examples_schema.py cases, both JSON styles, exact positions, Steward's fields. */
class SyntheticExamplesReaderTest {
    @TempDir
    Path dir;

    private final SyntheticExamplesReader reader = new SyntheticExamplesReader();

    @Test
    void oldLinesAndBothJsonStylesRead() throws Exception {
        List<Example> examples = read("""
                {"question":"Q","sql":"SELECT 1","verified":false,"templated":false,"params":null}
                {"question": "How many orders?", "sql": "SELECT COUNT(*) AS n FROM orders", "verified": true}

                {"question": "Caf\\u00e9 \u2014 revenue?", "sql": "SELECT 2"}
                """);
        assertThat(examples).hasSize(3);
        assertThat(examples.get(0)).isEqualTo(Example.draft("Q", "SELECT 1"));
        assertThat(examples.get(1).verified()).isTrue();
        assertThat(examples.get(1).templated()).isFalse();
        assertThat(examples.get(1).params()).isNull();
        assertThat(examples.get(2).question()).isEqualTo("Café — revenue?");
    }

    @Test
    void missingFileHasNoExamples() {
        assertThat(reader.read(dir.resolve("synthetic.jsonl"))).isEmpty();
    }

    @Test
    void templatedWithVerifiedIsValidAndParamsAcceptBothForms() throws Exception {
        Example template = read("""
                {"question": "Revenue by region for a quarter?", "sql": "SELECT region FROM t WHERE quarter = {quarter} AND r = {region}", "verified": true, "templated": true, "params": {"quarter": "SQL string literal quarter code, e.g. '2024-Q2'", "region": {"description": "Sales region", "type": "enum", "values": ["EMEA", "APAC"], "example": "EMEA"}}, "verified_by": "alice", "verified_at": "2026-08-16T19:04:23Z", "source": "hand"}
                """).get(0);
        assertThat(template.templated()).isTrue();
        assertThat(template.params().keySet()).containsExactly("quarter", "region");
        assertThat(template.params().get("quarter"))
                .isEqualTo(SlotSpec.plain("SQL string literal quarter code, e.g. '2024-Q2'"));
        SlotSpec region = template.params().get("region");
        assertThat(region.type()).isEqualTo(SlotType.ENUM);
        assertThat(region.values()).containsExactly("EMEA", "APAC");
        assertThat(region.plainForm()).isFalse();
        assertThat(template.verifiedBy()).isEqualTo("alice");
        assertThat(template.source()).isEqualTo(ExampleSource.HAND);
    }

    @Test
    void paramsWithoutTemplatedAndEmptySqlAreAllowed() throws Exception {
        List<Example> examples = read("""
                {"question": "q", "sql": "SELECT 1", "params": {"x": "a thing"}}
                {"question": "What tables exist?", "sql": ""}
                """);
        assertThat(examples.get(0).params()).containsKey("x");
        assertThat(examples.get(1).sql()).isEmpty();
    }

    @Test
    void templatedWithoutVerifiedIsAnErrorMentioningTemplated() throws Exception {
        assertError("{\"question\":\"q\",\"sql\":\"SELECT 1\"}\n"
                        + "{\"question\":\"q\",\"sql\":\"SELECT {x}\",\"verified\":false,\"templated\":true}\n",
                2, 65, "'templated' of the example is true but 'verified' is not");
        assertError("{\"question\": \"q\", \"sql\": \"SELECT {x}\", \"templated\": true}\n", 1, 53, "templated");
    }

    @Test
    void unknownKeysAreRejectedWithPosition() throws Exception {
        assertError("{\"question\": \"q\", \"sql\": \"SELECT 1\", \"verifed\": true}\n", 1, 38,
                "unknown key 'verifed' in the example (allowed: question, sql, verified, templated, params,");
        assertError("{\"question\":\"q\",\"sql\":\"s\",\"params\":{\"x\":{\"desc\":\"d\"}}}\n", 1, 42,
                "unknown key 'desc' in slot 'x'");
    }

    @Test
    void missingRequiredKeysAndWrongTypesAreRejected() throws Exception {
        assertError("{\"sql\": \"SELECT 1\"}\n", 1, 1, "the example is missing the required key 'question'");
        assertError("{\"question\":\"q\",\"sql\":\"s\",\"verified\":\"yes\"}\n", 1, 38,
                "'verified' of the example must be true or false, not 'yes'");
        assertError("{\"question\":\"q\",\"sql\":\"s\",\"source\":\"robot\"}\n", 1, 36,
                "must be one of generated, harvested, chat, hand (found 'robot')");
        assertError("{\"question\":\"q\",\"sql\":\"s\",\"params\":{\"x\":[1]}}\n", 1, 41,
                "slot 'x' must be a description text or a slot object");
    }

    @Test
    void enumSlotsMayListSynonymsOfTheirValuesAndTheWriterKeepsThem() throws Exception {
        String slot = "{\"type\":\"enum\",\"values\":[\"closed_won\",\"closed_lost\"],"
                + "\"synonyms\":{\"closed_won\":[\"won\",\"wins\"]}}";
        SlotSpec spec = read("{\"question\":\"q\",\"sql\":\"SELECT {s}\",\"params\":{\"s\":" + slot + "}}\n")
                .get(0).params().get("s");
        assertThat(spec.synonyms()).containsExactly(java.util.Map.entry("closed_won", List.of("won", "wins")));
        ExampleRecord record = new ExampleRecord("q", null, null, null, java.util.Map.of("s", spec));
        assertThat(ExampleRecordYaml.read(ExampleRecordYaml.write(record), problem -> new dev.steward.error.StewardException(problem, "")).slots()
                .get("s").synonyms()).isEqualTo(spec.synonyms());

        assertError("{\"question\":\"q\",\"sql\":\"s\",\"params\":{\"s\":{\"values\":[\"a\"],"
                + "\"synonyms\":{\"b\":[\"bee\"]}}}}\n", 1, 69, "name 'b', which is not one of its values [a]");
    }

    @Test
    void malformedLineIsAnErrorWithItsLine() throws Exception {
        Path file = write("{\"question\":\"q\",\"sql\":\"s\"}\n{\"question\": \"broken\n");
        assertThatThrownBy(() -> reader.read(file)).isInstanceOfSatisfying(FileFormatException.class, e -> {
            assertThat(e.location().line()).isEqualTo(2);
            assertThat(e.getMessage()).startsWith(file + ":2:").contains("not valid JSON");
        });
    }

    @Test
    void parsesBytesAlreadyRead() {
        Path source = dir.resolve("synthetic.jsonl");
        byte[] bytes = "{\"question\":\"q\",\"sql\":\"SELECT 1\"}\n{\"question\":1}\n"
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> reader.parse(source, bytes))
                .hasMessageStartingWith(source + ":2:1: the example is missing the required key 'sql'");
    }

    private List<Example> read(String text) throws Exception {
        return reader.read(write(text));
    }

    private Path write(String text) throws Exception {
        Path file = dir.resolve("synthetic.jsonl");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    private void assertError(String text, int line, int column, String message) throws Exception {
        Path file = write(text);
        assertThatThrownBy(() -> reader.read(file)).isInstanceOf(FileFormatException.class)
                .hasMessageStartingWith(file + ":" + line + ":" + column + ": ")
                .hasMessageContaining(message);
    }
}
