package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.testing.llm.FakeOllamaServer;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The lead's probe against the fake server's {@code /api/tags}, which has Ollama's full model-list shape. */
class OllamaStatusProbeOnFakeServerTest {

    @Test
    void probeReadsTheFakesModelListAndSpotsAMissingModel() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start().models("qwen2.5-coder:7b", "llama3.2:latest")) {
            OllamaStatusProbe probe = new OllamaStatusProbe(Duration.ofSeconds(2));

            OllamaStatus present = probe.check(ollama.baseUrl(), "llama3.2");
            OllamaStatus missing = probe.check(ollama.baseUrl(), "mistral:7b");

            assertThat(present.usable()).isTrue();
            assertThat(present.models()).containsExactly("qwen2.5-coder:7b", "llama3.2:latest");
            assertThat(missing.reachable()).isTrue();
            assertThat(missing.modelAvailable()).isFalse();
            assertThat(missing.message()).endsWith("Run: ollama pull mistral:7b");
            assertThat(ollama.tagRequests()).isEqualTo(2);
            assertThat(ollama.chatCount()).isZero();
        }
    }
}
