package dev.steward.store;

import dev.steward.error.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A YAML mapping or JSON object with its location; keys keep file order and are unique. */
public record LocatedMap(List<LocatedEntry> entries, SourceLocation location) implements LocatedNode {

    public LocatedMap {
        entries = List.copyOf(entries);
    }

    public Optional<LocatedEntry> entry(String key) {
        return entries.stream().filter(e -> e.key().equals(key)).findFirst();
    }

    /** The value under {@code key}, or {@code null} when the key is absent. */
    public LocatedNode get(String key) {
        return entry(key).map(LocatedEntry::value).orElse(null);
    }

    public boolean has(String key) {
        return entry(key).isPresent();
    }

    public List<String> keys() {
        return entries.stream().map(LocatedEntry::key).toList();
    }

    /** A copy without {@code key}. */
    public LocatedMap without(String key) {
        return new LocatedMap(entries.stream().filter(e -> !e.key().equals(key)).toList(), location);
    }

    /** A copy with {@code entry} replacing the entry of the same key in place, or appended at the end. */
    public LocatedMap with(LocatedEntry entry) {
        List<LocatedEntry> copy = new ArrayList<>(entries);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i).key().equals(entry.key())) {
                copy.set(i, entry);
                return new LocatedMap(copy, location);
            }
        }
        copy.add(entry);
        return new LocatedMap(copy, location);
    }

    /**
     * openmedallion's deep merge: for each overlay key, when both sides hold a mapping the two are merged
     * recursively; otherwise the overlay value (list, scalar or explicit null) replaces the base value.
     * Overlay values keep their own locations, so later errors point into the overlay file.
     */
    public LocatedMap deepMerge(LocatedMap overlay) {
        Map<String, LocatedEntry> merged = new LinkedHashMap<>();
        entries.forEach(e -> merged.put(e.key(), e));
        for (LocatedEntry over : overlay.entries()) {
            LocatedEntry base = merged.get(over.key());
            if (base != null && base.value() instanceof LocatedMap baseMap
                    && over.value() instanceof LocatedMap overMap) {
                merged.put(over.key(), new LocatedEntry(over.key(), base.keyLocation(), baseMap.deepMerge(overMap)));
            } else {
                merged.put(over.key(), over);
            }
        }
        return new LocatedMap(new ArrayList<>(merged.values()), location);
    }

    @Override
    public String kindName() {
        return "a mapping";
    }
}
