package dev.steward.examples;

import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedJson;
import dev.steward.store.LocatedMap;
import java.nio.file.Path;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Reads the append-only review logs examples/harvested.jsonl and examples/failures.jsonl. Each row is
 * checked strictly (unknown keys, wrong types, bad status), but a bad line is reported as a problem with
 * file:line:col and the rest is still read: one torn append must not hide every other thumbs-up. Who rated a row,
 * when, from which turn, and a failure's answer and error come from Steward's {@link FeedbackLog}; the same keys
 * written in-line by Steward before issue 18 are still read (until {@code steward migrate} moves them).
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

    /** harvested.jsonl in file order, with Steward's feedback lines merged in; a missing file is empty. */
    public LoggedRows<HarvestedCandidate> readHarvested(Path file) {
        LoggedRows<HarvestedCandidate> read = rows.readLog(rows.lines(file), row -> toCandidate(file, row));
        Map<String, Deque<FeedbackLog.Entry>> feedback = feedback(file, FeedbackLog.Kind.HARVESTED);
        return new LoggedRows<>(read.rows().stream().map(c -> merged(c, feedback)).toList(), read.problems());
    }

    /** harvested.jsonl from bytes already read, each row with its 1-based line number (for marking it harvested). */
    public LoggedRows<NumberedRow<HarvestedCandidate>> readHarvestedLines(Path file, byte[] bytes) {
        LoggedRows<NumberedRow<HarvestedCandidate>> read = rows.readLog(rows.lines(file, bytes),
                row -> new NumberedRow<>(row.lineNumber(), toCandidate(file, row)));
        Map<String, Deque<FeedbackLog.Entry>> feedback = feedback(file, FeedbackLog.Kind.HARVESTED);
        return new LoggedRows<>(read.rows().stream()
                .map(n -> new NumberedRow<>(n.lineNumber(), merged(n.row(), feedback))).toList(), read.problems());
    }

    /** failures.jsonl in file order, with Steward's feedback lines merged in; a missing file is empty. */
    public LoggedRows<FailureRecord> readFailures(Path file) {
        LoggedRows<FailureRecord> read = rows.readLog(rows.lines(file), row -> toFailure(file, row));
        Map<String, Deque<FeedbackLog.Entry>> feedback = feedback(file, FeedbackLog.Kind.FAILURES);
        return new LoggedRows<>(read.rows().stream().map(f -> merged(f, feedback)).toList(), read.problems());
    }

    private static Map<String, Deque<FeedbackLog.Entry>> feedback(Path file, FeedbackLog.Kind kind) {
        return new FeedbackLog(file.toAbsolutePath().getParent()).byKey(kind);
    }

    /** A row without in-line extras (openmedallion's shape) takes the next feedback line of its content hash. */
    private static HarvestedCandidate merged(HarvestedCandidate row, Map<String, Deque<FeedbackLog.Entry>> feedback) {
        if (row.ts() != null || row.user() != null || row.turnId() != null) {
            return row;
        }
        FeedbackLog.Entry entry = next(feedback, row.contentHash());
        return entry == null ? row : new HarvestedCandidate(row.question(), row.sql(), row.resultShape(),
                row.status(), entry.ts(), entry.user(), entry.turnId());
    }

    private static FailureRecord merged(FailureRecord row, Map<String, Deque<FeedbackLog.Entry>> feedback) {
        if (row.ts() != null || row.user() != null || row.turnId() != null || row.answer() != null) {
            return row;
        }
        FeedbackLog.Entry entry = next(feedback, ExampleContentHash.of(row.question(), row.sql()));
        return entry == null ? row : new FailureRecord(row.question(), row.sql(), entry.answer(), entry.error(),
                entry.ts(), entry.user(), entry.turnId());
    }

    private static FeedbackLog.Entry next(Map<String, Deque<FeedbackLog.Entry>> feedback, String key) {
        Deque<FeedbackLog.Entry> entries = feedback.get(key);
        return entries == null ? null : entries.poll();
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
