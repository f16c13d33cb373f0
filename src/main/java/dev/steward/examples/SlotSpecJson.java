package dev.steward.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * Writes a template's {@code params} the way {@link SyntheticExamplesReader} reads them: a plain slot as its
 * description string (openmedallion's form), a typed slot as {@code {description, type, values, pattern, example}}
 * with empty fields left out.
 */
final class SlotSpecJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SlotSpecJson() {
    }

    static ObjectNode write(Map<String, SlotSpec> params) {
        ObjectNode out = NODES.objectNode();
        params.forEach((name, spec) -> out.set(name, write(spec)));
        return out;
    }

    static JsonNode write(SlotSpec spec) {
        if (spec.plainForm() && spec.type() == null && spec.values().isEmpty() && spec.pattern() == null
                && spec.example() == null && spec.synonyms().isEmpty()) {
            return NODES.textNode(spec.description() == null ? "" : spec.description());
        }
        ObjectNode slot = NODES.objectNode();
        putIfPresent(slot, "description", spec.description());
        putIfPresent(slot, "type", spec.type() == null ? null : spec.type().jsonName());
        if (!spec.values().isEmpty()) {
            ArrayNode values = slot.putArray("values");
            spec.values().forEach(values::add);
        }
        putIfPresent(slot, "pattern", spec.pattern());
        putIfPresent(slot, "example", spec.example());
        if (!spec.synonyms().isEmpty()) {
            ObjectNode synonyms = slot.putObject("synonyms");
            spec.synonyms().forEach((value, words) -> {
                ArrayNode list = synonyms.putArray(value);
                words.forEach(list::add);
            });
        }
        return slot;
    }

    private static void putIfPresent(ObjectNode node, String key, String value) {
        if (value != null) {
            node.put(key, value);
        }
    }
}
