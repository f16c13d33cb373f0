package dev.steward.ui;

import dev.steward.migrate.MigrationPlan;
import dev.steward.migrate.Migrator;
import dev.steward.migrate.MovedValue;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The migration banner of a project an older Steward curated (issue 18): on open, the same {@link Migrator} dry run
 * as {@code steward migrate PROJECT} lists what would move out of openmedallion's files into steward/; a confirmed
 * click applies it as a job off the FX thread (logged with a snapshot in steward/migrations.jsonl, so
 * {@code steward migrate --undo} restores the files exactly), then the tabs read the files again.
 */
public final class MigrationViewModel {
    private static final System.Logger LOG = System.getLogger(MigrationViewModel.class.getName());
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final Path root;
    private final Migrator migrator;
    private final Runnable afterApply;
    private final ObservableList<String> moves = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper done = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);

    /** @param afterApply what to do on the FX thread once the files moved (the tabs reload) */
    public MigrationViewModel(Jobs jobs, ErrorPresenter errors, Path root, Migrator migrator, Runnable afterApply) {
        this.jobs = jobs;
        this.errors = errors;
        this.root = root;
        this.migrator = migrator;
        this.afterApply = afterApply;
    }

    /** The dry run, in the background; the banner shows when it lists moves. */
    public void check() {
        jobs.submitQuietly("Checking " + root.getFileName() + " for Steward extras in openmedallion's files",
                context -> migrator.plan(root), JobCallbacks.of(this::show, failure -> { }));
    }

    /** Moves everything the dry run listed (the banner's confirmed click). */
    public void apply() {
        if (busy.get() || moves.isEmpty()) {
            return;
        }
        busy.set(true);
        jobs.submit("Moving Steward's extras into steward/", context -> migrator.apply(root),
                JobCallbacks.<MigrationPlan>of(plan -> {
                    busy.set(false);
                    LOG.log(System.Logger.Level.INFO, "steward migrate --apply {0}: {1} value(s) moved; files: {2}",
                            root, plan.moved().size(), String.join(", ", plan.changedFiles()));
                    moves.clear();
                    summary.set("");
                    done.set(plan.moved().size() + " value(s) moved into steward/ (" + String.join(", ",
                            plan.changedFiles()) + "). Logged in steward/migrations.jsonl; 'steward migrate --undo "
                            + root.getFileName() + "' restores the files exactly.");
                    afterApply.run();
                }, failure -> {
                    busy.set(false);
                    errors.present(failure);
                }));
    }

    /** Hides the after-apply line. */
    public void dismiss() {
        done.set("");
    }

    private void show(MigrationPlan plan) {
        moves.setAll(plan.moved().stream().map(MovedValue::describe).toList());
        summary.set(plan.isEmpty() ? "" : summaryOf(plan.moved(), plan.changedFiles()));
    }

    private static String summaryOf(List<MovedValue> moved, List<String> files) {
        return "This project holds " + moved.size() + " value(s) an older Steward wrote into openmedallion's files ("
                + String.join(", ", files.stream().filter(f -> !f.startsWith("steward/")).toList())
                + "), which openmedallion's loader rejects. Moving them into steward/ keeps everything Steward "
                + "shows; other bytes stay as they are.";
    }

    /** Each value the dry run would move, as {@code steward migrate} lists it; empty when nothing would. */
    public ObservableList<String> moves() {
        return FXCollections.unmodifiableObservableList(moves);
    }

    /** One sentence over the moves; empty when nothing would move. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** What the apply did and how to undo it; empty before. */
    public ReadOnlyStringProperty doneProperty() {
        return done.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
