package dev.steward.examples;

import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedJson;
import dev.steward.store.LocatedMap;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads the append-only review logs examples/harvested.jsonl and examples/failures.jsonl. Each row is
 * checked strictly (unknown keys, wrong types, bad status), but a bad line is reported as a problem with
 * file:line:col and the rest is still read: one torn append must not hide every other thumbs-up.
 */
public final class ReviewLogReader {
    static final List<String> HARVESTED_KEYS = List.of("question", "sql", "result_shape", "status", "ts", "user",
            "turn_id");
    static final List<String> SHAPE_KEYS = List.of("rows", "columns");
    static final List<String> FAILURE_KEYS = List.of("question", "sql", "status", "answer", "error", "ts", "user",
            "turn_id");

    private final StrictJsonRows rows;

    public ReviewLogReader() {
        this(new JsonLinesReader(), new LocatedJson());
    }

    public ReviewLogReader(JsonLinesReader lines, LocatedJson json) {
        this.rows = new StrictJsonRows(lines, json);
    }

    /** harvested.jsonl in file order; a missing file is empty. */
    public LoggedRows<HarvestedCandidate> readHarvested(Path file) {
        return rows.readLog(rows.lines(file), row -> toCandidate(file, row));
    }

    /** harvested.jsonl from bytes already read, each row with its 1-based line number (for marking it harvested). */
    public LoggedRows<NumberedRow<HarvestedCandidate>> readHarvestedLines(Path file, byte[] bytes) {
        return rows.readLog(rows.lines(file, bytes), row -> new NumberedRow<>(row.lineNumber(), toCandidate(file, row)));
    }

    /** failures.jsonl in file order; a missing file is empty. */
    public LoggedRows<FailureRecord> readFailures(Path file) {
        return rows.readLog(rows.lines(file), row -> toFailure(file, row));
    }

    private HarvestedCandidate toCandidate(Path file, JsonLineRow row) {
        LocatedFields fields = rows.fields(file, row, "the harvested row", HARVESTED_KEYS);
        return new HarvestedCandidate(fields.presentText("question"), fields.presentText("sql"), readShape(fields),
                fields.choice("status", HarvestStatus.values(), HarvestStatus::jsonName, HarvestStatus.CANDIDATE),
                fields.text("ts"), fields.text("user"), fields.text("turn_id"));
    }

    private static ResultShape readShape(LocatedFields row) {
        LocatedMap tree = row.mapValue("result_shape");
        if (tree == null) {
            return ResultShape.empty();
        }
        LocatedFields shape = LocatedFields.strict(tree, "result_shape", row.locationOf("result_shape"), SHAPE_KEYS);
        Long count = shape.integer("rows");
        List<String> columns = shape.textList("columns");
        return new ResultShape(count == null ? 0 : count, columns);
    }

    private FailureRecord toFailure(Path file, JsonLineRow row) {
        LocatedFields fields = rows.fields(file, row, "the failure row", FAILURE_KEYS);
        String status = fields.text("status");
        if (status != null && !status.equals("failed")) {
            throw fields.error("status", "must be failed (found '" + status + "')");
        }
        return new FailureRecord(fields.presentText("question"), fields.presentText("sql"), fields.text("answer"),
                fields.text("error"), fields.text("ts"), fields.text("user"), fields.text("turn_id"));
    }
}
