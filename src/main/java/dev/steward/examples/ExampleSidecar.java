package dev.steward.examples;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts synthetic.jsonl's rows and steward/examples.yaml's records together. A record belongs to the rows with its
 * content hash; a record whose hash no row has (the file was edited outside Steward) goes to the one row without a
 * record that has its question; what is left is an orphan, kept and listed. Orphans are matched again every time,
 * so an example restored by hand gets its record back.
 */
final class ExampleSidecar {
    /** The rows as Steward shows them (same order), and the records no row claims, by hash. */
    record Merged(List<Example> examples, Map<String, ExampleRecord> orphans) {
    }

    private ExampleSidecar() {
    }

    static Merged merge(List<Example> rows, ExampleRecordsFile records) {
        Map<String, ExampleRecord> pool = new LinkedHashMap<>(records.orphans());
        pool.putAll(records.examples());
        ExampleRecord[] matched = new ExampleRecord[rows.size()];
        Set<String> used = new HashSet<>();
        for (int i = 0; i < rows.size(); i++) {
            String hash = rows.get(i).contentHash();
            if (pool.containsKey(hash)) {
                matched[i] = pool.get(hash);
                used.add(hash);
            }
        }
        for (Map.Entry<String, ExampleRecord> entry : pool.entrySet()) {
            if (used.contains(entry.getKey()) || entry.getValue().question() == null) {
                continue;
            }
            int only = onlyRowAsking(rows, matched, entry.getValue().question());
            if (only >= 0) {
                matched[only] = entry.getValue();
                used.add(entry.getKey());
            }
        }
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            examples.add(matched[i] == null ? rows.get(i) : matched[i].applyTo(rows.get(i)));
        }
        Map<String, ExampleRecord> orphans = new LinkedHashMap<>(pool);
        orphans.keySet().removeAll(used);
        return new Merged(examples, orphans);
    }

    /** The index of the only unmatched row with this question, or -1. */
    private static int onlyRowAsking(List<Example> rows, ExampleRecord[] matched, String question) {
        int found = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (matched[i] == null && rows.get(i).question().equals(question)) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }

    /**
     * The records after a write: each row of the written file keeps the record Steward shows for it ({@code shown},
     * by the row's hash), unless the write gave its hash a new one ({@code updates}; a null value clears it); a
     * row's in-line extras (written before issue 18) become its record otherwise. Orphans stay orphans.
     */
    static Map<String, ExampleRecord> recordsAfter(List<Example> written, Map<String, ExampleRecord> shown,
                                                   Map<String, ExampleRecord> updates) {
        Map<String, ExampleRecord> out = new LinkedHashMap<>();
        for (Example row : written) {
            String hash = row.contentHash();
            ExampleRecord record = updates.containsKey(hash) ? updates.get(hash)
                    : shown.containsKey(hash) ? shown.get(hash) : ExampleRecord.of(row);
            if (record != null) {
                out.put(hash, record);
            }
        }
        return out;
    }
}
