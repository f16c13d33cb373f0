package dev.steward.definitions;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the curation log keeps of a definition decision. A restricted version (with {@code allowed_roles}) is logged
 * by its content hash alone, without its evidence id, title or text: the log is read by everyone, so nothing of a
 * restricted record reaches it.
 */
final class CurationNotes {
    private final VersionRecords records = new VersionRecords();

    String key(DefinitionVersion v) {
        return v.restricted() ? "restricted:" + v.contentHash() : v.evidenceId();
    }

    JsonNode snapshot(String objectId, DefinitionVersion v) {
        if (v.restricted()) {
            return null;
        }
        var fields = new java.util.LinkedHashMap<String, Object>();
        fields.put("object_id", objectId);
        fields.putAll(records.fields(v));
        return records.json(fields);
    }

    String note(DefinitionVersion v, String note) {
        return v.restricted() ? note + "; restricted record (content and ids not logged)" : note;
    }
}
