package dev.steward.ui.metadata;

import dev.steward.error.StewardException;
import dev.steward.eval.ImpactReport;
import dev.steward.eval.PendingChange;
import dev.steward.eval.RunComparison;
import dev.steward.metadata.TableEdit;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The review pane's "Impact": one cancellable job at a time that previews which verified examples would change
 * verdict if the shown table were approved with the pending edit, and the result as a headline and one line per
 * changed example. Toolkit-free like a view model; nothing is written.
 */
public final class ImpactPreviewing {
    private final Jobs jobs;
    private final Optional<ImpactCheck> check;
    private final ReadOnlyObjectWrapper<RunningJob> job = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper("");
    private final ObservableList<ImpactLine> lines = FXCollections.observableArrayList();
    private final ObservableList<ImpactLine> linesView = FXCollections.unmodifiableObservableList(lines);

    /** One example whose verdict would change: the question, before → after, and why. */
    public record ImpactLine(String question, String before, String after, String reason, boolean regression) {
    }

    /** @param check the preview engine, empty when this build has none (the button then says so) */
    ImpactPreviewing(Jobs jobs, Optional<ImpactCheck> check) {
        this.jobs = jobs;
        this.check = check;
    }

    /** Previews approving {@code table} with {@code edit}; a preview still running is cancelled first. */
    public void preview(String table, TableEdit edit) {
        cancel();
        lines.clear();
        if (check.isEmpty()) {
            headline.set("The impact preview is not available in this window.");
            return;
        }
        PendingChange change = ImpactCheck.changeOf(table, edit);
        headline.set("");
        java.util.concurrent.atomic.AtomicBoolean ended = new java.util.concurrent.atomic.AtomicBoolean();
        RunningJob running = jobs.submit("Impact of the " + change.describe(),
                context -> check.get().preview(change, context), JobCallbacks.<ImpactReport>of(report -> {
                    ended(ended);
                    show(table, report);
                }, failure -> {
                    ended(ended);
                    headline.set(failure instanceof StewardException steward ? steward.userText()
                            : String.valueOf(failure.getMessage()));
                }).whenCancelled(() -> {
                    ended(ended);
                    headline.set("Impact preview cancelled; nothing was changed.");
                }));
        if (!ended.get()) { // a job that ended inside submit (tests' immediate jobs) is not running
            job.set(running);
        }
    }

    private void ended(java.util.concurrent.atomic.AtomicBoolean ended) {
        ended.set(true);
        job.set(null);
    }

    public void cancel() {
        if (job.get() != null) {
            job.get().cancel();
        }
    }

    /** Forgets the shown result (another table was opened). */
    public void clear() {
        cancel();
        lines.clear();
        headline.set("");
    }

    private void show(String table, ImpactReport report) {
        int examples = report.before().size();
        var changes = report.changes().changes();
        changes.forEach(change -> lines.add(lineOf(change)));
        if (examples == 0) {
            headline.set("No verified example reads " + table + ", so approving it changes no verdict.");
        } else if (changes.isEmpty()) {
            headline.set("None of the " + examples + " verified examples that read " + table
                    + " would change verdict.");
        } else {
            long regressions = changes.stream().filter(RunComparison.Change::regression).count();
            headline.set(changes.size() + " of " + examples + " verified examples that read " + table
                    + " would change verdict" + (regressions == 0 ? "." : " (" + regressions + " would stop passing)."));
        }
    }

    private static ImpactLine lineOf(RunComparison.Change change) {
        String before = change.before() == null ? "—" : change.before().verdict() + " (" + change.beforeReason() + ")";
        String after = change.after() == null ? "—" : change.after().verdict() + " (" + change.afterReason() + ")";
        String reason = change.after() == null || change.after().detail() == null ? "" : change.after().detail();
        return new ImpactLine(change.question(), before, after, reason, change.regression());
    }

    public ReadOnlyObjectProperty<RunningJob> jobProperty() {
        return job.getReadOnlyProperty();
    }

    /** What the last preview found (or why it could not run); empty before the first. */
    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    public ObservableList<ImpactLine> lines() {
        return linesView;
    }
}
