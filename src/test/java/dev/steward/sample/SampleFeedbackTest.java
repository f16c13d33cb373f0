package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Chat history, harvested candidates and failures tell one consistent story, as the app would have written it: the
 * shared files in openmedallion's shape, and Steward's extras (turn ids, answers, errors, sources) in its own files
 * under {@code steward/}.
 */
class SampleFeedbackTest {
    private static final List<String> TURN_KEYS = List.of("ts", "turn_id", "session_id", "question", "sql", "answer",
            "row_count", "columns", "response_generated", "accepted", "promoted");

    @Test
    void aliceHasRatedAndUnratedTurnsPromotedAndNotOverTwoSessions() throws Exception {
        List<JsonNode> turns = SampleFiles.jsonLines("chat_history/Alice_Chen.jsonl");
        Set<String> failedTurns = turnIds(SampleFiles.jsonLines("steward/chat_turns.jsonl"), x -> x.hasNonNull("error"));
        assertThat(turns).allSatisfy(t -> assertThat(fieldNames(t).subList(0, TURN_KEYS.size())).isEqualTo(TURN_KEYS));
        assertThat(turns.stream().map(t -> t.path("session_id").asText()).distinct()).hasSize(2);
        assertThat(turns).anyMatch(t -> t.path("accepted").isBoolean() && t.path("accepted").asBoolean())
                .anyMatch(t -> t.path("accepted").isBoolean() && !t.path("accepted").asBoolean())
                .anyMatch(t -> t.path("accepted").isNull())
                .anyMatch(t -> t.path("promoted").asBoolean()).anyMatch(t -> !t.path("promoted").asBoolean())
                .anyMatch(t -> !t.path("response_generated").asBoolean() && failedTurns.contains(t.path("turn_id").asText()));
        assertThat(turns).allSatisfy(t -> assertThat(t.path("ts").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"))
                .allSatisfy(t -> assertThat(t.path("turn_id").asText()).matches("[0-9a-f]{32}"));
    }

    @Test
    void everyPromotedRatedTurnIsInHarvestedOrFailuresAndNothingElseIs() throws Exception {
        List<JsonNode> turns = new ArrayList<>(SampleFiles.jsonLines("chat_history/Alice_Chen.jsonl"));
        turns.addAll(SampleFiles.jsonLines("chat_history/Marco_Rossi.jsonl"));
        Set<String> promotedUp = turnIds(turns, t -> t.path("promoted").asBoolean() && t.path("accepted").asBoolean(false));
        Set<String> promotedDown = turnIds(turns, t -> t.path("promoted").asBoolean()
                && t.path("accepted").isBoolean() && !t.path("accepted").asBoolean());
        List<JsonNode> harvested = SampleFiles.jsonLines("examples/harvested.jsonl");
        List<JsonNode> failures = SampleFiles.jsonLines("examples/failures.jsonl");
        List<JsonNode> feedback = SampleFiles.jsonLines("steward/feedback.jsonl");
        assertThat(turnIds(feedback, r -> r.path("file").asText().equals("harvested"))).isEqualTo(promotedUp);
        assertThat(turnIds(feedback, r -> r.path("file").asText().equals("failures"))).isEqualTo(promotedDown);
        assertThat(feedback).hasSize(harvested.size() + failures.size());
        assertThat(harvested.stream().map(r -> r.path("status").asText())).containsExactlyInAnyOrder("harvested", "candidate");
        assertThat(failures).allSatisfy(r -> assertThat(r.path("status").asText()).isEqualTo("failed"));
        assertThat(feedback).filteredOn(r -> r.path("file").asText().equals("failures"))
                .allSatisfy(r -> assertThat(r.hasNonNull("answer")).isTrue());
    }

    @Test
    void theHarvestedRowWasPromotedIntoTheExamplesAsUnverified() throws Exception {
        JsonNode harvested = SampleFiles.jsonLines("examples/harvested.jsonl").stream()
                .filter(r -> r.path("status").asText().equals("harvested")).findFirst().orElseThrow();
        Object source = sourceOf(harvested.path("question").asText());
        assertThat(SampleFiles.jsonLines("examples/synthetic.jsonl"))
                .filteredOn(e -> e.path("question").equals(harvested.path("question")))
                .singleElement().satisfies(e -> {
                    assertThat(e.path("sql")).isEqualTo(harvested.path("sql"));
                    assertThat(e.path("verified").asBoolean()).isFalse();
                    assertThat(source).isEqualTo("harvested");
                });
    }

    /** The source Steward recorded for the example with this question, in steward/examples.yaml. */
    private static Object sourceOf(String question) throws Exception {
        Map<String, Object> records = SampleFiles.map(SampleFiles.yaml("steward/examples.yaml").get("examples"));
        return records.values().stream().map(SampleFiles::map).filter(r -> question.equals(r.get("question")))
                .map(r -> r.get("source")).findFirst().orElse(null);
    }

    private static Set<String> turnIds(List<JsonNode> rows, java.util.function.Predicate<JsonNode> filter) {
        return rows.stream().filter(filter).map(r -> r.path("turn_id").asText()).collect(Collectors.toSet());
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
