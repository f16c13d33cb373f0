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
     * One table's note; both parts may be null.
     *
     * @param staleReason why the table went stale
     * @param schemaDelta the drift that made it stale
     */
    public record Note(String staleReason, SchemaDelta schemaDelta) {
        boolean isEmpty() {
            return staleReason == null && schemaDelta == null;
        }
    }

    public static TableNotes parse(String text, Path source) {
        Map<String, Object> tree = new SidecarYaml().parse(text, source);
        Map<String, Note> notes = new TreeMap<>();
        if (tree.get("tables") instanceof Map<?, ?> tables) {
            tables.forEach((table, value) -> {
                if (value instanceof Map<?, ?> fields) {
                    notes.put(String.valueOf(table), new Note(fields.get("stale_reason") instanceof String s ? s
                            : null, delta(fields.get("schema_delta"))));
                }
            });
        }
        return new TableNotes(notes);
    }

    public String render() {
        Map<String, Object> tables = new TreeMap<>();
        notes.forEach((table, note) -> {
            Map<String, Object> fields = new TreeMap<>();
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

    /** With {@code table}'s note replaced (removed when both parts are null). */
    public TableNotes with(String table, Note note) {
        Map<String, Note> copy = new TreeMap<>(notes);
        if (note == null || note.isEmpty()) {
            copy.remove(table);
        } else {
            copy.put(table, note);
        }
        return new TableNotes(copy);
    }

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
