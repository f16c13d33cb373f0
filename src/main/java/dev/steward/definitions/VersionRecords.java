package dev.steward.definitions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.store.ContentHashes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A version as a record of plain values in the exchange format's field order (the JSON line written by
 * {@code export} and, without the definition-level keys, a version in {@code steward/definitions.yaml}), and its
 * content hash.
 */
public final class VersionRecords {
    /** The fields of a version, in documentation order. */
    static final List<String> VERSION_FIELDS = List.of("evidence_id", "kind", "title", "version", "status",
            "valid_from", "valid_to", "published_at", "observed_at", "supersedes", "authority_class", "source_system",
            "source_revision", "content_hash", "allowed_roles", "text", "tables", "grain", "sql", "table",
            "dimensions", "time_column", "supports", "upstream", "freshness");
    /** The definition-level fields an exchange record also carries. */
    static final List<String> DEFINITION_FIELDS = List.of("object_id", "synonyms", "owner");
    /** Fields left out of the content hash: identity, authority and the hash itself. */
    private static final List<String> NOT_HASHED = List.of("evidence_id", "status", "content_hash",
            "authority_class", "source_system", "source_revision", "published_at", "observed_at");
    private final ObjectMapper mapper = new ObjectMapper();
    private final ContentHashes hashes = new ContentHashes();

    /** The version's fields (absent values left out), in {@link #VERSION_FIELDS} order. */
    public Map<String, Object> fields(DefinitionVersion v) {
        Map<String, Object> out = new LinkedHashMap<>();
        put(out, "evidence_id", v.evidenceId());
        put(out, "kind", v.kind().exchangeName());
        put(out, "title", v.title());
        put(out, "version", v.version());
        put(out, "status", v.status().yamlName());
        put(out, "valid_from", v.validFrom() == null ? null : v.validFrom().toString());
        put(out, "valid_to", v.validTo() == null ? null : v.validTo().toString());
        put(out, "published_at", v.publishedAt());
        put(out, "observed_at", v.observedAt());
        put(out, "supersedes", v.supersedes());
        put(out, "authority_class", v.authorityClass());
        put(out, "source_system", v.sourceSystem());
        put(out, "source_revision", v.sourceRevision());
        put(out, "content_hash", v.contentHash());
        putList(out, "allowed_roles", v.allowedRoles());
        put(out, "text", v.text());
        putList(out, "tables", v.tables());
        put(out, "grain", v.grain());
        if (v.measure() != null) {
            put(out, "sql", v.measure().expression());
            put(out, "table", v.measure().table());
            putList(out, "dimensions", v.measure().dimensions());
            put(out, "time_column", v.measure().timeColumn());
        }
        put(out, "supports", v.supports());
        putList(out, "upstream", v.upstream());
        if (!v.freshness().isEmpty()) {
            out.put("freshness", v.freshness().stream().map(VersionRecords::freshness).toList());
        }
        return out;
    }

    /** One exchange record: {@code object_id} (and synonyms, owner) first, then the version's fields. */
    public Map<String, Object> exchangeRecord(Definition definition, DefinitionVersion v) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("object_id", definition.id());
        out.putAll(fields(v));
        if (!definition.synonyms().isEmpty()) {
            out.put("synonyms", definition.synonyms());
        }
        put(out, "owner", definition.owner());
        return out;
    }

    /** The 16-hex hash of the version's content (identity, status, provenance and the hash itself left out). */
    public String contentHash(DefinitionVersion v) {
        ObjectNode content = mapper.valueToTree(fields(v));
        NOT_HASHED.forEach(content::remove);
        return hashes.hash(content);
    }

    public JsonNode json(Map<String, Object> record) {
        return mapper.valueToTree(record);
    }

    private static Map<String, Object> freshness(FreshnessFact f) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("source", f.source());
        out.put("max_loaded_at", f.maxLoadedAt().toString());
        if (f.sla() != null) {
            out.put("sla", f.sla().toString());
        }
        return out;
    }

    private static void put(Map<String, Object> out, String key, String value) {
        if (value != null && !value.isEmpty()) {
            out.put(key, value);
        }
    }

    private static void putList(Map<String, Object> out, String key, List<String> value) {
        if (!value.isEmpty()) {
            out.put(key, value);
        }
    }
}
