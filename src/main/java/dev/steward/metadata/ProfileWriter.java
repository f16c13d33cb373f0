package dev.steward.metadata;

import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlNode;
import dev.steward.store.YamlPath;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes profile fields into the columns an entry already lists, as span edits ({@code refresh --profile}):
 * {@code dtype}, {@code stats} and {@code accepted_values} are put (an absent {@code accepted_values} removes a
 * stale one), every other field and byte stays. Columns the entry does not list are left alone, as in
 * openmedallion; a bare {@code column:} gets a mapping with the three fields.
 */
final class ProfileWriter {
    private static final List<String> KEYS = List.of("dtype", "stats", "accepted_values");

    YamlDocument write(YamlDocument document, String key, Map<String, Map<String, Object>> profile) {
        YamlPath columns = YamlPath.of("tables", key, "columns");
        YamlEdits edits = document.edit();
        for (String column : document.keys(columns)) {
            Map<String, Object> fields = profile.get(column);
            if (fields == null) {
                continue;
            }
            YamlPath path = columns.child(column);
            if (document.get(path).orElse(null) instanceof YamlNode.Mapping) {
                for (String field : KEYS) {
                    if (fields.containsKey(field)) {
                        edits.putEntry(path, field, fields.get(field));
                    } else {
                        edits.removeEntry(path, field);
                    }
                }
            } else {
                edits.putEntry(columns, column, new LinkedHashMap<>(fields));
            }
        }
        return edits.apply();
    }
}
