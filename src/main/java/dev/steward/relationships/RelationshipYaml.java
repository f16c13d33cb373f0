package dev.steward.relationships;

import java.util.LinkedHashMap;
import java.util.Map;

/** A relationship as the ordered YAML fields relationships.yaml uses, nulls left out (openmedallion's writer). */
public final class RelationshipYaml {
    private RelationshipYaml() {
    }

    /** The entry's fields in file order, nulls left out (also the curation log's snapshot of it). */
    public static Map<String, Object> fields(Relationship r) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("from_table", r.fromTable());
        fields.put("to_table", r.toTable());
        fields.put("join_on", r.joinOn().stream().map(JoinColumn::toYaml).toList());
        fields.put("confidence", r.confidence().yamlName());
        fields.put("status", r.status().yamlName());
        putIfPresent(fields, "method", r.method() == null ? null : r.method().yamlName());
        if (r.evidence() != null) {
            fields.put("evidence", evidence(r.evidence()));
        }
        putIfPresent(fields, "stale_reason", r.staleReason());
        putIfPresent(fields, "note", r.note());
        return fields;
    }

    private static Map<String, Object> evidence(RelationshipEvidence e) {
        Map<String, Object> fields = new LinkedHashMap<>();
        putIfPresent(fields, "target_unique", e.targetUnique());
        putIfPresent(fields, "orphan_pct", e.orphanPct());
        putIfPresent(fields, "orphan_rows", e.orphanRows());
        putIfPresent(fields, "source_rows", e.sourceRows());
        putIfPresent(fields, "types_compatible", e.typesCompatible());
        putIfPresent(fields, "cardinality", e.cardinality() == null ? null : e.cardinality().yamlName());
        putIfPresent(fields, "checked_at", e.checkedAt());
        return fields;
    }

    private static void putIfPresent(Map<String, Object> fields, String key, Object value) {
        if (value != null) {
            fields.put(key, value);
        }
    }
}
