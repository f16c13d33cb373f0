package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.RecordedChat;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The real LangChain4j Ollama client against the fake server: what is sent and what comes back. */
class OllamaLlmTest {
    private static final String MODEL = "qwen2.5-coder:7b";
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final Llm llm = new OllamaLlm(OllamaLlmConfig.defaults(ollama.endpoint(MODEL)));

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void plainCallReturnsTheReplyWithModelAndTokenCounts() {
        ollama.reply("One row per order placed in the web shop.");

        LlmReply reply = llm.chat(List.of(LlmTurn.user("What is a row of orders?")), ChatOptions.TEXT);

        assertThat(reply.text()).isEqualTo("One row per order placed in the web shop.");
        assertThat(reply.model()).isEqualTo(MODEL);
        assertThat(reply.promptTokens()).hasValue(6);
        assertThat(reply.replyTokens()).hasValue(9);
        assertThat(reply.cutOff()).isFalse();
        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(ollama.lastChat().model()).isEqualTo(MODEL);
        assertThat(ollama.lastChat().stream()).isFalse();
    }

    @Test
    void jsonModeSendsFormatJsonAndTextModeSendsNoFormat() {
        ollama.reply("{\"a\": 1}", "plain");

        llm.chat(List.of(LlmTurn.user("json please")), ChatOptions.JSON);
        llm.chat(List.of(LlmTurn.user("text please")), ChatOptions.TEXT);

        assertThat(ollama.chats().get(0).format()).isEqualTo("json");
        assertThat(ollama.chats().get(1).format()).isNull();
    }

    @Test
    void everyCallSendsTemperatureZeroTheFixedSeedAndTheContextSize() {
        ollama.reply("a", "b");

        llm.chat(List.of(LlmTurn.user("one")), ChatOptions.TEXT);
        llm.chat(List.of(LlmTurn.user("two")), ChatOptions.JSON);

        for (RecordedChat chat : ollama.chats()) {
            assertThat(chat.temperature()).isEqualTo(0.0);
            assertThat(chat.seed()).isEqualTo(OllamaLlmConfig.DEFAULT_SEED);
            assertThat(chat.options().path("num_ctx").asInt()).isEqualTo(8192);
            assertThat(chat.options().path("num_predict").asInt()).isEqualTo(4096);
        }
    }

    @Test
    void turnsArriveInOrderWithTheirRoles() {
        ollama.reply("SELECT 1");

        llm.chat(List.of(LlmTurn.system("You write DuckDB SQL."), LlmTurn.user("How many orders?"),
                LlmTurn.assistant("SELECT count(*) FROM orders"), LlmTurn.user("Only from 2024.")),
                ChatOptions.TEXT);

        assertThat(ollama.lastChat().messages()).containsExactly(
                new RecordedChat.Message("system", "You write DuckDB SQL."),
                new RecordedChat.Message("user", "How many orders?"),
                new RecordedChat.Message("assistant", "SELECT count(*) FROM orders"),
                new RecordedChat.Message("user", "Only from 2024."));
    }

    @Test
    void aCallCounterSeesEveryCallAndEveryFailure() {
        ollama.reply("first");
        LlmCallCounter counter = new LlmCallCounter();
        Llm counted = llm.observedBy(counter);

        counted.chat(List.of(LlmTurn.user("one")), ChatOptions.TEXT);
        try {
            counted.chat(List.of(LlmTurn.user("two")), ChatOptions.TEXT);
        } catch (LlmServerException expected) {
            // the queue is empty, so the fake answers 500
        }

        assertThat(counter.calls()).isEqualTo(2);
        assertThat(counter.replies()).isEqualTo(1);
        assertThat(counter.failures()).isEqualTo(1);
        assertThat(counted.model()).isEqualTo(MODEL);
    }

    @Test
    void aReasoningModelsLeadingThinkBlockIsNotPartOfTheReply() {
        ollama.reply("<think>\nThe user wants JSON.\n</think>\n\n{\"a\": 1}", "No <think>here</think> at start");

        assertThat(llm.chat(List.of(LlmTurn.user("json")), ChatOptions.JSON).text()).isEqualTo("{\"a\": 1}");
        assertThat(llm.chat(List.of(LlmTurn.user("text")), ChatOptions.TEXT).text())
                .isEqualTo("No <think>here</think> at start");
    }

    @Test
    void aStreamingClientGetsTheSameReplyShapeLineByLine() throws Exception {
        ollama.reply("streamed answer");
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(ollama.baseUrl().resolve("/api/chat"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"model\":\"m\",\"stream\":true,"
                        + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}")).build();

        String body = client.send(request, HttpResponse.BodyHandlers.ofString()).body();

        List<String> lines = body.lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).contains("\"content\":\"streamed answer\"").contains("\"done\":false");
        assertThat(lines.get(1)).contains("\"done\":true").contains("\"done_reason\":\"stop\"")
                .contains("\"eval_count\"");
    }
}
