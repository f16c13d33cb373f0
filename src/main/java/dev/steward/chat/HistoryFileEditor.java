package dev.steward.chat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LoadedFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Changes fields of existing history lines without ever losing a line appended meanwhile (openmedallion's
 * read-all/rewrite-all could, reference §8 #32): read the file and its stamp, edit only the chosen lines
 * (every other line keeps its bytes, unreadable ones included), and replace the file only if it is still
 * what was read — the appender's rewrite holds the same locks appends take. When a turn was appended in
 * between, the edit is planned again on the new content. See ADR 0011.
 */
final class HistoryFileEditor {
    private static final int MAX_ATTEMPTS = 50;

    private final JsonLinesAppender appender;
    private final JsonLinesReader reader;
    private final ChatTurnJson json;
    private final ChatTurnExtras extras;

    HistoryFileEditor(JsonLinesAppender appender, JsonLinesReader reader, ChatTurnJson json, ChatTurnExtras extras) {
        this.extras = extras;
        this.appender = appender;
        this.reader = reader;
        this.json = json;
    }

    /** The field changes to make per line number, and what the caller wants back. */
    record Plan<T>(Map<Integer, Map<String, Object>> changes, T result) {
    }

    /** Plans the edit on the current lines and applies it; a missing file is planned as empty. */
    <T> T edit(Path file, Function<List<HistoryLine>, Plan<T>> planner) {
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            LoadedFile loaded = LoadedFile.read(file);
            List<HistoryLine> lines = loaded.exists() ? lines(file, loaded.content()) : List.of();
            Plan<T> plan = planner.apply(lines);
            if (plan.changes().isEmpty()) {
                return plan.result();
            }
            JsonLinesDocument document = JsonLinesDocument.parse(loaded.content());
            for (HistoryLine line : lines) {
                Map<String, Object> change = plan.changes().get(line.lineNumber());
                if (change != null) {
                    if (line.json().hasNonNull("error")) { // written in-line before issue 18: keep it in the extras
                        extras.append(appender, line.turn(), null, null);
                    }
                    document = document.replace(line.lineNumber(), json.edited(line.json(), change));
                }
            }
            try {
                appender.rewriteContent(file, document.bytes(), loaded.stamp());
                return plan.result();
            } catch (FileConflictException e) {
                Thread.onSpinWait(); // a turn was appended since the read: plan again on the new content
            }
        }
        throw new StewardException("Could not update " + file + ": it kept changing while Steward tried "
                + MAX_ATTEMPTS + " times. Nothing was changed.", "Try again in a moment.");
    }

    /** The readable turns with their line numbers; lines that are not turns are left alone. */
    List<HistoryLine> lines(Path file, byte[] content) {
        List<HistoryLine> lines = new ArrayList<>();
        for (JsonLineRow row : reader.parse(file, content).rows()) {
            if (!(row.json() instanceof ObjectNode object)) {
                continue;
            }
            try {
                lines.add(new HistoryLine(row.lineNumber(), ChatHistoryReader.toTurn(object), object));
            } catch (IllegalArgumentException e) {
                // A line with a value of the wrong type is reported by ChatHistoryReader; editing skips it.
            }
        }
        return lines;
    }
}
