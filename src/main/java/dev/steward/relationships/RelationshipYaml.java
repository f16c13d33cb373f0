package dev.steward.relationships;

import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A relationship as YAML fields: {@link #fields} exactly as openmedallion's relationships.yaml has them (its
 * writer's order, nulls left out, the method mapped onto its enum), {@link #extras} what Steward keeps beside it in
 * {@code steward/relationships.yaml}, and {@link #snapshot} both, for the curation log.
 */
public final class RelationshipYaml {
    /** Keys older Steward versions wrote into relationships.yaml; they now live in Steward's own file. */
    public static final List<String> LEGACY_EXTRAS = List.of("evidence", "stale_reason", "note");

    private RelationshipYaml() {
    }

    /** The entry's relationships.yaml fields in file order, nulls left out, the method as openmedallion's. */
    public static Map<String, Object> fields(Relationship r) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("from_table", r.fromTable());
        fields.put("to_table", r.toTable());
        fields.put("join_on", r.joinOn().stream().map(JoinColumn::toYaml).toList());
        fields.put("confidence", r.confidence().yamlName());
        fields.put("status", r.status().yamlName());
        putIfPresent(fields, "method", r.method() == null ? null : r.method().shared().yamlName());
        return fields;
    }

    /** What Steward knows beyond {@link #fields}: its finer method, evidence, stale reason and note; may be empty. */
    public static Map<String, Object> extras(Relationship r) {
        Map<String, Object> fields = new LinkedHashMap<>();
        if (r.method() != null && !r.method().isShared()) {
            fields.put("method", r.method().yamlName());
        }
        if (r.evidence() != null) {
            fields.put("evidence", evidence(r.evidence()));
        }
        putIfPresent(fields, "stale_reason", r.staleReason());
        putIfPresent(fields, "note", r.note());
        return fields;
    }

    /** Everything known about the entry (the curation log's snapshot): the shared fields, then Steward's. */
    public static Map<String, Object> snapshot(Relationship r) {
        Map<String, Object> fields = fields(r);
        fields.putAll(extras(r));
        return fields;
    }

    /**
     * Span edits bringing the entry at {@code entry} of {@code document} to openmedallion's schema: the old in-file
     * extras ({@link #LEGACY_EXTRAS}) removed, a finer method rewritten as openmedallion's. The caller keeps what
     * they held (in Steward's own file) first.
     */
    public static YamlEdits toSharedForm(YamlEdits edits, YamlDocument document, YamlPath entry) {
        for (String key : LEGACY_EXTRAS) {
            if (document.has(entry.child(key))) {
                edits.removeEntry(entry, key);
            }
        }
        document.scalar(entry.child("method")).flatMap(text -> Arrays.stream(DetectionMethod.values())
                        .filter(m -> m.yamlName().equals(text) && !m.isShared()).findFirst())
                .ifPresent(m -> edits.setScalar(entry.child("method"), m.shared().yamlName()));
        return edits;
    }

    static Map<String, Object> evidence(RelationshipEvidence e) {
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
