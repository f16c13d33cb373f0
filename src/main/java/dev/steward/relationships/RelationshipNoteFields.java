package dev.steward.relationships;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The YAML shape of one record of {@code steward/relationships.yaml} (both lists), each way. Lenient on read. */
final class RelationshipNoteFields {
    private RelationshipNoteFields() {
    }

    /** An identity-keyed note: from, to, sorted join_on, then the extras. */
    static Map<String, Object> note(RelationshipIdentity identity, Relationship r) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("from_table", identity.fromTable());
        fields.put("to_table", identity.toTable());
        fields.put("join_on", identity.joinOn());
        fields.putAll(RelationshipYaml.extras(r));
        return fields;
    }

    /** A data-contradicted candidate: the whole entry, its method the finer one. */
    static Map<String, Object> rejected(Relationship r) {
        Map<String, Object> fields = RelationshipYaml.fields(r);
        fields.remove("status");
        fields.putAll(RelationshipYaml.extras(r));
        if (r.method() != null) {
            fields.put("method", r.method().yamlName());
        }
        return fields;
    }

    /** The readable records of a list; a record without tables or join columns is skipped. */
    static List<Relationship> entries(Object list) {
        List<Relationship> entries = new ArrayList<>();
        if (list instanceof List<?> items) {
            for (Object item : items) {
                if (item instanceof Map<?, ?> fields) {
                    entry(fields).ifPresent(entries::add);
                }
            }
        }
        return entries;
    }

    private static Optional<Relationship> entry(Map<?, ?> f) {
        List<JoinColumn> joinOn = new ArrayList<>();
        if (f.get("join_on") instanceof List<?> items) {
            items.forEach(item -> JoinColumn.parse(String.valueOf(item)).ifPresent(joinOn::add));
        }
        if (!(f.get("from_table") instanceof String from) || !(f.get("to_table") instanceof String to)
                || joinOn.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Relationship(from, to, joinOn, choice(Confidence.values(), f.get("confidence")),
                RelationshipStatus.DRAFT, choice(DetectionMethod.values(), f.get("method")),
                evidence(f.get("evidence")), text(f.get("stale_reason")), text(f.get("note"))));
    }

    private static RelationshipEvidence evidence(Object value) {
        if (!(value instanceof Map<?, ?> e)) {
            return null;
        }
        return new RelationshipEvidence(bool(e.get("target_unique")), e.get("orphan_pct") instanceof Number n
                ? n.doubleValue() : null, whole(e.get("orphan_rows")), whole(e.get("source_rows")),
                bool(e.get("types_compatible")), choice(Cardinality.values(), e.get("cardinality")),
                text(e.get("checked_at")));
    }

    private static <E extends Enum<E>> E choice(E[] values, Object value) {
        for (E e : values) {
            if (e.name().equalsIgnoreCase(String.valueOf(value))) {
                return e;
            }
        }
        return null;
    }

    private static Boolean bool(Object value) {
        return value instanceof Boolean b ? b : null;
    }

    private static Long whole(Object value) {
        return value instanceof Number n ? n.longValue() : null;
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }
}
