package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OllamaStatusProbeTest {
    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void reportsModelsAndWhetherTheConfiguredOneIsThere() throws IOException {
        URI url = serveTags("{\"models\":[{\"name\":\"qwen2.5-coder:7b\",\"model\":\"qwen2.5-coder:7b\"},"
                + "{\"name\":\"llama3.2:latest\"}]}");
        OllamaStatusProbe probe = new OllamaStatusProbe(Duration.ofSeconds(2));

        OllamaStatus ok = probe.check(url, "qwen2.5-coder:7b");
        OllamaStatus latestTag = probe.check(url, "llama3.2");
        OllamaStatus missing = probe.check(url, "mistral");

        assertThat(ok.usable()).isTrue();
        assertThat(ok.models()).containsExactly("qwen2.5-coder:7b", "llama3.2:latest");
        assertThat(latestTag.modelAvailable()).isTrue();
        assertThat(missing.reachable()).isTrue();
        assertThat(missing.usable()).isFalse();
        assertThat(missing.message()).contains("ollama pull mistral");
    }

    @Test
    void nothingListeningSaysWhatToStart() throws IOException {
        int freePort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            freePort = socket.getLocalPort();
        }
        OllamaStatus status = new OllamaStatusProbe(Duration.ofSeconds(2))
                .check(URI.create("http://127.0.0.1:" + freePort), "qwen2.5-coder:7b");

        assertThat(status.reachable()).isFalse();
        assertThat(status.message()).contains("ollama serve");
    }

    @Test
    void endpointPrecedenceIsFlagThenOllamaHostThenSettings() {
        Map<String, String> env = Map.of("OLLAMA_HOST", "0.0.0.0:11500");

        assertThat(OllamaEndpoint.resolve("http://flag:1/", null, env, "http://s:2", "m").baseUrl())
                .isEqualTo(URI.create("http://flag:1"));
        assertThat(OllamaEndpoint.resolve(null, null, env, "http://s:2", "m").baseUrl())
                .isEqualTo(URI.create("http://127.0.0.1:11500"));
        assertThat(OllamaEndpoint.resolve(null, "x", Map.of(), "http://s:2", "m"))
                .isEqualTo(new OllamaEndpoint(URI.create("http://s:2"), "x"));
        assertThat(OllamaEndpoint.hostToUrl("gpu-box")).isEqualTo("http://gpu-box:11434");
        assertThat(OllamaEndpoint.hostToUrl("https://gpu-box:443")).isEqualTo("https://gpu-box:443");
    }

    private URI serveTags(String body) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/tags", exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }
}
