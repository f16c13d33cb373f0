package dev.steward.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Short content hashes of JSON values, independent of key order and whitespace: the first 16 hex characters of
 * the SHA-256 of the value's canonical JSON (object keys sorted at every level, compact, UTF-8). Two snapshots
 * of an entry have the same hash exactly when they say the same thing.
 */
public final class ContentHashes {
    private static final int HEX_LENGTH = 16;

    // Its own plain mapper: the canonical form must not change with the application's mapper settings.
    private final ObjectMapper mapper = new ObjectMapper();

    /** The 16-hex-character hash of {@code value}; null for a null (or JSON null) value: "nothing there". */
    public String hash(JsonNode value) {
        if (value == null || value.isNull() || value.isMissingNode()) {
            return null;
        }
        byte[] canonical = canonicalJson(value).getBytes(StandardCharsets.UTF_8);
        return FileStamp.sha256Hex(canonical).substring(0, HEX_LENGTH);
    }

    /** The value as compact JSON with object keys sorted at every level. */
    public String canonicalJson(JsonNode value) {
        try {
            return mapper.writeValueAsString(sorted(value));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // A tree of plain JSON nodes always serialises; reaching this is a bug.
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode sorted(JsonNode value) {
        if (value.isObject()) {
            List<String> names = new ArrayList<>();
            value.fieldNames().forEachRemaining(names::add);
            Collections.sort(names);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            for (String name : names) {
                out.set(name, sorted(value.get(name)));
            }
            return out;
        }
        if (value.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            value.forEach(item -> out.add(sorted(item)));
            return out;
        }
        return value;
    }
}
