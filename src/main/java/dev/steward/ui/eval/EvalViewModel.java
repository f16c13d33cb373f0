package dev.steward.ui.eval;

import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.EvalRunText;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.ProjectEvaluation;
import dev.steward.eval.RunComparison;
import dev.steward.eval.Verdict;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import dev.steward.ui.fx.WordDiff;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Eval tab: run an eval as a cancellable job with a live tally, the stored history (one row and one chart
 * point per run), the results of one run or the changes between two, and the selected example's detail. All
 * reading and running goes through {@link Jobs}; everything here changes on the FX thread.
 */
public final class EvalViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ProjectEvals evals;
    private final ZoneId zone;
    private final EvalRunText text = new EvalRunText();
    private final ObservableList<RunRow> runs = FXCollections.observableArrayList();
    private final ObservableList<ResultRow> allResults = FXCollections.observableArrayList();
    private final FilteredList<ResultRow> results = new FilteredList<>(allResults);
    private final ObservableList<OwnerGroup> failureGroups = FXCollections.observableArrayList();
    private final ObservableList<OwnerGroup> failureGroupsView = FXCollections.unmodifiableObservableList(failureGroups);
    private final BooleanProperty useTemplates = new SimpleBooleanProperty(false);
    private final BooleanProperty onlyProblems = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyObjectWrapper<VerdictCounts> counts = new ReadOnlyObjectWrapper<>(VerdictCounts.NONE);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Reading the stored runs…");
    private final ReadOnlyStringWrapper resultsTitle = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper comparing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<RunRow> shownRun = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ResultRow> selected = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<WordDiff> sqlDiff = new ReadOnlyObjectWrapper<>();
    private EvalCancellation cancellation;
    private String wantedRun;
    private RunningJob job;

    public EvalViewModel(Jobs jobs, ErrorPresenter errors, ProjectEvals evals, ZoneId zone) {
        this.jobs = jobs;
        this.errors = errors;
        this.evals = evals;
        this.zone = zone;
        onlyProblems.addListener(o -> results.setPredicate(onlyProblems.get() ? r -> !r.passed() : null));
        selected.addListener((obs, old, row) -> sqlDiff.set(row == null ? null : diffOf(row.result())));
    }

    /** Golden against generated SQL; with no generated SQL the golden reads plain, not as all removed. */
    private static WordDiff diffOf(ExampleResult result) {
        String golden = result.goldenSql();
        return result.generatedSql() == null ? new WordDiff(WordDiff.of(golden, golden).before(), List.of())
                : WordDiff.of(golden, result.generatedSql());
    }

    /** Reads the stored runs in the background and shows the latest. */
    public void load() {
        jobs.submitQuietly("Reading eval runs of " + evals.project().name(), context -> evals.history(),
                JobCallbacks.of(this::showHistory, errors::present));
    }

    private void showHistory(EvalRunStore.History history) {
        List<RunRow> rows = new ArrayList<>();
        for (EvalRun run : history.runs()) {
            rows.add(RunRow.of(run, rows.size() + 1, zone));
        }
        runs.setAll(rows);
        if (!running.get()) {
            status.set(rows.isEmpty()
                    ? "No eval run yet. Run eval asks every verified example, template and governed case again."
                    : rows.size() + " stored run(s)." + problemsOf(history));
        }
        RunRow wanted = rows.stream().filter(r -> r.run().id().equals(wantedRun)).findFirst().orElse(null);
        wantedRun = null;
        showRun(wanted != null ? wanted : rows.isEmpty() ? null : rows.get(rows.size() - 1));
    }

    /**
     * Shows the stored run with this id (an Overview figure's run); when the runs are still being read, once they
     * are. Unknown ids leave the shown run as it is.
     */
    public void showRunWithId(String id) {
        runs.stream().filter(r -> r.run().id().equals(id)).findFirst()
                .ifPresentOrElse(this::showRun, () -> wantedRun = id);
    }

    private static String problemsOf(EvalRunStore.History history) {
        return history.problems().isEmpty() ? "" : " " + history.problems().size()
                + " run file(s) could not be read: " + history.problems().get(0);
    }

    /** Starts a run; the tally and the progress bar follow it, the new run joins the history when it is stored. */
    public void runEval() {
        if (running.get()) {
            return;
        }
        EvalCancellation stop = new EvalCancellation();
        cancellation = stop;
        LiveTally tally = new LiveTally(jobs, counts::set);
        counts.set(VerdictCounts.NONE);
        progress.set(0);
        running.set(true);
        status.set("Running the eval…");
        boolean templates = useTemplates.get();
        job = jobs.submit("Eval of " + evals.project().name(), context -> evals.run(templates,
                tally.progressOf(context, stop), stop), new JobCallbacks<>(this::finished, this::failed,
                this::cancelledByJob));
        if (running.get()) { // ImmediateJobs (tests) may have finished it already
            progress.bind(job.progressProperty());
        }
    }

    /** Stops the run after the question in flight; the examples that finished are stored as a cancelled run. */
    public void cancel() {
        if (cancellation != null && running.get()) {
            cancellation.cancel();
            status.set("Cancelling: the question in flight is stopped, finished ones are kept…");
        }
    }

    private void finished(ProjectEvaluation.StoredRun stored) {
        ended();
        EvalRun run = stored.run();
        counts.set(VerdictCounts.of(run));
        RunRow row = RunRow.of(run, runs.size() + 1, zone);
        runs.add(row);
        showRun(row);
        status.set(text.summary(run).lines().findFirst().orElse("") + "." + skippedWhy(run) + routing(run) + repairs(run)
                + " Stored as "
                + evals.project().root().relativize(stored.file()) + ".");
    }

    /**
     * Why questions were skipped (once, not per question): usually "no LLM, run ollama serve". The first line
     * already says that skipped cases count as not passed.
     */
    private static String skippedWhy(EvalRun run) {
        return run.results().stream().filter(r -> r.verdict() == Verdict.SKIPPED).findFirst()
                .map(r -> " Why skipped: " + r.detail()).orElse("");
    }

    /** The dialect slips mended by rule: the model habits the knowledge is compensating for. */
    private static String repairs(EvalRun run) {
        return run.summary().dialectRepairs() == 0 ? "" : " " + run.summary().dialectRepairs()
                + " dialect slip(s) in " + run.summary().repairedAnswers() + " answer(s) mended by rule.";
    }

    /** With templates on: how many questions template-routing changed (pass on one route, fail on the other). */
    private static String routing(EvalRun run) {
        return run.settings().useTemplates() ? " Template routing changed the result of "
                + run.routingChanged().size() + " question(s)." : "";
    }

    private void failed(Throwable failure) {
        ended();
        status.set("The eval did not run: " + failure.getMessage());
        errors.present(failure);
    }

    /** Cancelled from the status bar: the run stops and stores what finished; read the history again then. */
    private void cancelledByJob() {
        if (cancellation != null) {
            cancellation.cancel();
        }
        ended();
        status.set("Eval cancelled.");
    }

    private void ended() {
        progress.unbind();
        progress.set(0);
        running.set(false);
        job = null;
    }

    /** Shows the results of one stored run (null: nothing). */
    public void showRun(RunRow row) {
        comparing.set(false);
        shownRun.set(row);
        showCountsOf(row);
        allResults.setAll(row == null ? List.of() : row.run().results().stream().map(ResultRow::of).toList());
        failureGroups.setAll(row == null ? List.of() : OwnerGroup.of(row.run()));
        resultsTitle.set(row == null ? "" : "Results of " + row.title() + ": " + row.countsText());
        selectFirstProblem();
    }

    /** Shows which questions changed reason code between two runs, the older one first whatever the order given. */
    public void compare(RunRow first, RunRow second) {
        RunRow before = first.number() < second.number() ? first : second;
        RunRow after = before == first ? second : first;
        RunComparison comparison = RunComparison.between(before.run(), after.run());
        comparing.set(true);
        shownRun.set(after);
        showCountsOf(after);
        allResults.setAll(comparison.changes().stream().map(ResultRow::of).toList());
        failureGroups.setAll(OwnerGroup.of(after.run()));
        resultsTitle.set(comparison.changes().isEmpty() ? "No question changed verdict from " + before.title()
                + " to " + after.title() + "." : comparison.changes().size() + " changed from " + before.title()
                + " to " + after.title() + ": " + comparison.regressions().size() + " regression(s), "
                + comparison.changes().stream().filter(RunComparison.Change::fix).count() + " fix(es), "
                + comparison.changes().stream().filter(RunComparison.Change::skippedToFailing).count()
                + " skipped → not passed, " + comparison.changes().stream()
                .filter(RunComparison.Change::passedToSkipped).count() + " passed → skipped.");
        selectFirstProblem();
    }

    /** Between runs the tally is that of the run on screen; during a run it is the live one. */
    private void showCountsOf(RunRow row) {
        if (!running.get()) {
            counts.set(row == null ? VerdictCounts.NONE : VerdictCounts.of(row.run()));
        }
    }

    private void selectFirstProblem() {
        Predicate<ResultRow> problem = r -> !r.passed();
        selected.set(results.stream().filter(problem).findFirst().orElse(results.isEmpty() ? null : results.get(0)));
    }

    public ObservableList<RunRow> runs() {
        return runs;
    }

    public ObservableList<ResultRow> results() {
        return results;
    }

    /** The shown run's failures by likely owner, then its disputed goldens (the later run's in a comparison). */
    public ObservableList<OwnerGroup> failureGroups() {
        return failureGroupsView;
    }

    /** Shows this result's detail: its row in the list (all rows listed again if a filter hid it). */
    public void select(ExampleResult result) {
        java.util.Optional<ResultRow> row = allResults.stream().filter(r -> r.result() == result).findFirst();
        if (row.isPresent() && !results.contains(row.get())) {
            onlyProblems.set(false);
        }
        row.ifPresent(selected::set);
    }

    public BooleanProperty useTemplatesProperty() {
        return useTemplates;
    }

    public BooleanProperty onlyProblemsProperty() {
        return onlyProblems;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0..1 while running (negative: not known yet). */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<VerdictCounts> countsProperty() {
        return counts.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty resultsTitleProperty() {
        return resultsTitle.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty comparingProperty() {
        return comparing.getReadOnlyProperty();
    }

    /** The run whose results are listed (the later one in a comparison). */
    public ReadOnlyObjectProperty<RunRow> shownRunProperty() {
        return shownRun.getReadOnlyProperty();
    }

    public ObjectProperty<ResultRow> selectedProperty() {
        return selected;
    }

    /** Golden against generated SQL of the selected result, word by word. */
    public ReadOnlyObjectProperty<WordDiff> sqlDiffProperty() {
        return sqlDiff.getReadOnlyProperty();
    }

    /** The selected result, or null. */
    public ExampleResult selectedResult() {
        return selected.get() == null ? null : selected.get().result();
    }
}
