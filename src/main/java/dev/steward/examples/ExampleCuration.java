package dev.steward.examples;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesDocument;
import java.nio.file.Path;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The decisions a steward makes on synthetic.jsonl, one row at a time: approve (verify), edit-then-approve, skip,
 * reject, and promote a verified row to a template. Each decision is written at once (only that row's line changes,
 * atomically, and only if the file is unchanged since it was read) and recorded in the curation log with who and
 * when; an approval also records who and when in steward/examples.yaml (moved to the new content hash when an edit
 * changes it), while the line keeps exactly openmedallion's keys.
 */
public final class ExampleCuration {
    private final Path file;
    private final AtomicFiles files;
    private final CurationLog log;
    private final String user;
    private final Clock clock;
    private final SyntheticExamplesReader reader = new SyntheticExamplesReader();

    /**
     * @param file  the project's examples/synthetic.jsonl
     * @param user  who decides, recorded on the row and in the log
     * @param clock stamps {@code verified_at}
     */
    public ExampleCuration(Path file, AtomicFiles files, CurationLog log, String user, Clock clock) {
        this.file = file;
        this.files = files;
        this.log = log;
        this.user = user;
        this.clock = clock;
    }

    /** Unverified rows in file order (drafts, generated and harvested rows waiting for review). */
    public List<ExampleRow> reviewable() {
        return rows(e -> !e.verified());
    }

    /** Verified rows that are not templates yet, in file order: what can be promoted. */
    public List<ExampleRow> templatable() {
        return rows(e -> e.verified() && !e.templated());
    }

    /** Records of steward/examples.yaml whose example is gone (listed by doctor and the app, never dropped). */
    public Map<String, ExampleRecord> orphans() {
        return load().orphans();
    }

    /** Every row in file order; a missing file has none. */
    public List<ExampleRow> all() {
        return rows(e -> true);
    }

    /** Marks the row verified by this user, now. */
    public Example approve(ExampleRow row) {
        return decide(row, CurationKind.EXAMPLE, CurationAction.APPROVE, null, json -> verify(json), this::verified);
    }

    /** Replaces the row's question and SQL, then marks it verified; its content hash changes with it. */
    public Example editAndApprove(ExampleRow row, String question, String sql) {
        if (question.isBlank() || sql.isBlank()) {
            throw new StewardException("An approved example needs a question and an SQL query.",
                    "Fill both in, or skip the example.");
        }
        return decide(row, CurationKind.EXAMPLE, CurationAction.EDIT_APPROVE, "was " + row.example().contentHash(),
                json -> {
                    json.put("question", question);
                    json.put("sql", sql);
                    verify(json);
                }, shown -> verified(new Example(question, sql, shown.verified(), shown.templated(), shown.params(),
                        shown.verifiedBy(), shown.verifiedAt(), shown.source(), shown.asOf(), shown.role())));
    }

    /**
     * A question the assistant got wrong, answered by the steward: its question and the SQL they wrote become a new
     * example of synthetic.jsonl (appended, source hand), verified by this user now. When the same question and SQL
     * are already a row, that row is verified instead (an already verified one is returned as it is).
     *
     * @param note why, for the curation log (for example which failure it fixes)
     * @return the verified row with its line
     */
    public ExampleRow addVerified(String question, String sql, String note) {
        if (question.isBlank() || sql.isBlank()) {
            throw new StewardException("A verified example needs a question and an SQL query.",
                    "Fill both in, run the SQL, then add it.");
        }
        Example draft = new Example(question.strip(), sql.strip(), false, false, null, null, null, ExampleSource.HAND);
        new ExampleAppender(files).append(file, draft);
        ExampleRow row = all().stream().filter(r -> r.example().contentHash().equals(draft.contentHash()))
                .findFirst().orElseThrow(() -> new StewardException("The new example did not reach " + file
                        + ".", "Check that the file is writable, then try again."));
        if (row.example().verified()) {
            return row;
        }
        return new ExampleRow(row.lineNumber(), decide(row, CurationKind.EXAMPLE, CurationAction.APPROVE, note,
                this::verify, this::verified));
    }

    /** Leaves the row as it is and records that it was looked at. */
    public void skip(ExampleRow row) {
        SyntheticExamplesFile loaded = load();
        ExampleRow current = loaded.current(row);
        ObjectNode json = loaded.json(current.lineNumber());
        log.record(user, CurationKind.EXAMPLE, current.example().contentHash(), CurationAction.SKIP, json, json, null);
    }

    /** Removes an unverified row; the log keeps what it said. */
    public void reject(ExampleRow row, String note) {
        SyntheticExamplesFile loaded = load();
        ExampleRow current = loaded.current(row);
        if (current.example().verified()) {
            throw new StewardException("'" + current.example().question() + "' is verified; only unverified examples "
                    + "can be rejected.", "Edit the verified example instead.");
        }
        ObjectNode before = loaded.json(current.lineNumber());
        loaded.save(loaded.document().remove(current.lineNumber()), files, Map.of());
        log.record(user, CurationKind.EXAMPLE, current.example().contentHash(), CurationAction.REJECT, before, null,
                note);
    }

    /**
     * Makes a verified row a template: {@code templated: true} and its slots. {@code sql} replaces the row's SQL
     * (the same text, or one where a literal became a {@code {slot}}; see {@link TemplatePromotion}).
     */
    public Example promote(ExampleRow row, String sql, Map<String, SlotSpec> params) {
        if (!row.example().verified()) {
            throw new StewardException("'" + row.example().question() + "' is not verified, and templated: true "
                    + "requires verified: true.", "Approve the example first, then promote it to a template.");
        }
        return decide(row, CurationKind.TEMPLATE, CurationAction.APPROVE, "slots " + params.keySet(), json -> {
            json.put("sql", sql);
            json.put("templated", true);
            json.set("params", ExampleJson.params(params));
        }, shown -> new Example(shown.question(), sql, shown.verified(), true, params, shown.verifiedBy(),
                shown.verifiedAt(), shown.source(), shown.asOf(), shown.role()));
    }

    private interface RowEdit {
        void apply(ObjectNode json);
    }

    /**
     * Replaces the row's line by its edited JSON (openmedallion's keys only) and gives its new content hash the
     * record of {@code after} (the example as Steward shows it after the decision): verifier, source, typed slots.
     */
    private Example decide(ExampleRow row, CurationKind kind, CurationAction action, String note, RowEdit edit,
                           java.util.function.UnaryOperator<Example> after) {
        SyntheticExamplesFile loaded = load();
        ExampleRow current = loaded.current(row);
        String line = loaded.document().line(current.lineNumber());
        ObjectNode before = loaded.json(current.lineNumber());
        ObjectNode json = before.deepCopy();
        edit.apply(json);
        ExampleJson.clean(json);
        Example shown = after.apply(current.example());
        Map<String, ExampleRecord> updates = new java.util.HashMap<>();
        updates.put(shown.contentHash(), ExampleRecord.of(shown));
        JsonLinesDocument edited = loaded.document().replace(current.lineNumber(), JsonRowStyle.of(line).write(json));
        Example saved = loaded.save(edited, files, updates).get(indexOf(loaded, current));
        log.record(user, kind, saved.contentHash(), action, before, json, note);
        return saved;
    }

    private static int indexOf(SyntheticExamplesFile loaded, ExampleRow row) {
        return loaded.rows().indexOf(row);
    }

    private void verify(ObjectNode json) {
        json.put("verified", true);
    }

    /** The example verified by this user, now (kept in steward/examples.yaml). */
    private Example verified(Example shown) {
        return new Example(shown.question(), shown.sql(), true, shown.templated(), shown.params(), user,
                clock.instant().truncatedTo(ChronoUnit.SECONDS).toString(), shown.source(), shown.asOf(), shown.role());
    }

    private List<ExampleRow> rows(Predicate<Example> filter) {
        return load().rows().stream().filter(r -> filter.test(r.example())).toList();
    }

    private SyntheticExamplesFile load() {
        return SyntheticExamplesFile.load(file, reader);
    }
}
