package dev.steward.ui.metadata;

import dev.steward.error.StewardException;
import dev.steward.eval.ImpactReport;
import dev.steward.eval.PendingChange;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.ReasonCode;
import dev.steward.metadata.TableEdit;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
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
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    /** Which preview the callbacks may still report to: a newer preview or a clear() makes older ones silent. */
    private int generation;
    private final ObservableList<ImpactLine> lines = FXCollections.observableArrayList();
    private final ObservableList<ImpactLine> linesView = FXCollections.unmodifiableObservableList(lines);

    private final IntegerProperty seeds = new SimpleIntegerProperty(1);

    /**
     * One example whose verdict would change, or that is flaky: the question, before → after, and why.
     *
     * @param flaky passed under some seeds and not others: inside the noise band, neither a regression nor a fix
     */
    public record ImpactLine(String question, String before, String after, String reason, boolean regression,
                             boolean flaky) {
    }

    /** @param check the preview engine, empty when this build has none (the button then says so) */
    ImpactPreviewing(Jobs jobs, Optional<ImpactCheck> check) {
        this.jobs = jobs;
        this.check = check;
    }

    /** Previews approving {@code table} with {@code edit}; a preview still running is cancelled first. */
    public void preview(String table, TableEdit edit) {
        clear();
        if (check.isEmpty()) {
            problem.set("The impact preview is not available in this window.");
            return;
        }
        PendingChange change = ImpactCheck.changeOf(table, edit);
        int repeat = Math.max(1, seeds.get());
        int mine = ++generation;
        java.util.concurrent.atomic.AtomicBoolean ended = new java.util.concurrent.atomic.AtomicBoolean();
        RunningJob running = jobs.submit("Impact of the " + change.describe(),
                context -> check.get().preview(change, repeat, context), JobCallbacks.<ImpactReport>of(report -> {
                    ended(ended);
                    if (mine == generation) {
                        show(table, report);
                    }
                }, failure -> {
                    ended(ended);
                    if (mine == generation) {
                        problem.set(failure instanceof StewardException steward ? steward.userText()
                                : String.valueOf(failure.getMessage()));
                    }
                }).whenCancelled(() -> {
                    ended(ended);
                    if (mine == generation) {
                        problem.set("Impact preview cancelled; nothing was changed.");
                    }
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

    /**
     * Forgets the shown result and any message, and stops a preview still running: the context changed (another
     * entry, the review read again, the pending edit changed), so what it said no longer applies.
     */
    public void clear() {
        generation++; // before cancelling: the running preview's "cancelled" is not said over the new context
        cancel();
        lines.clear();
        headline.set("");
        problem.set("");
    }

    /**
     * Takes away why the last preview could not run (no LLM, cancelled): a note on that click, gone once the
     * steward moves on (edits, leaves the tab). A result stays until {@link #clear()}.
     */
    public void dismissProblem() {
        problem.set("");
    }

    private void show(String table, ImpactReport report) {
        int examples = report.before().size();
        int seedCount = report.seeds().size();
        Map<String, ExampleResult> after = new HashMap<>();
        report.after().forEach(result -> after.put(result.key(), result));
        List<ImpactReport.Impact> impacts = report.impacts();
        impacts.forEach(impact -> lines.add(lineOf(impact, after.get(impact.key()), seedCount)));
        long flaky = impacts.stream().filter(i -> i.kind() == ImpactReport.Kind.FLAKY).count();
        long changed = impacts.size() - flaky;
        String over = seedCount > 1 ? "Over " + seedCount + " seeds, " : "";
        String noise = flaky == 0 ? "" : " " + flaky + " more " + (flaky == 1 ? "is" : "are") + " flaky (passed under "
                + "some seeds, not others): inside the noise band, not counted as a regression or a fix.";
        if (examples == 0) {
            headline.set("No verified example reads " + table + ", so approving it changes no verdict.");
        } else if (changed == 0) {
            headline.set(over + (over.isEmpty() ? "None" : "none") + " of the " + examples
                    + " verified examples that read " + table + " would change verdict." + noise);
        } else {
            long regressions = impacts.stream().filter(i -> i.kind() == ImpactReport.Kind.REGRESSION).count();
            headline.set(over + changed + " of " + examples + " verified examples that read " + table
                    + " would change verdict" + (regressions == 0 ? "." : " (" + regressions + " would stop passing).")
                    + noise);
        }
    }

    private static ImpactLine lineOf(ImpactReport.Impact impact, ExampleResult after, int seeds) {
        String reason = after == null || after.detail() == null ? "" : after.detail();
        return new ImpactLine(impact.question(), side(impact.before(), seeds), side(impact.after(), seeds),
                impact.kind() == ImpactReport.Kind.FLAKY ? "flaky: " + reason : reason,
                impact.kind() == ImpactReport.Kind.REGRESSION, impact.kind() == ImpactReport.Kind.FLAKY);
    }

    /** "PASS (MATCH)" over one seed; "passed 2 of 3 [MATCH, VALUE_DIFF, MATCH]" over several. */
    private static String side(List<ReasonCode> reasons, int seeds) {
        if (reasons.isEmpty()) {
            return "—";
        }
        if (seeds == 1) {
            return reasons.get(0).verdict() + " (" + reasons.get(0) + ")";
        }
        return "passed " + reasons.stream().filter(ReasonCode::passed).count() + " of " + reasons.size() + " "
                + reasons;
    }

    /** How many seeds each side runs under (1: one pass per side, as before; more: flaky questions apart). */
    public IntegerProperty seedsProperty() {
        return seeds;
    }

    public ReadOnlyObjectProperty<RunningJob> jobProperty() {
        return job.getReadOnlyProperty();
    }

    /** What the last preview found; empty before the first and when it could not run. */
    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    /** Why the last preview gave no result (no LLM, cancelled, not available), in plain words; else empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ObservableList<ImpactLine> lines() {
        return linesView;
    }
}
