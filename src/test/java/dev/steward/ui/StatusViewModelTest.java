package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.error.StewardException;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.ImmediateJobs;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class StatusViewModelTest {
    private static final String MODEL = "qwen2.5-coder:7b";

    @Test
    void aReachableOllamaWithTheModelIsReady() throws Exception {
        HttpServer ollama = fakeOllama("{\"models\":[{\"name\":\"qwen2.5-coder:7b\",\"model\":\"qwen2.5-coder:7b\"}]}");
        try {
            StatusViewModel status = statusFor("http://127.0.0.1:" + ollama.getAddress().getPort(), () -> null);
            status.checkLlm();
            assertThat(status.llmStateProperty().get()).isEqualTo(ServiceState.READY);
            assertThat(status.llmTextProperty().get()).isEqualTo("LLM: qwen2.5-coder:7b ready at 127.0.0.1:"
                    + ollama.getAddress().getPort() + " (settings)");
        } finally {
            ollama.stop(0);
        }
    }

    @Test
    void aMissingModelSaysToPullIt() throws Exception {
        HttpServer ollama = fakeOllama("{\"models\":[{\"name\":\"llama3.2:latest\"}]}");
        try {
            StatusViewModel status = statusFor("http://127.0.0.1:" + ollama.getAddress().getPort(), () -> null);
            status.checkLlm();
            assertThat(status.llmStateProperty().get()).isEqualTo(ServiceState.DEGRADED);
            assertThat(status.llmDetailProperty().get()).contains("ollama pull " + MODEL);
        } finally {
            ollama.stop(0);
        }
    }

    @Test
    void noOllamaIsReportedAsUnreachable() {
        StatusViewModel status = statusFor("http://127.0.0.1:9", () -> null);
        status.checkLlm();
        assertThat(status.llmStateProperty().get()).isEqualTo(ServiceState.FAILED);
        assertThat(status.llmTextProperty().get()).isEqualTo("LLM: Ollama unreachable at 127.0.0.1:9 (settings)");
    }

    @Test
    void ollamaHostIsTheEndpointProbedAndTheBarSaysSo() throws Exception {
        HttpServer ollama = fakeOllama("{\"models\":[{\"name\":\"qwen2.5-coder:7b\"}]}");
        try {
            String host = "127.0.0.1:" + ollama.getAddress().getPort();
            UserSettings settings = UserSettings.defaults().withLlm("http://127.0.0.1:9", MODEL);
            StatusViewModel status = new StatusViewModel(new ImmediateJobs(), new OllamaStatusProbe(
                    Duration.ofSeconds(2)), () -> null, () -> LlmInUse.resolve(Map.of("OLLAMA_HOST", host), settings));
            status.checkLlm();
            assertThat(status.llmStateProperty().get()).isEqualTo(ServiceState.READY);
            assertThat(status.llmTextProperty().get()).isEqualTo("LLM: " + MODEL + " ready at " + host
                    + " (OLLAMA_HOST)");
            assertThat(status.llmDetailProperty().get()).contains("http://" + host + " (from OLLAMA_HOST)")
                    .contains("overrides the URL in Settings");
        } finally {
            ollama.stop(0);
        }
    }

    @Test
    void theEmbeddingModelLoadsOnceAndAFailureIsShown() {
        AtomicInteger loads = new AtomicInteger();
        EmbeddingModel model = TestWorkspace.NO_EMBEDDINGS;
        StatusViewModel status = statusFor("http://127.0.0.1:9", () -> {
            loads.incrementAndGet();
            return model;
        });
        status.loadEmbeddings();
        status.loadEmbeddings();
        assertThat(status.embeddingStateProperty().get()).isEqualTo(ServiceState.READY);
        assertThat(status.embeddingModelProperty().get()).isSameAs(model);
        assertThat(loads).hasValue(1);

        StatusViewModel failing = statusFor("http://127.0.0.1:9", () -> {
            throw new StewardException("The embedding model could not be loaded.", null);
        });
        failing.loadEmbeddings();
        assertThat(failing.embeddingStateProperty().get()).isEqualTo(ServiceState.FAILED);
        assertThat(failing.embeddingTextProperty().get()).contains("could not be loaded");
    }

    private static StatusViewModel statusFor(String url, java.util.function.Supplier<EmbeddingModel> embeddings) {
        UserSettings settings = UserSettings.defaults().withLlm(url, MODEL);
        return new StatusViewModel(new ImmediateJobs(), new OllamaStatusProbe(Duration.ofSeconds(2)), embeddings,
                () -> LlmInUse.resolve(Map.of(), settings));
    }

    private static HttpServer fakeOllama(String tagsJson) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/tags", exchange -> {
            byte[] body = tagsJson.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }
}
