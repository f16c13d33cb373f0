package dev.steward.metadata;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a table's live Parquet schema differs from the one its metadata was approved against
 * (Steward's {@code schema_delta} field).
 */
public record SchemaDelta(List<String> added, List<String> removed, List<RetypedColumn> retyped) {

    public SchemaDelta {
        added = added == null ? List.of() : List.copyOf(added);
        removed = removed == null ? List.of() : List.copyOf(removed);
        retyped = retyped == null ? List.of() : List.copyOf(retyped);
    }

    /**
     * The delta from a schema recorded at approval ({@code column -> DuckDB type}) to the live columns.
     * Lists follow the live file order for added columns and the recorded order for removed ones.
     */
    public static SchemaDelta between(Map<String, String> recorded, List<ColumnSchema> live) {
        Map<String, String> liveTypes = new LinkedHashMap<>();
        live.forEach(c -> liveTypes.put(c.name(), c.type()));
        List<String> added = liveTypes.keySet().stream().filter(c -> !recorded.containsKey(c)).toList();
        List<String> removed = recorded.keySet().stream().filter(c -> !liveTypes.containsKey(c)).toList();
        List<RetypedColumn> retyped = new ArrayList<>();
        recorded.forEach((column, type) -> {
            String now = liveTypes.get(column);
            if (now != null && !now.equals(type)) {
                retyped.add(new RetypedColumn(column, type, now));
            }
        });
        return new SchemaDelta(added, removed, retyped);
    }

    /**
     * The delta when only column names are known (the entry's columns, no approval record): added and
     * removed columns; a retyped column cannot be seen this way.
     */
    public static SchemaDelta byNames(Collection<String> documented, List<ColumnSchema> live) {
        List<String> liveNames = live.stream().map(ColumnSchema::name).toList();
        return new SchemaDelta(liveNames.stream().filter(c -> !documented.contains(c)).toList(),
                documented.stream().filter(c -> !liveNames.contains(c)).toList(), List.of());
    }

    /** Every column this delta names (added, removed or retyped), lower-cased, in that order. */
    public java.util.Set<String> changedColumns() {
        java.util.Set<String> changed = new java.util.LinkedHashSet<>();
        added.forEach(c -> changed.add(c.toLowerCase(java.util.Locale.ROOT)));
        removed.forEach(c -> changed.add(c.toLowerCase(java.util.Locale.ROOT)));
        retyped.forEach(r -> changed.add(r.column().toLowerCase(java.util.Locale.ROOT)));
        return changed;
    }

    /** One line for people: {@code added: category; removed: sku; retyped: amount DOUBLE -> DECIMAL(18,2)}. */
    public String summary() {
        List<String> parts = new ArrayList<>();
        if (!added.isEmpty()) {
            parts.add("added: " + String.join(", ", added));
        }
        if (!removed.isEmpty()) {
            parts.add("removed: " + String.join(", ", removed));
        }
        if (!retyped.isEmpty()) {
            parts.add("retyped: " + String.join(", ", retyped.stream()
                    .map(r -> r.column() + " " + r.from() + " -> " + r.to()).toList()));
        }
        return parts.isEmpty() ? "no column added, removed or retyped" : String.join("; ", parts);
    }

    /** The {@code schema_delta} value as written to metadata.yaml. */
    public Map<String, Object> toYamlValue() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("added", added);
        value.put("removed", removed);
        value.put("retyped", retyped.stream().map(r -> {
            Map<String, Object> change = new LinkedHashMap<>();
            change.put("column", r.column());
            change.put("from", r.from());
            change.put("to", r.to());
            return (Object) change;
        }).toList());
        return value;
    }

    public boolean isEmpty() {
        return added.isEmpty() && removed.isEmpty() && retyped.isEmpty();
    }

    /** A column whose DuckDB type changed, e.g. {@code amount: DOUBLE -> DECIMAL(18,2)}. */
    public record RetypedColumn(String column, String from, String to) {
    }
}
