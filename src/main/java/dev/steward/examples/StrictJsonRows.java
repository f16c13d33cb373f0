package dev.steward.examples;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.store.JsonLineProblem;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesContent;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedJson;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/** Reads JSON-lines rows through {@link LocatedFields}, strictly (first problem throws) or as a tolerant log. */
final class StrictJsonRows {
    private final JsonLinesReader lines;
    private final LocatedJson json;

    StrictJsonRows(JsonLinesReader lines, LocatedJson json) {
        this.lines = lines;
        this.json = json;
    }

    JsonLinesContent lines(Path file) {
        return lines.read(file);
    }

    JsonLinesContent lines(Path file, byte[] bytes) {
        return lines.parse(file, bytes);
    }

    /** The fields of one row with keys checked; errors point at file line and column. */
    LocatedFields fields(Path file, JsonLineRow row, String owner, List<String> allowed) {
        return LocatedFields.strict(json.parse(row.rawText(), file, row.lineNumber()), owner,
                new SourceLocation(file, row.lineNumber(), 1), allowed);
    }

    /** Every row converted; the first unreadable line or invalid row throws. */
    <T> List<T> readStrict(JsonLinesContent content, Function<JsonLineRow, T> convert, String hint) {
        Path file = content.file();
        if (content.hasProblems()) {
            JsonLineProblem first = content.problems().get(0);
            throw new FileFormatException(first.location(file), first.reason(), hint);
        }
        List<T> rows = new ArrayList<>();
        content.rows().forEach(row -> rows.add(convert.apply(row)));
        return rows;
    }

    /** Every readable row converted; unreadable lines and invalid rows become problems. */
    <T> LoggedRows<T> readLog(JsonLinesContent content, Function<JsonLineRow, T> convert) {
        Path file = content.file();
        List<T> rows = new ArrayList<>();
        List<JsonLineProblem> problems = new ArrayList<>(content.problems());
        for (JsonLineRow row : content.rows()) {
            try {
                rows.add(convert.apply(row));
            } catch (FileFormatException e) {
                String where = file.getFileName() + ":" + row.lineNumber() + ":" + e.location().column();
                problems.add(new JsonLineProblem(row.lineNumber(), e.location().column(),
                        JsonLinesReader.excerpt(row.rawText()), e.problem(),
                        where + ": " + e.problem() + "; the line was kept in the file and skipped"));
            }
        }
        problems.sort(Comparator.comparingInt(JsonLineProblem::lineNumber));
        return new LoggedRows<>(rows, problems);
    }
}
