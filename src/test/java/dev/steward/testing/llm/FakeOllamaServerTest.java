package dev.steward.testing.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmServerException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fake's own contract, which every LLM-path test relies on: reply order, rules, and loud gaps. */
class FakeOllamaServerTest {

    @Test
    void queueFirstThenPromptRulesThenTheScript() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("queued")
                    .whenPromptContains("orders", FakeReply.text("about orders"))
                    .script(chat -> FakeReply.text("scripted #" + chat.number()));
            Llm llm = ollama.llm();

            assertThat(ask(llm, "orders")).isEqualTo("queued");
            assertThat(ask(llm, "orders")).isEqualTo("about orders");
            assertThat(ask(llm, "orders again")).isEqualTo("about orders");
            assertThat(ask(llm, "customers")).isEqualTo("scripted #4");
            assertThat(ollama.chats()).extracting(RecordedChat::lastUserText)
                    .containsExactly("orders", "orders", "orders again", "customers");
        }
    }

    @Test
    void anUnscriptedCallFailsLoudlyNamingTheCall() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            Llm llm = ollama.llm();

            assertThatThrownBy(() -> ask(llm, "anything"))
                    .isInstanceOf(LlmServerException.class)
                    .hasMessageContaining("FakeOllamaServer: no reply scripted for chat call #1");
        }
    }

    @Test
    void aClosedServerRefusesConnectionsAndClosingTwiceIsHarmless() {
        FakeOllamaServer ollama = FakeOllamaServer.start();
        Llm llm = ollama.llm();
        ollama.close();
        ollama.close();

        assertThatThrownBy(() -> ask(llm, "hello")).hasMessageStartingWith("No Ollama answers at");
    }

    @Test
    void theSafetyTimerClosesAForgottenServer() throws InterruptedException {
        FakeOllamaServer forgotten = FakeOllamaServer.start(Duration.ofMillis(200));
        Llm llm = forgotten.llm();
        for (int wait = 0; wait < 500 && isUp(llm); wait++) {
            Thread.sleep(20);
        }

        assertThatThrownBy(() -> ask(llm, "still there?")).hasMessageStartingWith("No Ollama answers at");
    }

    private static boolean isUp(Llm llm) {
        try {
            ask(llm, "ping");
            return true;
        } catch (LlmServerException unscriptedButUp) {
            return true;
        } catch (RuntimeException down) {
            return false;
        }
    }

    private static String ask(Llm llm, String prompt) {
        return llm.chat(List.of(LlmTurn.user(prompt)), ChatOptions.TEXT).text();
    }
}
