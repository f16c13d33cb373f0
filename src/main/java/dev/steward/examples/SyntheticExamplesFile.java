package dev.steward.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.FileStamp;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.LoadedFile;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * examples/synthetic.jsonl loaded for an edit, with Steward's records (steward/examples.yaml): the stamps of the
 * bytes read (so a change on disk since is never overwritten), the lines (so untouched rows keep their bytes) and
 * the examples as Steward shows them, with their line numbers. Every edit is checked by reading the edited file
 * strictly before it is written: an invalid row never reaches disk. synthetic.jsonl is written first, then the
 * records: a crash in between leaves a record under an old hash, which the next read finds again by its question.
 */
final class SyntheticExamplesFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final FileStamp stamp;
    private final JsonLinesDocument document;
    private final List<ExampleRow> rows;
    private final SyntheticExamplesReader reader;
    private final ExampleRecordsFile records;
    private final Map<String, ExampleRecord> orphans;

    private SyntheticExamplesFile(Path file, FileStamp stamp, JsonLinesDocument document, List<ExampleRow> rows,
                                  SyntheticExamplesReader reader, ExampleRecordsFile records,
                                  Map<String, ExampleRecord> orphans) {
        this.records = records;
        this.orphans = orphans;
        this.file = file;
        this.stamp = stamp;
        this.document = document;
        this.rows = rows;
        this.reader = reader;
    }

    static SyntheticExamplesFile load(Path file, SyntheticExamplesReader reader) {
        LoadedFile loaded = LoadedFile.read(file);
        byte[] bytes = loaded.content();
        List<ExampleRow> raw = reader.parseRowsRaw(file, bytes);
        ExampleRecordsFile records = ExampleRecordsFile.load(file);
        ExampleSidecar.Merged merged = ExampleSidecar.merge(raw.stream().map(ExampleRow::example).toList(), records);
        List<ExampleRow> rows = new java.util.ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            rows.add(new ExampleRow(raw.get(i).lineNumber(), merged.examples().get(i)));
        }
        return new SyntheticExamplesFile(file, loaded.stamp(), JsonLinesDocument.parse(bytes), List.copyOf(rows),
                reader, records, merged.orphans());
    }

    /** Records of steward/examples.yaml that no row claims. */
    Map<String, ExampleRecord> orphans() {
        return orphans;
    }

    Path file() {
        return file;
    }

    boolean exists() {
        return stamp.exists();
    }

    List<ExampleRow> rows() {
        return rows;
    }

    JsonLinesDocument document() {
        return document;
    }

    /**
     * The row still on {@code shown}'s line with the same content; otherwise the file changed since it was shown.
     */
    ExampleRow current(ExampleRow shown) {
        return rows.stream().filter(r -> r.lineNumber() == shown.lineNumber()
                        && r.example().contentHash().equals(shown.example().contentHash())).findFirst()
                .orElseThrow(() -> new StewardException(file.getFileName() + " changed since this example was shown "
                        + "(line " + shown.lineNumber() + " no longer holds '" + shown.example().question() + "').",
                        "Reload the examples and decide again; nothing was written."));
    }

    /** The row's line as a JSON object with its keys in file order. */
    ObjectNode json(int lineNumber) {
        try {
            return (ObjectNode) JSON.readTree(document.line(lineNumber));
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("line " + lineNumber + " was read as an example but is not an object", e);
        }
    }

    /**
     * Checks the edited document strictly, then writes it atomically if the file is still as loaded, then the
     * records: every row keeps the record shown for it, except the hashes in {@code updates} (a row's new record
     * after this decision, under its new hash; null for none).
     *
     * @return the rows as written, records merged in
     */
    List<Example> save(JsonLinesDocument edited, AtomicFiles files, Map<String, ExampleRecord> updates) {
        byte[] bytes = edited.bytes();
        List<Example> written = reader.parseRaw(file, bytes);
        files.writeIfUnchanged(file, bytes, stamp);
        Map<String, ExampleRecord> shown = new LinkedHashMap<>();
        rows.forEach(row -> {
            ExampleRecord record = ExampleRecord.of(row.example());
            if (record != null) {
                shown.put(row.example().contentHash(), record);
            }
        });
        Map<String, ExampleRecord> after = ExampleSidecar.recordsAfter(written, shown, updates);
        Map<String, ExampleRecord> stillOrphans = new LinkedHashMap<>(orphans);
        stillOrphans.keySet().removeAll(after.keySet());
        records.save(files, after, stillOrphans);
        return written.stream().map(row -> after.containsKey(row.contentHash())
                ? after.get(row.contentHash()).applyTo(row) : row).toList();
    }
}
