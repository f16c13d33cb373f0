package dev.steward.store;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything a tolerant read of a JSON-lines file found: the readable rows in file order and the
 * lines that could not be read. A missing file has no rows and no problems.
 */
public record JsonLinesContent(Path file, List<JsonLineRow> rows, List<JsonLineProblem> problems) {

    public JsonLinesContent {
        rows = List.copyOf(rows);
        problems = List.copyOf(problems);
    }

    public static JsonLinesContent empty(Path file) {
        return new JsonLinesContent(file, List.of(), List.of());
    }

    public boolean hasProblems() {
        return !problems.isEmpty();
    }
}
