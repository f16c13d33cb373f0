package dev.steward.metadata;

import dev.steward.store.SidecarYaml;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * {@code steward/tables.yaml}: what Steward knows about a metadata.yaml table beyond openmedallion's schema, keyed by
 * the table's key in metadata.yaml: why it went stale and the schema change behind it. Immutable; pure text ↔ model
 * (the callers read and write the file).
 */
public final class TableNotes {
    private static final java.util.Set<String> STALE_KEYS = java.util.Set.of("stale_reason", "schema_delta");
    private static final String HEADER = """
            Steward's notes on the tables of metadata.yaml (ADR 26), keyed by table: why a table went stale and the
            schema change behind it. metadata.yaml keeps openmedallion's schema. Written by Steward; commit it.""";
    private final Map<String, Note> notes;

    private TableNotes(Map<String, Note> notes) {
        this.notes = new TreeMap<>(notes);
    }

    public static TableNotes empty() {
        return new TableNotes(Map.of());
    }

    /**
     * One table's note; every part may be null or empty.
     *
     * @param staleReason why the table went stale
     * @param schemaDelta the drift that made it stale
     * @param other       the table's other keys, kept as they are (e.g. {@code freshness}, issue 20)
     */
    public record Note(String staleReason, SchemaDelta schemaDelta, Map<String, Object> other) {
        public Note {
            other = java.util.Collections.unmodifiableMap(new TreeMap<>(other));
        }

        /** A stale note with no other keys. */
        public Note(String staleReason, SchemaDelta schemaDelta) {
            this(staleReason, schemaDelta, Map.of());
        }

        boolean isEmpty() {
            return staleReason == null && schemaDelta == null && other.isEmpty();
        }
    }

    public static TableNotes parse(String text, Path source) {
        Map<String, Object> tree = new SidecarYaml().parse(text, source);
        Map<String, Note> notes = new TreeMap<>();
        if (tree.get("tables") instanceof Map<?, ?> tables) {
            tables.forEach((table, value) -> {
                if (value instanceof Map<?, ?> fields) {
                    Map<String, Object> other = new TreeMap<>();
                    fields.forEach((key, field) -> {
                        if (!STALE_KEYS.contains(String.valueOf(key))) {
                            other.put(String.valueOf(key), field);
                        }
                    });
                    notes.put(String.valueOf(table), new Note(fields.get("stale_reason") instanceof String s ? s
                            : null, delta(fields.get("schema_delta")), other));
                }
            });
        }
        return new TableNotes(notes);
    }

    public String render() {
        Map<String, Object> tables = new TreeMap<>();
        notes.forEach((table, note) -> {
            Map<String, Object> fields = new TreeMap<>(note.other());
            if (note.staleReason() != null) {
                fields.put("stale_reason", note.staleReason());
            }
            if (note.schemaDelta() != null) {
                fields.put("schema_delta", note.schemaDelta().toYamlValue());
            }
            tables.put(table, fields);
        });
        return new SidecarYaml().render(HEADER, Map.of("tables", tables));
    }

    public Optional<Note> note(String table) {
        return Optional.ofNullable(notes.get(table));
    }

    public Map<String, Note> all() {
        return java.util.Collections.unmodifiableMap(notes);
    }

    /**
     * With {@code table}'s stale reason and schema delta replaced by {@code note}'s; the table's other keys are
     * kept unless {@code note} carries other keys itself (the entry goes when nothing is left).
     */
    public TableNotes with(String table, Note note) {
        Map<String, Note> copy = new TreeMap<>(notes);
        Map<String, Object> kept = note != null && !note.other().isEmpty() ? note.other()
                : Optional.ofNullable(notes.get(table)).map(Note::other).orElse(Map.of());
        Note merged = note == null ? new Note(null, null, kept) : new Note(note.staleReason(), note.schemaDelta(),
                kept);
        if (merged.isEmpty()) {
            copy.remove(table);
        } else {
            copy.put(table, merged);
        }
        return new TableNotes(copy);
    }

    /** Without {@code table}'s stale reason and schema delta (no longer stale); its other keys stay. */
    public TableNotes without(String table) {
        return with(table, null);
    }

    public boolean isEmpty() {
        return notes.isEmpty();
    }

    private static SchemaDelta delta(Object value) {
        if (!(value instanceof Map<?, ?> delta)) {
            return null;
        }
        List<SchemaDelta.RetypedColumn> retyped = new ArrayList<>();
        if (delta.get("retyped") instanceof List<?> items) {
            for (Object item : items) {
                if (item instanceof Map<?, ?> change) {
                    retyped.add(new SchemaDelta.RetypedColumn(String.valueOf(change.get("column")),
                            String.valueOf(change.get("from")), String.valueOf(change.get("to"))));
                }
            }
        }
        return new SchemaDelta(strings(delta.get("added")), strings(delta.get("removed")), retyped);
    }

    private static List<String> strings(Object value) {
        return value instanceof List<?> list ? list.stream().map(String::valueOf).toList() : List.of();
    }
}
