package dev.steward.ui.examples;

import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.TemplateSql;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryResult;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The right side of the Examples tab: the selected entry's question and SQL (editable for rows of synthetic.jsonl),
 * Run (a row-capped preview, as a job), Verify (edit-then-verify when the text changed) and Reject, each recorded
 * with who and when by the engine. A row changed on disk since it was shown raises a conflict: Reload or Keep mine.
 */
public final class ExampleDetailViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ExamplesService service;
    private final Consumer<ExampleEntry> decided;
    private final Runnable reloadAll;
    private final ReadOnlyObjectWrapper<ExampleEntry> entry = new ReadOnlyObjectWrapper<>();
    private final StringProperty question = new SimpleStringProperty("");
    private final StringProperty sql = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<QueryResult> result = new ReadOnlyObjectWrapper<>();
    /** The SQL whose last run returned rows; Verify waits for it to be the SQL shown. */
    private final javafx.beans.property.ReadOnlyStringWrapper ranSql = new javafx.beans.property.ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper runStatus = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper conflict = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper revealSlot = new ReadOnlyStringWrapper();
    /** A failure being fixed: its question and SQL are editable, and Verify adds them as a new verified example. */
    private final ReadOnlyBooleanWrapper fixing = new ReadOnlyBooleanWrapper();
    private final Consumer<String> added;
    /** The audited golden whose SQL the steward is fixing (Fix in the audit box), or null. */
    private final ReadOnlyObjectWrapper<dev.steward.audit.GoldenAudit> auditFix = new ReadOnlyObjectWrapper<>();
    private final TemplateEditorViewModel template;
    private RunningJob runJob;
    private QueryCancellation cancellation;
    private Function<ExampleRow, Example> pending;
    /** A reject that met a changed row: Keep mine rejects the row as it is on disk now. */
    private boolean rejectPending;

    /**
     * @param decided   called with the entry as saved after a decision (the list puts it in place)
     * @param reloadAll reads the whole list again (after a reject or a harvest, and for Reload)
     * @param added     called with the content hash of an example added from a fixed failure (the list reads the
     *                  file again and selects it)
     */
    public ExampleDetailViewModel(Jobs jobs, ErrorPresenter errors, ExamplesService service,
                                  Consumer<ExampleEntry> decided, Runnable reloadAll, Consumer<String> added) {
        this.jobs = jobs;
        this.added = added;
        this.errors = errors;
        this.service = service;
        this.decided = decided;
        this.reloadAll = reloadAll;
        this.template = new TemplateEditorViewModel(jobs, errors, service, sql, this::decide);
    }

    /**
     * Asks the pane to bring the template editor (and this slot's card, when named) into view; fires even when the
     * same slot is asked again.
     */
    void revealSlot(String slot) {
        revealSlot.set(null);
        revealSlot.set(slot == null ? "" : slot);
    }

    /** The slot the pane should bring into view ("" for the template editor as a whole), or null. */
    public javafx.beans.property.ReadOnlyStringProperty revealSlotProperty() {
        return revealSlot.getReadOnlyProperty();
    }

    /** Shows the entry (null clears the pane); a run still going for the previous one is cancelled. */
    public void open(ExampleEntry shown) {
        cancelRun();
        fixing.set(false);
        auditFix.set(null);
        entry.set(shown);
        conflict.set(false);
        pending = null;
        notice.set("");
        result.set(null);
        ranSql.set("");
        runStatus.set("");
        template.open(shown); // first: it lists the new SQL's slots, so setting the SQL below changes none
        question.set(shown == null ? "" : shown.question());
        sql.set(shown == null ? "" : shown.sql());
    }

    /** Runs the SQL shown (a template with its slots' example values) through the gate and the sandbox. */
    public void run() {
        String text = sql.get();
        if (text.isBlank()) {
            runStatus.set("There is no SQL to run.");
            return;
        }
        cancelRun();
        QueryCancellation stop = new QueryCancellation();
        cancellation = stop;
        running.set(true);
        runStatus.set("Running…");
        Map<String, dev.steward.examples.SlotSpec> params = template.params();
        runJob = jobs.submit("Running the example's SQL", context -> service.run(text, params, stop),
                JobCallbacks.<QueryResult>of(done -> {
                    ranOut();
                    result.set(done);
                    ranSql.set(text.strip());
                    runStatus.set(done.rowCount() + (done.truncated() ? "+ rows (first " + done.rowCount()
                            + " shown)" : done.rowCount() == 1 ? " row" : " rows") + " in " + done.elapsedMillis()
                            + " ms" + valuesUsed(params));
                }, failure -> {
                    ranOut();
                    result.set(null);
                    runStatus.set(failure.getMessage());
                }).whenCancelled(() -> {
                    ranOut();
                    runStatus.set("Run cancelled.");
                }));
    }

    /** " with quarter = Q1, region = East": a template runs with its slots' example values, and says which. */
    private static String valuesUsed(Map<String, dev.steward.examples.SlotSpec> params) {
        return params.isEmpty() ? "" : " with " + params.entrySet().stream()
                .map(p -> p.getKey() + " = " + p.getValue().example()).collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * Starts fixing the shown failure: its question and the SQL it gave become editable; once the corrected SQL has
     * run, Verify adds them to synthetic.jsonl as a new example verified by the steward.
     */
    public void startFix() {
        ExampleEntry shown = entry.get();
        if (shown == null || shown.state() != ExampleState.FAILURE) {
            return;
        }
        fixing.set(true);
        notice.set("Correct the SQL, run it, then add it as a verified example.");
    }

    /**
     * Fix from the audit: the shown golden's SQL is the one to correct (it is editable already). Says which findings
     * to fix and what comes next — run it, then save it verified (a template: Save template); the saved golden has a
     * new content hash and the audit runs again for it.
     */
    public void startAuditFix(dev.steward.audit.GoldenAudit golden) {
        ExampleEntry shown = entry.get();
        if (shown == null || !shown.editable() || golden == null) {
            return;
        }
        String findings = String.join("\n", golden.open().stream()
                .map(f -> f.probe().wireName() + ": " + f.reason()).toList());
        notice.set("Fixing what the audit found:\n" + findings + "\nCorrect the SQL, run it, then "
                + (shown.state() == ExampleState.TEMPLATE ? "Save template" : "Save edits and verify")
                + "; the audit runs again for the saved golden.");
        auditFix.set(null);
        auditFix.set(golden);
    }

    /** The audited golden being fixed (the pane puts the focus in its SQL), or null. */
    public ReadOnlyObjectProperty<dev.steward.audit.GoldenAudit> auditFixProperty() {
        return auditFix.getReadOnlyProperty();
    }

    /** Verifies the shown row, with the edited question and SQL when they changed (edit-then-verify). */
    public void verify() {
        String blocker = verifyBlocker();
        if (!blocker.isEmpty()) {
            notice.set(blocker);
            return;
        }
        String q = question.get().strip();
        String s = sql.get().strip();
        if (fixing.get()) {
            addFixed(entry.get(), q, s);
            return;
        }
        boolean edited = edited();
        decide(edited ? "Verifying the edited example" : "Verifying '" + q + "'",
                row -> edited ? service.editAndVerify(row, q, s) : service.verify(row));
    }

    private void addFixed(ExampleEntry failure, String q, String s) {
        saving.set(true);
        jobs.submit("Adding '" + q + "' as a verified example", context -> service.addVerified(q, s,
                "fixes the failure '" + failure.question() + "' from failures.jsonl"), JobCallbacks.<ExampleRow>of(
                row -> {
                    saving.set(false);
                    fixing.set(false);
                    added.accept(row.example().contentHash());
                }, this::failed));
    }

    /** Removes the shown unverified row from synthetic.jsonl (the curation log keeps it). */
    public void reject() {
        ExampleEntry shown = entry.get();
        if (shown == null || !shown.editable() || shown.example().verified()) {
            notice.set("Only unverified examples can be rejected.");
            return;
        }
        pending = null;
        rejectPending = true;
        saving.set(true);
        conflict.set(false);
        jobs.submit("Rejecting '" + shown.question() + "'", context -> rejectRow(shown.row()),
                JobCallbacks.<ExampleRow>of(row -> rejected(), this::failed));
    }

    private ExampleRow rejectRow(ExampleRow shown) {
        return service.decide(shown, row -> {
            service.reject(row, "rejected in the Examples tab");
            return row;
        });
    }

    private void rejected() {
        saving.set(false);
        conflict.set(false);
        rejectPending = false;
        notice.set("Rejected; the row was removed from synthetic.jsonl.");
        reloadAll.run();
    }

    /** Writes the pending decision over the row as it is on disk now (same line). */
    public void keepMine() {
        ExampleEntry shown = entry.get();
        Function<ExampleRow, Example> decision = pending;
        if (shown == null || (decision == null && !rejectPending)) {
            return;
        }
        int line = shown.row().lineNumber();
        saving.set(true);
        if (rejectPending) {
            jobs.submit("Rejecting line " + line, context -> rejectRow(rowNowAt(line)),
                    JobCallbacks.<ExampleRow>of(row -> rejected(), this::failed));
            return;
        }
        jobs.submit("Saving over line " + line, context -> new ExampleRow(line, service.decide(rowNowAt(line),
                decision)), JobCallbacks.<ExampleRow>of(this::saved, this::failed));
    }

    private ExampleRow rowNowAt(int line) {
        ExampleRow now = service.currentAt(line);
        if (now == null) {
            throw new StewardException("Line " + line + " of synthetic.jsonl is gone.", "Reload the examples.");
        }
        return now;
    }

    /** Drops the pending decision and reads the list again. */
    public void reload() {
        conflict.set(false);
        pending = null;
        rejectPending = false;
        reloadAll.run();
    }

    public void cancel() {
        cancelRun();
    }

    /** Runs a decision on the shown row as a job; the saved row replaces the entry, a changed row is a conflict. */
    void decide(String title, Function<ExampleRow, Example> decision) {
        ExampleEntry shown = entry.get();
        if (shown == null || !shown.editable()) {
            return;
        }
        pending = decision;
        rejectPending = false;
        saving.set(true);
        conflict.set(false);
        jobs.submit(title, context -> new ExampleRow(shown.row().lineNumber(),
                service.decide(shown.row(), decision)), JobCallbacks.<ExampleRow>of(this::saved, this::failed));
    }

    private void saved(ExampleRow row) {
        saving.set(false);
        auditFix.set(null);
        conflict.set(false);
        pending = null;
        ExampleEntry now = ExampleEntry.of(row, entry.get() == null ? null : entry.get().duplicateOf());
        entry.set(now);
        template.open(now);
        question.set(now.question());
        sql.set(now.sql());
        notice.set(now.state() == ExampleState.TEMPLATE ? "Saved as a template." : "Verified by " + now.who()
                + " at " + dev.steward.ui.fx.WhenText.local(now.when()) + ".");
        decided.accept(now);
    }

    private void failed(Throwable failure) {
        saving.set(false);
        if (failure instanceof RowChangedException) {
            conflict.set(true);
        } else {
            errors.present(failure);
        }
    }

    /** Why Verify cannot be pressed now; empty when it can. */
    public String verifyBlocker() {
        ExampleEntry shown = entry.get();
        if (shown == null || !(shown.editable() || fixing.get())) {
            return shown != null && shown.state() == ExampleState.FAILURE
                    ? "A failure is not an example: fix its SQL first (Fix the SQL and add as example)."
                    : "Only rows of synthetic.jsonl can be verified; harvest candidates first.";
        }
        if (!TemplateSql.of(sql.get()).slotNames().isEmpty()) {
            return "The SQL has slots: save it as a template instead.";
        }
        if (question.get().isBlank() || sql.get().isBlank()) {
            return "A verified example needs a question and an SQL query.";
        }
        if (shown.example() != null && shown.example().verified() && !edited()) {
            return "Already verified.";
        }
        return ranSql.get().equals(sql.get().strip()) ? "" : "Run it first: verify only SQL you have seen answer.";
    }

    /** The SQL of the last run that returned rows (empty before one). */
    public javafx.beans.property.ReadOnlyStringProperty ranSqlProperty() {
        return ranSql.getReadOnlyProperty();
    }

    /** True when the question or SQL differs from the row as read. */
    public boolean edited() {
        ExampleEntry shown = entry.get();
        return shown != null && (!shown.question().equals(question.get().strip())
                || !shown.sql().equals(sql.get().strip()));
    }

    private void cancelRun() {
        if (runJob != null) {
            cancellation.cancel();
            runJob.cancel();
            ranOut();
        }
    }

    private void ranOut() {
        runJob = null;
        running.set(false);
    }

    /** True while a failure is being fixed into a new example. */
    public ReadOnlyBooleanProperty fixingProperty() {
        return fixing.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ExampleEntry> entryProperty() {
        return entry.getReadOnlyProperty();
    }

    public StringProperty questionProperty() {
        return question;
    }

    public StringProperty sqlProperty() {
        return sql;
    }

    public ReadOnlyObjectProperty<QueryResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** "12 rows in 8 ms", "Running…" or the error of the last run. */
    public ReadOnlyStringProperty runStatusProperty() {
        return runStatus.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty savingProperty() {
        return saving.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public TemplateEditorViewModel template() {
        return template;
    }
}
