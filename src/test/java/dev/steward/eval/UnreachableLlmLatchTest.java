package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.LlmUnreachableException;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.LlmTurn;
import dev.steward.testing.llm.FakeOllamaServer;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnreachableLlmLatchTest {
    private static final List<LlmTurn> ASK = List.of(LlmTurn.user("SELECT?"));

    @Test
    void afterOllamaIsFoundUnreachableLaterQuestionsAreToldAtOnceWithTheSameReason() {
        UnreachableLlmLatch llm = new UnreachableLlmLatch(new OllamaLlm(OllamaLlmConfig.defaults(
                new OllamaEndpoint(URI.create("http://127.0.0.1:9"), "qwen2.5-coder:7b"))));
        Throwable first = catchThrown(llm);
        Throwable second = catchThrown(llm);
        assertThat(first).isInstanceOf(LlmUnreachableException.class);
        assertThat(second).isInstanceOf(LlmUnreachableException.class).hasMessage(first.getMessage())
                .hasCause(first);
    }

    @Test
    void aReachableServerIsAskedEveryTime() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("SELECT 1", "SELECT 2");
            UnreachableLlmLatch llm = new UnreachableLlmLatch(ollama.llm());
            assertThat(llm.chat(ASK, ChatOptions.TEXT).text()).isEqualTo("SELECT 1");
            assertThat(llm.chat(ASK, ChatOptions.TEXT).text()).isEqualTo("SELECT 2");
            assertThat(ollama.chatCount()).isEqualTo(2);
        }
    }

    private static Throwable catchThrown(UnreachableLlmLatch llm) {
        try {
            llm.chat(ASK, ChatOptions.TEXT);
            throw new AssertionError("expected the unreachable LLM to fail");
        } catch (RuntimeException e) {
            return e;
        }
    }
}
