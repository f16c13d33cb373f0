package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class JsonReplyTest {
    private static final JsonShape STRINGS = JsonShape.listOf(JsonShape.text());
    private static final JsonShape TABLE = JsonShape.object()
            .required("description", JsonShape.text())
            .optional("synonyms", STRINGS)
            .required("columns", JsonShape.mapOf(JsonShape.object()
                    .required("description", JsonShape.text()).optional("synonyms", STRINGS)));
    private final JsonReply reader = new JsonReply();

    @Test
    void fencedJsonParsesWithOrWithoutALanguageTag() {
        String inner = "{\"description\": \"One row per order.\", \"columns\": {}}";

        for (String reply : new String[] {"```json\n" + inner + "\n```", "```\n" + inner + "\n```",
                "  ```JSON " + inner + "```  ", inner}) {
            JsonNode node = reader.parse(reply, TABLE);
            assertThat(node.path("description").asText()).as(reply).isEqualTo("One row per order.");
        }
    }

    @Test
    void stripFencesLeavesUnfencedAndHalfFencedTextAlone() {
        assertThat(reader.stripFences("  {\"a\":1}\n")).isEqualTo("{\"a\":1}");
        assertThat(reader.stripFences("```json\n{\"a\":1}")).isEqualTo("```json\n{\"a\":1}");
    }

    @Test
    void invalidJsonNamesWhatIsWrongAndWhere() {
        assertThatThrownBy(() -> reader.parse("{\"description\": \"x\",\n  columns: {}}", TABLE))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageStartingWith("The model's reply is not valid JSON: ")
                .satisfies(e -> assertThat(((LlmBadOutputException) e).problem())
                        .contains("double-quote to start field name").contains("line 2, column 3"));
    }

    @Test
    void textAfterTheJsonIsAnErrorNotSilentlyDropped() {
        assertThatThrownBy(() -> reader.parse("{\"description\": \"x\", \"columns\": {}} Hope this helps!", TABLE))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageContaining("not valid JSON");
    }

    @Test
    void emptyReplyIsBadOutput() {
        assertThatThrownBy(() -> reader.parse("```json\n```", TABLE))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessage("The model's reply was empty.");
    }

    @Test
    void shapeProblemsListEveryPathAndWhatWasExpected() {
        String reply = "{\"synonyms\": \"orders\", \"columns\": {\"id\": {\"description\": 7},"
                + " \"region\": {\"synonyms\": [\"area\", 3]}}}";

        assertThatThrownBy(() -> reader.parse(reply, TABLE))
                .isInstanceOf(LlmBadOutputException.class)
                .satisfies(e -> assertThat(((LlmBadOutputException) e).problem()).isEqualTo(
                        "$: missing key \"description\" (a string); "
                                + "$.synonyms: expected a list of strings, got a string; "
                                + "$.columns.id.description: expected a string, got a number; "
                                + "$.columns.region: missing key \"description\" (a string); "
                                + "$.columns.region.synonyms[1]: expected a string, got a number"));
    }

    @Test
    void optionalKeysMayBeNullOrMissingAndExtraKeysAreAllowed() {
        JsonNode node = reader.parse("{\"description\": \"d\", \"synonyms\": null, \"columns\": {},"
                + " \"confidence\": 0.9}", TABLE);

        assertThat(node.path("confidence").asDouble()).isEqualTo(0.9);
    }

    @Test
    void aListIsRefusedWhereAnObjectIsExpectedAndTheOtherWayRound() {
        assertThatThrownBy(() -> reader.parse("[1, 2]", TABLE))
                .hasMessageContaining("$: expected an object, got a list");
        assertThatThrownBy(() -> reader.parse("{\"question\": \"q\"}", JsonShape.listOf(JsonShape.object()
                .required("question", JsonShape.text()).required("sql", JsonShape.text()))))
                .hasMessageContaining("$: expected a list of objects, got an object");
    }
}
