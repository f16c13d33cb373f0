package dev.steward.ui.examples;

import dev.steward.audit.AuditReport;
import dev.steward.audit.AuditState;
import dev.steward.audit.GoldenAudit;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Examples tab's gold audit (ADR 33): each verified example's and template's audit state, run in a job the first
 * time the tab is shown and again after a reload or a decision, and the steward's Confirm (a note is required; the
 * decision goes to the curation log through the command's own path). Fix is the detail's SQL edit.
 */
public final class ExampleAuditViewModel {
    private final Jobs jobs;
    private final ExampleAudits audits;
    private final ReadOnlyObjectWrapper<AuditReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper auditing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper confirming = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final StringProperty note = new SimpleStringProperty("");
    private RunningJob auditJob;
    /** The tab has been shown: from then on every reload and decision audits again. */
    private boolean wanted;

    /** @param audits the project's audit, or null where none is wired (the tab then shows no audit) */
    ExampleAuditViewModel(Jobs jobs, ExampleAudits audits) {
        this.jobs = jobs;
        this.audits = audits;
    }

    /** The tab is on screen: audits the first time. */
    public void shown() {
        if (!wanted) {
            wanted = true;
            run();
        }
    }

    /** After a reload or a decision: audits again once the tab has been shown. */
    void refresh() {
        if (wanted) {
            run();
        }
    }

    private void run() {
        if (audits == null) {
            return;
        }
        if (auditJob != null) {
            auditJob.cancel();
        }
        auditing.set(true);
        status.set("Auditing the verified examples and templates…");
        auditJob = jobs.submit("Auditing the goldens", context -> audits.audit(), JobCallbacks.<AuditReport>of(
                done -> {
                    audited();
                    show(done);
                }, failure -> {
                    audited();
                    status.set("The audit could not run: " + failure.getMessage());
                }).whenCancelled(this::audited));
    }

    private void audited() {
        auditJob = null;
        auditing.set(false);
    }

    private void show(AuditReport done) {
        report.set(done);
        status.set(summary(done));
    }

    /** {@code Audit: 24 goldens · 19 clean · 2 warning · 3 disputed}, and what could not be probed. */
    static String summary(AuditReport report) {
        String counts = "Audit: " + report.goldens().size() + (report.goldens().size() == 1 ? " golden" : " goldens")
                + " · " + report.count(AuditState.CLEAN) + " clean · " + report.count(AuditState.WARNING)
                + " warning · " + report.count(AuditState.DISPUTED) + " disputed";
        return report.problems().isEmpty() ? counts : counts + "\n" + String.join("\n", report.problems());
    }

    /** The audit of a verified example or template as the last audit found it; empty for others or before one. */
    public Optional<GoldenAudit> of(ExampleEntry entry) {
        AuditReport done = report.get();
        if (done == null || entry == null || entry.example() == null
                || !(entry.example().verified() || entry.example().templated())) {
            return Optional.empty();
        }
        return done.golden(entry.example().contentHash());
    }

    /** True when the last audit disputes the entry. */
    boolean disputed(ExampleEntry entry) {
        return of(entry).map(g -> g.state() == AuditState.DISPUTED).orElse(false);
    }

    long disputedCount() {
        return report.get() == null ? 0 : report.get().count(AuditState.DISPUTED);
    }

    /** Why Confirm cannot be pressed for {@code entry} now; empty when it can. */
    public String confirmBlocker(ExampleEntry entry) {
        Optional<GoldenAudit> golden = of(entry);
        if (golden.isEmpty() || golden.get().open().isEmpty()) {
            return "Nothing to confirm: the audit found nothing open.";
        }
        if (confirming.get()) {
            return "Confirming…";
        }
        return note.get().isBlank() ? "Write a short note first: why the golden is right." : "";
    }

    /**
     * Records the steward's decision that {@code entry}'s golden is right despite its open findings, with the note,
     * exactly as {@code steward examples audit --confirm ID --note TEXT}; the audit shown is the one after it.
     */
    public void confirm(ExampleEntry entry) {
        String blocker = confirmBlocker(entry);
        if (!blocker.isEmpty()) {
            notice.set(blocker);
            return;
        }
        String id = entry.example().contentHash();
        String why = note.get().strip();
        confirming.set(true);
        notice.set("Confirming…");
        jobs.submit("Confirming '" + entry.question() + "'", context -> audits.confirm(id, why),
                JobCallbacks.<AuditReport>of(after -> {
                    confirming.set(false);
                    note.set("");
                    show(after);
                    notice.set("Confirmed as correct: recorded in curation_log.jsonl with your note; eval counts "
                            + "it again.");
                }, failure -> {
                    confirming.set(false);
                    notice.set("Not confirmed: " + failure.getMessage());
                }));
    }

    /** A new entry is shown: its note and notice start empty. */
    void clearForEntry() {
        note.set("");
        notice.set("");
    }

    public ReadOnlyObjectProperty<AuditReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** The audit's counts, "Auditing…" or why it could not run; empty before the first audit. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty auditingProperty() {
        return auditing.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty confirmingProperty() {
        return confirming.getReadOnlyProperty();
    }

    /** What the last Confirm did, or why it did not. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** The steward's note for Confirm (required). */
    public StringProperty noteProperty() {
        return note;
    }

    void cancel() {
        if (auditJob != null) {
            auditJob.cancel();
        }
    }
}
