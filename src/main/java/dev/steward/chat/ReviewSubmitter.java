package dev.steward.chat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.examples.ExampleSource;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.LoadedFile;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Adds a chat turn to examples/synthetic.jsonl as an unverified example. The file is read strictly first (a
 * bad line stops the change, with its location), existing lines keep their bytes, and the new line is added
 * by an atomic, guarded rewrite.
 */
final class ReviewSubmitter {
    private final AtomicFiles files;
    private final ObjectMapper mapper;
    private final Path synthetic;
    private final SyntheticExamplesReader reader = new SyntheticExamplesReader();

    ReviewSubmitter(AtomicFiles files, ObjectMapper mapper, Path synthetic) {
        this.files = files;
        this.mapper = mapper;
        this.synthetic = synthetic;
    }

    ReviewSubmission submit(ChatTurn turn) {
        if (turn.sql().isBlank()) {
            throw new StewardException("This answer has no SQL, so it cannot become an example: "
                    + "schema answers, clarifications and failures teach no query.",
                    "Rate it with 👎 instead if the answer was wrong; it will be noted for the steward.");
        }
        Example example = new Example(turn.question(), turn.sql(), false, false, null, null, null,
                ExampleSource.CHAT);
        LoadedFile loaded = LoadedFile.read(synthetic);
        boolean known = reader.parse(synthetic, loaded.content()).stream()
                .anyMatch(existing -> existing.contentHash().equals(example.contentHash()));
        if (known) {
            return new ReviewSubmission(example, false);
        }
        JsonLinesDocument document = JsonLinesDocument.parse(loaded.content()).append(line(example));
        files.writeIfUnchanged(synthetic, document.bytes(), loaded.stamp());
        return new ReviewSubmission(example, true);
    }

    /** openmedallion's compact five-key row, plus Steward's {@code source}. */
    private String line(Example example) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("question", example.question());
        row.put("sql", example.sql());
        row.put("verified", false);
        row.put("templated", false);
        row.put("params", null);
        row.put("source", example.source().jsonName());
        try {
            return mapper.writeValueAsString(row);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a row of plain text and booleans could not be written", e);
        }
    }
}
