package dev.steward.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Asks Ollama's {@code /api/tags} which models it has. Never throws: every outcome is an {@link OllamaStatus}
 * whose message tells the user what to start or pull.
 */
public final class OllamaStatusProbe {
    private final Duration timeout;
    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();

    public OllamaStatusProbe(Duration timeout) {
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
    }

    public OllamaStatus check(URI baseUrl, String model) {
        long start = System.nanoTime();
        try {
            HttpRequest request = HttpRequest.newBuilder(baseUrl.resolve("/api/tags")).timeout(timeout).GET().build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            Duration latency = Duration.ofNanos(System.nanoTime() - start);
            if (response.statusCode() != 200) {
                return down("Ollama at " + baseUrl + " answered HTTP " + response.statusCode()
                        + " to /api/tags. Check that it is Ollama listening there.", latency);
            }
            return withModels(baseUrl, model, modelNames(response.body()), latency);
        } catch (HttpTimeoutException e) {
            return down("Ollama at " + baseUrl + " did not answer within " + timeout.toMillis()
                    + " ms. Check that `ollama serve` is running and not busy.", elapsed(start));
        } catch (IOException | IllegalArgumentException e) {
            return down("No Ollama answers at " + baseUrl + ". Start it with `ollama serve` (and `ollama pull "
                    + model + "` once), or set the LLM URL in settings or OLLAMA_HOST.", elapsed(start));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return down("The check of Ollama at " + baseUrl + " was interrupted.", elapsed(start));
        }
    }

    private OllamaStatus withModels(URI baseUrl, String model, List<String> models, Duration latency) {
        boolean available = models.stream().anyMatch(name -> sameModel(name, model));
        String message = available ? "Ollama at " + baseUrl + " has " + model + "."
                : "Ollama at " + baseUrl + " is running but has no model '" + model + "'. Run: ollama pull " + model;
        return new OllamaStatus(true, models, available, message, latency);
    }

    private List<String> modelNames(String body) throws IOException {
        JsonNode root = json.readTree(body);
        List<String> names = new ArrayList<>();
        root.path("models").forEach(m -> names.add(m.path("name").asText(m.path("model").asText())));
        return names;
    }

    /** Ollama treats {@code llama3.2} and {@code llama3.2:latest} as the same model. */
    static boolean sameModel(String available, String wanted) {
        return withTag(available).equals(withTag(wanted));
    }

    private static String withTag(String name) {
        return name.contains(":") ? name : name + ":latest";
    }

    private static OllamaStatus down(String message, Duration latency) {
        return new OllamaStatus(false, List.of(), false, message, latency);
    }

    private static Duration elapsed(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
