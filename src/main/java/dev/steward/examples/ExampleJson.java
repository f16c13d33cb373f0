package dev.steward.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * synthetic.jsonl rows in openmedallion's shape (reference §1.5): its five keys in its order, {@code params} a map
 * of slot name to description text. What Steward knows beyond that goes to steward/examples.yaml.
 */
final class ExampleJson {
    /** Keys Steward wrote in-line before issue 18; an edited line loses them (its record keeps the values). */
    static final List<String> STEWARD_KEYS = List.of("verified_by", "verified_at", "source");

    private ExampleJson() {
    }

    /** An unverified, untemplated row: question, sql, verified, templated, params. */
    static ObjectNode draft(Example example) {
        ObjectNode row = JsonNodeFactory.instance.objectNode();
        row.put("question", example.question());
        row.put("sql", example.sql());
        row.put("verified", false);
        row.put("templated", false);
        row.putNull("params");
        return row;
    }

    /** The line's JSON with Steward's keys removed and typed slots reduced to their description. */
    static ObjectNode clean(ObjectNode row) {
        row.remove(STEWARD_KEYS);
        JsonNode params = row.get("params");
        if (params instanceof ObjectNode slots) {
            slots.fields().forEachRemaining(slot -> {
                if (slot.getValue().isObject()) {
                    JsonNode description = slot.getValue().get("description");
                    slot.setValue(JsonNodeFactory.instance.textNode(
                            description == null || description.isNull() ? "" : description.asText()));
                }
            });
        }
        return row;
    }

    /** {@code params} as openmedallion writes it: slot name to description. */
    static ObjectNode params(Map<String, SlotSpec> params) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        params.forEach((name, spec) -> out.put(name, spec.description() == null ? "" : spec.description()));
        return out;
    }
}
