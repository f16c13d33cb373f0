package dev.steward.llm;

import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonBooleanSchema;
import dev.langchain4j.model.chat.request.json.JsonNumberSchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.request.json.JsonSchemaElement;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import java.util.Optional;

/**
 * Turns a {@link JsonShape} into the JSON schema LangChain4j sends as Ollama's {@code format} (structured
 * outputs): Ollama then constrains sampling to that shape, so a small model cannot leave out a required key.
 * A shape containing {@link JsonShape#anything()} has no schema equivalent here and falls back to plain JSON mode.
 */
final class OllamaJsonSchema {

    private OllamaJsonSchema() {
    }

    static ResponseFormat responseFormat(JsonShape shape) {
        return element(shape)
                .map(root -> ResponseFormat.builder().type(ResponseFormatType.JSON)
                        .jsonSchema(JsonSchema.builder().name("reply").rootElement(root).build()).build())
                .orElse(ResponseFormat.JSON);
    }

    static Optional<JsonSchemaElement> element(JsonShape shape) {
        if (shape instanceof JsonShape.Scalar scalar) {
            return scalar(scalar.kind());
        }
        if (shape instanceof JsonShape.ListOf list) {
            return element(list.items()).map(items -> JsonArraySchema.builder().items(items).build());
        }
        if (shape instanceof JsonShape.MapOf) {
            // LangChain4j's schema cannot say "any key, values of this shape"; the check after the reply does.
            return Optional.of(JsonObjectSchema.builder().build());
        }
        return object((JsonShape.ObjectOf) shape);
    }

    private static Optional<JsonSchemaElement> scalar(JsonShape.ScalarKind kind) {
        return switch (kind) {
            case TEXT -> Optional.of(new JsonStringSchema());
            case NUMBER -> Optional.of(new JsonNumberSchema());
            case BOOL -> Optional.of(new JsonBooleanSchema());
            case ANY -> Optional.empty();
        };
    }

    private static Optional<JsonSchemaElement> object(JsonShape.ObjectOf shape) {
        JsonObjectSchema.Builder builder = JsonObjectSchema.builder();
        for (var key : shape.keys().entrySet()) {
            Optional<JsonSchemaElement> value = element(key.getValue());
            if (value.isEmpty()) {
                return Optional.empty();
            }
            builder.addProperty(key.getKey(), value.get());
        }
        return Optional.of(builder.required(shape.requiredKeys()).build());
    }
}
