package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Each way Ollama can fail, through the real client, lands as the right typed error with a usable message. */
class OllamaLlmFaultsTest {
    private static final String MODEL = "qwen2.5-coder:7b";
    private static final List<LlmTurn> QUESTION = List.of(LlmTurn.user("Describe the orders table."));
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final OllamaLlmConfig config = OllamaLlmConfig.defaults(ollama.endpoint(MODEL));

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void nothingListeningIsUnreachableWithTheUrlAndHowToStartOllama() throws IOException {
        URI deadUrl = URI.create("http://127.0.0.1:" + freePort());
        Llm llm = new OllamaLlm(OllamaLlmConfig.defaults(new OllamaEndpoint(deadUrl, MODEL))
                .withConnectRetries(1, Duration.ofMillis(10)));

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmUnreachableException.class)
                .hasMessage("No Ollama answers at " + deadUrl + ".")
                .asInstanceOf(type(LlmUnreachableException.class))
                .extracting(e -> e.hint().orElseThrow()).asString().contains("ollama serve");
    }

    @Test
    void missingModelSaysWhichModelToPull() {
        ollama.enqueue(FakeReply.modelNotFound());
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmModelMissingException.class)
                .hasMessageContaining("model \"qwen2.5-coder:7b\" not found")
                .satisfies(e -> assertThat(((LlmException) e).hint()).hasValue("Run: ollama pull " + MODEL));
        assertThat(ollama.chatCount()).as("a 404 is not retried").isEqualTo(1);
    }

    @Test
    void serverErrorShowsOllamasErrorAndIsNotRetried() {
        ollama.enqueue(FakeReply.httpError(500, "llama runner process has terminated: out of memory"));
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmServerException.class)
                .hasMessageContaining("HTTP 500: llama runner process has terminated: out of memory");
        assertThat(ollama.chatCount()).isEqualTo(1);
    }

    @Test
    void aReplySlowerThanTheReadTimeoutTimesOutOnceWithoutRetry() {
        ollama.enqueue(FakeReply.text("too late").after(Duration.ofSeconds(2)));
        Llm llm = new OllamaLlm(config.withReadTimeout(Duration.ofMillis(300)));

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmTimeoutException.class)
                .hasMessage("The model " + MODEL + " did not answer within 300 ms.");
        assertThat(ollama.chatCount()).as("a timeout is not retried: that would double the wait").isEqualTo(1);
    }

    @Test
    void aPerCallTimeoutOverridesTheDefault() {
        ollama.enqueue(FakeReply.text("too late").after(Duration.ofSeconds(2)));
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT.withTimeout(Duration.ofMillis(300))))
                .isInstanceOf(LlmTimeoutException.class)
                .satisfies(e -> assertThat(((LlmTimeoutException) e).timeout()).isEqualTo(Duration.ofMillis(300)));
    }

    @Test
    void aTruncatedHttpBodyIsBadOutput() {
        ollama.enqueue(FakeReply.truncatedBody("{\"description\": \"One row per order.\"}"));
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.JSON))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageContaining("sent a reply Steward cannot read");
    }

    @Test
    void aDroppedConnectionIsUnreachableAndSaysSo() {
        ollama.enqueue(FakeReply.dropConnection());
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmUnreachableException.class)
                .hasMessageContaining("closed the connection before answering");
        assertThat(ollama.chatCount()).as("the request reached Ollama, so it is not sent again").isEqualTo(1);
    }

    @Test
    void emptyReplyIsBadOutput() {
        ollama.reply("  \n");
        Llm llm = new OllamaLlm(config);

        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessage("The model " + MODEL + " returned an empty reply.");
    }

    @Test
    void aHugeReplyPassesWholeUnderTheLimitAndIsRefusedOverIt() {
        ollama.enqueue(FakeReply.huge(300_000), FakeReply.huge(300_000));
        Llm generous = new OllamaLlm(config);
        Llm strict = new OllamaLlm(config.withMaxReplyChars(100_000));

        assertThat(generous.chat(QUESTION, ChatOptions.TEXT).text()).hasSize(300_000);
        assertThatThrownBy(() -> strict.chat(QUESTION, ChatOptions.TEXT))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageContaining("300000 characters, more than the limit of 100000");
    }

    @Test
    void aReplyCutOffAtTheTokenLimitIsMarkedAndRefusedInJsonMode() {
        ollama.enqueue(FakeReply.cutOff("The table holds"), FakeReply.cutOff("{\"description\": \"The"));
        Llm llm = new OllamaLlm(config);

        assertThat(llm.chat(QUESTION, ChatOptions.TEXT).cutOff()).isTrue();
        assertThatThrownBy(() -> llm.chat(QUESTION, ChatOptions.JSON))
                .isInstanceOf(LlmBadOutputException.class)
                .hasMessageContaining("its JSON reply is incomplete");
    }

    @Test
    void interruptingTheCallingThreadCancelsTheCall() throws Exception {
        ollama.enqueue(FakeReply.text("never needed").after(Duration.ofSeconds(30)));
        Llm llm = new OllamaLlm(config);
        AtomicReference<Thread> worker = new AtomicReference<>();
        CompletableFuture<Boolean> interruptFlagAfterwards = new CompletableFuture<>();
        CompletableFuture<LlmReply> call = CompletableFuture.supplyAsync(() -> {
            worker.set(Thread.currentThread());
            try {
                return llm.chat(QUESTION, ChatOptions.TEXT);
            } finally {
                interruptFlagAfterwards.complete(Thread.currentThread().isInterrupted());
            }
        });
        for (int wait = 0; ollama.chatCount() == 0 && wait < 1000; wait++) {
            Thread.sleep(10);
        }
        assertThat(ollama.chatCount()).as("the request reached the server").isEqualTo(1);

        worker.get().interrupt();

        assertThatThrownBy(() -> call.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(LlmCancelledException.class);
        assertThat(interruptFlagAfterwards.get()).as("the job's loop still sees the interrupt").isTrue();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
