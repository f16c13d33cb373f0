package dev.steward.testing.llm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code /api/chat} request as the fake server received it, for assertions on what the client sent.
 *
 * @param number 1-based position among the chat requests this server received
 * @param body   the request's JSON body
 */
public record RecordedChat(int number, JsonNode body) {

    /** One message of the request. */
    public record Message(String role, String content) {
    }

    public String model() {
        return body.path("model").asText(null);
    }

    public List<Message> messages() {
        List<Message> messages = new ArrayList<>();
        body.path("messages").forEach(m -> messages.add(new Message(m.path("role").asText(),
                m.path("content").asText())));
        return List.copyOf(messages);
    }

    /** The content of the last user message: where a feature's prompt ends up. */
    public String lastUserText() {
        List<Message> messages = messages();
        for (int i = messages.size() - 1; i >= 0; i--) {
            if (messages.get(i).role().equals("user")) {
                return messages.get(i).content();
            }
        }
        return "";
    }

    /** {@code "json"} in JSON mode, a schema object's text for structured output, {@code null} otherwise. */
    public String format() {
        JsonNode format = body.get("format");
        if (format == null || format.isNull()) {
            return null;
        }
        return format.isTextual() ? format.asText() : format.toString();
    }

    public boolean stream() {
        return body.path("stream").asBoolean(true);
    }

    /** The {@code options} object (temperature, seed, num_ctx, num_predict, ...), empty when absent. */
    public JsonNode options() {
        return body.path("options");
    }

    public Double temperature() {
        JsonNode value = options().get("temperature");
        return value == null || value.isNull() ? null : value.asDouble();
    }

    public Integer seed() {
        JsonNode value = options().get("seed");
        return value == null || value.isNull() ? null : value.asInt();
    }
}
