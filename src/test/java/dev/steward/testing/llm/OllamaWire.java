package dev.steward.testing.llm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.List;

/** Ollama's response bodies, field for field as Ollama 0.x sends them. */
final class OllamaWire {
    private static final long NANOS_PER_MS = 1_000_000L;
    private final ObjectMapper json;

    OllamaWire(ObjectMapper json) {
        this.json = json;
    }

    void answerChat(HttpExchange exchange, RecordedChat chat, FakeReply reply) throws IOException {
        switch (reply.kind()) {
            case TEXT -> send(exchange, chat, reply.text(), "stop");
            case CUT_OFF -> send(exchange, chat, reply.text(), "length");
            case HTTP_ERROR -> sendError(exchange, reply.status(), reply.text());
            case MODEL_NOT_FOUND -> sendError(exchange, 404,
                    "model \"" + chat.model() + "\" not found, try pulling it first");
            case TRUNCATED_BODY -> sendTruncated(exchange, chat, reply.text());
            case DROP_CONNECTION -> {
                // Closing an exchange before sending headers closes the TCP connection with no response at all.
            }
        }
    }

    void answerTags(HttpExchange exchange, List<String> models) throws IOException {
        ObjectNode root = json.createObjectNode();
        ArrayNode list = root.putArray("models");
        for (String name : models) {
            ObjectNode model = list.addObject();
            model.put("name", name).put("model", name).put("modified_at", "2026-01-05T10:00:00.000000000Z")
                    .put("size", 4_683_087_332L).put("digest", "sha256:" + "0".repeat(64));
            ObjectNode details = model.putObject("details");
            details.put("parent_model", "").put("format", "gguf").put("family", "qwen2");
            details.putArray("families").add("qwen2");
            details.put("parameter_size", "7.6B").put("quantization_level", "Q4_K_M");
        }
        write(exchange, 200, json.writeValueAsString(root));
    }

    private void send(HttpExchange exchange, RecordedChat chat, String content, String doneReason)
            throws IOException {
        if (!chat.stream()) {
            write(exchange, 200, json.writeValueAsString(finalChunk(chat, content, doneReason)));
            return;
        }
        // Streaming: NDJSON, one chunk with the content, then the final chunk with the counts.
        ObjectNode piece = chunk(chat, content);
        piece.put("done", false);
        String lines = json.writeValueAsString(piece) + "\n"
                + json.writeValueAsString(finalChunk(chat, "", doneReason)) + "\n";
        exchange.getResponseHeaders().add("Content-Type", "application/x-ndjson");
        byte[] bytes = FakeOllamaServer.utf8(lines);
        exchange.sendResponseHeaders(200, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private void sendTruncated(HttpExchange exchange, RecordedChat chat, String content) throws IOException {
        String whole = json.writeValueAsString(finalChunk(chat, content, "stop"));
        write(exchange, 200, whole.substring(0, whole.length() / 2));
    }

    private void sendError(HttpExchange exchange, int status, String message) throws IOException {
        write(exchange, status, json.writeValueAsString(json.createObjectNode().put("error", message)));
    }

    private ObjectNode chunk(RecordedChat chat, String content) {
        ObjectNode node = json.createObjectNode();
        node.put("model", chat.model()).put("created_at", Instant.now().toString());
        node.putObject("message").put("role", "assistant").put("content", content);
        return node;
    }

    private ObjectNode finalChunk(RecordedChat chat, String content, String doneReason) {
        ObjectNode node = chunk(chat, content);
        int promptTokens = chat.messages().stream().mapToInt(m -> wordCount(m.content())).sum();
        node.put("done_reason", doneReason).put("done", true)
                .put("total_duration", 12 * NANOS_PER_MS).put("load_duration", NANOS_PER_MS)
                .put("prompt_eval_count", promptTokens).put("prompt_eval_duration", 3 * NANOS_PER_MS)
                .put("eval_count", wordCount(content)).put("eval_duration", 8 * NANOS_PER_MS);
        return node;
    }

    /** A stand-in for a tokenizer: deterministic, so tests can assert the counts arrive. */
    static int wordCount(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? 0 : trimmed.split("\\s+").length;
    }

    private static void write(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = FakeOllamaServer.utf8(body);
        exchange.getResponseHeaders().add("Content-Type", "application/json; charset=utf-8");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
