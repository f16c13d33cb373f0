package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.testing.llm.RecordedChat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The JSON retry loop against the real client and the fake server: call counts and what each retry says. */
class JsonRetryTest {
    private static final String PROMPT = "Describe the table orders as JSON.";
    private static final List<LlmTurn> TURNS = List.of(LlmTurn.system("You document tables."),
            LlmTurn.user(PROMPT));
    private static final JsonShape SHAPE = JsonShape.object().required("description", JsonShape.text());
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final OllamaLlmConfig config = OllamaLlmConfig.defaults(ollama.endpoint("qwen2.5-coder:7b"));
    private final JsonRetry retry = new JsonRetry(new OllamaLlm(config), new PromptTemplates());
    private final List<String> progress = new ArrayList<>();

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void aModelThatKeepsFailingGetsExactlyThreeCallsThenAClearError() {
        ollama.reply("not json", "still not json", "{\"description\": ");

        assertThatThrownBy(() -> retry.ask(TURNS, SHAPE, this::record))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageStartingWith("The model qwen2.5-coder:7b did not return usable JSON after 2 retries: ")
                .hasMessageContaining("end-of-input")
                .satisfies(e -> assertThat(((LlmBadOutputException) e).reply()).hasValue("{\"description\": "));
        assertThat(ollama.chatCount()).isEqualTo(3);
        assertThat(progress).hasSize(2).allSatisfy(line -> assertThat(line).contains("Unrecognized token"));
        assertThat(progress.get(0)).startsWith("retry 1/2");
        assertThat(progress.get(1)).startsWith("retry 2/2");
    }

    @Test
    void stopsAtTheFirstValidReply() {
        ollama.reply("```json\n{\"description\": 5}\n```", "```json\n{\"description\": \"One row per order.\"}\n```",
                "{\"description\": \"never asked for\"}");

        JsonNode node = retry.ask(TURNS, SHAPE, this::record);

        assertThat(node.path("description").asText()).isEqualTo("One row per order.");
        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(progress).containsExactly("retry 1/2: $.description: expected a string, got a number");
    }

    @Test
    void theRetryAppendsTheParseErrorToTheOriginalPromptAndKeepsJsonMode() {
        ollama.reply("{description: 'x'}", "{\"description\": \"x\"}");

        retry.ask(TURNS, SHAPE, JsonRetry.RetryListener.none());

        RecordedChat first = ollama.chats().get(0);
        RecordedChat second = ollama.chats().get(1);
        assertThat(first.lastUserText()).isEqualTo(PROMPT);
        assertThat(second.messages().get(0)).isEqualTo(first.messages().get(0));
        assertThat(second.lastUserText()).startsWith(PROMPT + "\n\nYour previous response was invalid JSON (")
                .contains("double-quote to start field name").contains("line 1, column 2")
                .endsWith("). Return ONLY valid JSON, nothing else.");
        assertThat(ollama.chats()).allSatisfy(chat -> assertThat(chat.format()).isEqualTo("json"));
    }

    @Test
    void anEmptyReplyIsRetriedLikeInvalidJson() {
        ollama.reply(" ", "{\"description\": \"x\"}");

        retry.ask(TURNS, SHAPE, this::record);

        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(ollama.lastChat().lastUserText()).contains("(the reply was empty)");
    }

    @Test
    void aTimeoutIsNotRetried() {
        ollama.enqueue(FakeReply.text("{}").after(Duration.ofSeconds(2)));
        JsonRetry impatient = new JsonRetry(new OllamaLlm(config.withReadTimeout(Duration.ofMillis(300))),
                new PromptTemplates());

        assertThatThrownBy(() -> impatient.ask(TURNS, SHAPE, this::record)).isInstanceOf(LlmTimeoutException.class);
        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(progress).isEmpty();
    }

    @Test
    void constrainedOutputSendsTheShapeAsOllamasJsonSchema() throws Exception {
        ollama.reply("{\"description\": \"x\", \"tags\": [\"a\"], \"columns\": {}}");
        JsonShape shape = JsonShape.object().required("description", JsonShape.text())
                .optional("tags", JsonShape.listOf(JsonShape.text()))
                .required("columns", JsonShape.mapOf(JsonShape.text()));

        retry.constrainingOutput().ask(TURNS, shape, this::record);

        JsonNode format = new com.fasterxml.jackson.databind.ObjectMapper().readTree(ollama.lastChat().format());
        assertThat(format.path("type").asText()).isEqualTo("object");
        assertThat(format.path("properties").path("description").path("type").asText()).isEqualTo("string");
        assertThat(format.path("properties").path("tags").path("items").path("type").asText()).isEqualTo("string");
        assertThat(format.path("properties").path("columns").path("type").asText()).isEqualTo("object");
        assertThat(format.path("required")).extracting(JsonNode::asText).containsExactly("description", "columns");
    }

    @Test
    void aShapeWithAnythingInItFallsBackToPlainJsonMode() {
        ollama.reply("{\"value\": 3}");

        retry.constrainingOutput().ask(TURNS, JsonShape.object().required("value", JsonShape.anything()),
                this::record);

        assertThat(ollama.lastChat().format()).isEqualTo("json");
    }

    @Test
    void zeroRetriesMeansOneCall() {
        ollama.reply("nope", "{\"description\": \"x\"}");
        JsonRetry once = new JsonRetry(new OllamaLlm(config),
                new PromptTemplates().get(PromptTemplates.JSON_RETRY), 0);

        assertThatThrownBy(() -> once.ask(TURNS, SHAPE, this::record))
                .hasMessageContaining("after 0 retries");
        assertThat(ollama.chatCount()).isEqualTo(1);
    }

    private void record(int retryNumber, int maxRetries, String problem) {
        progress.add("retry " + retryNumber + "/" + maxRetries + ": " + problem);
    }
}
