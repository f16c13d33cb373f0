package dev.steward.llm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.TimeoutException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The translation table on the exception chains LangChain4j 1.11's JDK client produces (see JdkHttpClient and
 * ExceptionMapper): which failures count as "never connected" (the only ones retried) and what each becomes.
 */
class OllamaFailuresTest {
    private static final Duration READ = Duration.ofSeconds(120);
    private final OllamaFailures failures = new OllamaFailures(URI.create("http://127.0.0.1:11434"), "m:7b");

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    @Test
    void onlyConnectionFailuresCountAsNeverConnected() {
        assertThat(failures.neverConnected(new RuntimeException(new ConnectException("Connection refused"))))
                .isTrue();
        assertThat(failures.neverConnected(new TimeoutException(new HttpConnectTimeoutException("connect"))))
                .isTrue();
        assertThat(failures.neverConnected(new TimeoutException(new HttpTimeoutException("request timed out"))))
                .isFalse();
        assertThat(failures.neverConnected(new RuntimeException(new IOException("connection reset")))).isFalse();
        assertThat(failures.neverConnected(new ModelNotFoundException(new HttpException(404, "{}")))).isFalse();
    }

    @Test
    void aConnectTimeoutIsUnreachableNotASlowModel() {
        LlmException error = failures.translate(new TimeoutException(new HttpConnectTimeoutException("x")), READ);

        assertThat(error).isInstanceOf(LlmUnreachableException.class);
    }

    @Test
    void aReadTimeoutIsATimeoutWithTheDurationUsed() {
        LlmException error = failures.translate(new TimeoutException(new HttpTimeoutException("x")), READ);

        assertThat(error).isInstanceOf(LlmTimeoutException.class).hasMessageContaining("within 120 s");
    }

    @Test
    void httpStatusesMapByCodeAndShowOllamasErrorText() {
        LlmException missing = failures.translate(new ModelNotFoundException(
                new HttpException(404, "{\"error\":\"model \\\"m:7b\\\" not found, try pulling it first\"}")), READ);
        LlmException server = failures.translate(new HttpException(502, "<html>Bad Gateway</html>"), READ);

        assertThat(missing).isInstanceOf(LlmModelMissingException.class)
                .hasMessage("Ollama has no model 'm:7b' (model \"m:7b\" not found, try pulling it first).");
        assertThat(server).isInstanceOf(LlmServerException.class)
                .hasMessageContaining("HTTP 502: <html>Bad Gateway</html>");
    }

    @Test
    void anInterruptedCallIsCancelledAndKeepsTheInterruptFlag() {
        Thread.currentThread().interrupt();

        LlmException error = failures.translate(new RuntimeException(new InterruptedException()), READ);

        assertThat(error).isInstanceOf(LlmCancelledException.class);
        assertThat(Thread.currentThread().isInterrupted()).isTrue();
    }

    @Test
    void somethingUnforeseenStaysAnLlmExceptionNamingTheModelAndUrl() {
        LlmException error = failures.translate(new IllegalStateException("odd"), READ);

        assertThat(error.getClass()).isEqualTo(LlmException.class);
        assertThat(error).hasMessageContaining("m:7b at http://127.0.0.1:11434").hasMessageContaining("odd");
    }
}
