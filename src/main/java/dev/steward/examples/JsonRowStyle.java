package dev.steward.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes one JSON row in the style of the line it replaces: compact ({@code {"a":1}}, what openmedallion's tools
 * write) or spaced ({@code {"a": 1}}, what people and Python's default write), keys in their order, UTF-8 text
 * unescaped. So an edited row keeps its look, and untouched rows keep their bytes.
 */
final class JsonRowStyle {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final boolean spaced;

    private JsonRowStyle(boolean spaced) {
        this.spaced = spaced;
    }

    static JsonRowStyle compact() {
        return new JsonRowStyle(false);
    }

    /** The style of an existing line: spaced when its first key is followed by {@code ": "}. */
    static JsonRowStyle of(String line) {
        int colon = line.indexOf("\":");
        return new JsonRowStyle(colon >= 0 && line.startsWith("\": ", colon));
    }

    String write(JsonNode node) {
        StringBuilder out = new StringBuilder();
        append(out, node);
        return out.toString();
    }

    private void append(StringBuilder out, JsonNode node) {
        if (node.isObject()) {
            out.append('{');
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.append(scalar(JSON.getNodeFactory().textNode(field.getKey()))).append(spaced ? ": " : ":");
                append(out, field.getValue());
                if (fields.hasNext()) {
                    out.append(spaced ? ", " : ",");
                }
            }
            out.append('}');
        } else if (node.isArray()) {
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                if (i > 0) {
                    out.append(spaced ? ", " : ",");
                }
                append(out, node.get(i));
            }
            out.append(']');
        } else {
            out.append(scalar(node));
        }
    }

    private static String scalar(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON value could not be written", e);
        }
    }
}
