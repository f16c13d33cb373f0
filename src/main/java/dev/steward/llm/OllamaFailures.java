package dev.steward.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.Optional;

/**
 * Translates what LangChain4j's Ollama client throws into Steward's typed {@link LlmException}s. LangChain4j wraps
 * the JDK's exceptions in several layers (its own TimeoutException, HttpException, plain RuntimeException around
 * an IOException), so the translation looks at the whole cause chain rather than at the outer type.
 */
final class OllamaFailures {
    private static final int MAX_ERROR_TEXT = 300;
    private final URI baseUrl;
    private final String model;
    private final ObjectMapper json = new ObjectMapper();

    OllamaFailures(URI baseUrl, String model) {
        this.baseUrl = baseUrl;
        this.model = model;
    }

    /** True when the request never reached Ollama, so sending it again cannot do any work twice. */
    boolean neverConnected(Throwable failure) {
        return find(failure, ConnectException.class).isPresent()
                || find(failure, HttpConnectTimeoutException.class).isPresent();
    }

    LlmException translate(RuntimeException failure, Duration readTimeout) {
        if (Thread.currentThread().isInterrupted() || find(failure, InterruptedException.class).isPresent()
                || find(failure, ClosedByInterruptException.class).isPresent()) {
            Thread.currentThread().interrupt();
            return new LlmCancelledException(model, failure);
        }
        Optional<HttpException> http = find(failure, HttpException.class);
        if (http.isPresent()) {
            return fromHttpStatus(http.get());
        }
        if (neverConnected(failure) || find(failure, UnresolvedAddressException.class).isPresent()
                || find(failure, UnknownHostException.class).isPresent()
                || failure instanceof UnresolvedModelServerException) {
            return LlmUnreachableException.noAnswer(baseUrl, failure);
        }
        if (find(failure, HttpTimeoutException.class).isPresent()
                || failure instanceof dev.langchain4j.exception.TimeoutException) {
            return new LlmTimeoutException(model, readTimeout, failure);
        }
        return fromOtherFailure(failure);
    }

    private LlmException fromOtherFailure(RuntimeException failure) {
        Optional<JsonProcessingException> badJson = find(failure, JsonProcessingException.class);
        if (badJson.isPresent()) {
            String problem = "Ollama's answer is not the JSON reply it should send: "
                    + badJson.get().getOriginalMessage();
            return new LlmBadOutputException("Ollama at " + baseUrl + " sent a reply Steward cannot read ("
                    + problem + ").", problem, "Check that the LLM URL points at Ollama and that it is up to date.",
                    failure);
        }
        Optional<IOException> io = find(failure, IOException.class);
        if (io.isPresent() && !(io.get() instanceof InterruptedIOException)) {
            return LlmUnreachableException.dropped(baseUrl, io.get());
        }
        return new LlmException("The call to " + model + " at " + baseUrl + " failed: " + failure, null, failure);
    }

    private LlmException fromHttpStatus(HttpException http) {
        String error = errorText(http.getMessage());
        if (http.statusCode() == 404) {
            return new LlmModelMissingException(model, error, http);
        }
        return new LlmServerException(baseUrl.toString(), http.statusCode(), error, http);
    }

    /** Ollama's error bodies are {@code {"error": "..."}}; anything else is shown shortened. */
    private String errorText(String body) {
        if (body == null || body.isBlank()) {
            return "(empty body)";
        }
        try {
            JsonNode error = json.readTree(body).path("error");
            if (error.isTextual()) {
                return error.asText();
            }
        } catch (JsonProcessingException notJson) {
            // fall through: show the raw body
        }
        String text = body.strip();
        return text.length() <= MAX_ERROR_TEXT ? text : text.substring(0, MAX_ERROR_TEXT) + "…";
    }

    private static <T extends Throwable> Optional<T> find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return Optional.of(type.cast(t));
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return Optional.empty();
    }
}
