package dev.steward.examples;

import dev.steward.store.AtomicFiles;
import dev.steward.store.JsonLinesDocument;
import java.nio.file.Path;
import java.util.Map;

/**
 * Adds one unverified example to examples/synthetic.jsonl (openmedallion's compact five-key line) with its record
 * (its source) in steward/examples.yaml; existing lines keep their bytes. An example with the same content hash
 * already there is not added again.
 */
public final class ExampleAppender {
    private final AtomicFiles files;
    private final SyntheticExamplesReader reader = new SyntheticExamplesReader();

    public ExampleAppender(AtomicFiles files) {
        this.files = files;
    }

    /** @return false when the file already holds the example */
    public boolean append(Path syntheticFile, Example example) {
        SyntheticExamplesFile loaded = SyntheticExamplesFile.load(syntheticFile, reader);
        if (loaded.rows().stream().anyMatch(row -> row.example().contentHash().equals(example.contentHash()))) {
            return false;
        }
        JsonLinesDocument document = loaded.document().append(JsonRowStyle.compact().write(ExampleJson.draft(example)));
        java.util.Map<String, ExampleRecord> records = new java.util.HashMap<>();
        records.put(example.contentHash(), ExampleRecord.of(example));
        loaded.save(document, files, Map.copyOf(records.entrySet().stream().filter(e -> e.getValue() != null)
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue))));
        return true;
    }
}
