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
import java.util.List;

/**
 * examples/synthetic.jsonl loaded for an edit: the stamp of the bytes read (so a change on disk since is never
 * overwritten), the lines (so untouched rows keep their bytes) and the examples with their line numbers. Every
 * edit is checked by reading the edited file strictly before it is written: an invalid row never reaches disk.
 */
final class SyntheticExamplesFile {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final FileStamp stamp;
    private final JsonLinesDocument document;
    private final List<ExampleRow> rows;
    private final SyntheticExamplesReader reader;

    private SyntheticExamplesFile(Path file, FileStamp stamp, JsonLinesDocument document, List<ExampleRow> rows,
                                  SyntheticExamplesReader reader) {
        this.file = file;
        this.stamp = stamp;
        this.document = document;
        this.rows = rows;
        this.reader = reader;
    }

    static SyntheticExamplesFile load(Path file, SyntheticExamplesReader reader) {
        LoadedFile loaded = LoadedFile.read(file);
        byte[] bytes = loaded.content();
        return new SyntheticExamplesFile(file, loaded.stamp(), JsonLinesDocument.parse(bytes),
                reader.parseRows(file, bytes), reader);
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

    /** Checks the edited document strictly, then writes it atomically if the file is still as loaded. */
    void save(JsonLinesDocument edited, AtomicFiles files) {
        byte[] bytes = edited.bytes();
        reader.parse(file, bytes);
        files.writeIfUnchanged(file, bytes, stamp);
    }
}
