package dev.steward.ui.drift;

import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.TableProfile;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.Job;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.Narrowing;
import dev.steward.ui.fx.RunningJob;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Drift & Profiling tab: the drift check per table (Check writes nothing, Refresh applies the rules), and
 * for the selected table its column profiles, computed in a job and cached so reopening is instant.
 */
public final class DriftViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final DriftService service;
    private final Runnable afterRefresh;
    private final ObservableList<DriftRow> allRows = FXCollections.observableArrayList();
    private final FilteredList<DriftRow> rows = new FilteredList<>(allRows);
    private final ObjectProperty<Narrowing> narrowing = new SimpleObjectProperty<>();
    private final ObjectProperty<DriftRow> selected = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<TableProfile> profile = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ColumnProfile> selectedColumn = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper profileStatus = new ReadOnlyStringWrapper("Select a table to see its "
            + "column profiles.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private RunningJob checkJob;
    private RunningJob profileJob;

    /**
     * @param afterRefresh called after a refresh wrote metadata.yaml (the Metadata tab reloads its queue)
     */
    public DriftViewModel(Jobs jobs, ErrorPresenter errors, DriftService service, Runnable afterRefresh) {
        this.jobs = jobs;
        this.errors = errors;
        this.service = service;
        this.afterRefresh = afterRefresh;
        selected.addListener((obs, old, row) -> showProfile(row));
        narrowing.addListener((obs, old, now) -> {
            rows.setPredicate(now == null ? null : row -> Narrowing.admits(now, row.name(),
                    row.layer().equals("gold") ? "gold." + row.name() : null));
            if (!rows.contains(selected.get())) {
                selected.set(rows.isEmpty() ? null : rows.get(0));
            }
        });
    }

    /** The error banner's source for a failed check or refresh. */
    private static final String CHECK = "drift.check";

    /** Compares metadata.yaml with the live Parquet; nothing is written. */
    public void check() {
        run("Checking schema drift", context -> service.check(), false);
    }

    /** Applies the refresh rules (drifted approved tables become stale, new tables get draft entries). */
    public void refresh() {
        run("Refreshing metadata.yaml", context -> service.refresh(), true);
    }

    public void cancel() {
        for (RunningJob job : new RunningJob[] {checkJob, profileJob}) {
            if (job != null) {
                job.cancel();
            }
        }
    }

    private void run(String title, Job<DriftOverview> work, boolean writes) {
        if (checkJob != null) {
            return;
        }
        busy.set(true);
        summary.set(writes ? "Refreshing…" : "Checking…");
        checkJob = jobs.submit(title, work, JobCallbacks.<DriftOverview>of(overview -> {
            done();
            errors.resolved(CHECK); // a check that failed before (a broken file since fixed) works again
            DriftRow before = selected.get();
            allRows.setAll(overview.rows());
            summary.set(overview.summary());
            selected.set(before == null ? null : rows.stream().filter(r -> r.name().equals(before.name())
                    && r.layer().equals(before.layer())).findFirst().orElse(null));
            if (writes) {
                afterRefresh.run();
            }
        }, failure -> {
            done();
            summary.set("The check failed; see the message above.");
            errors.present(failure, CHECK);
        }).whenCancelled(() -> {
            done();
            summary.set("Cancelled.");
        }));
    }

    private void done() {
        checkJob = null;
        busy.set(false);
    }

    private void showProfile(DriftRow row) {
        if (profileJob != null) {
            profileJob.cancel();
            profileJob = null;
        }
        selectedColumn.set(null);
        profile.set(null);
        if (row == null || !row.profilable()) {
            profileStatus.set(row == null ? "Select a table to see its column profiles."
                    : "No profile: " + (row.state().equals("missing") ? "the Parquet file is missing."
                    : "the Parquet file cannot be read."));
            return;
        }
        profileStatus.set("Profiling " + row.name() + "…");
        profileJob = jobs.submit("Profiling " + row.name(), context -> service.profile(row.table()),
                JobCallbacks.<TableProfile>of(loaded -> {
                    profileJob = null;
                    profile.set(loaded);
                    profileStatus.set(String.format(java.util.Locale.ROOT, "%s · %,d rows · %d columns",
                            row.name(), loaded.rowCount(), loaded.columns().size()));
                    selectedColumn.set(loaded.columns().isEmpty() ? null : loaded.columns().get(0));
                }, failure -> {
                    profileJob = null;
                    profileStatus.set("Profiling " + row.name() + " failed.");
                    errors.present(failure);
                }));
    }

    /** The table narrowed to the tables behind an Overview figure (as queries name them), or null. */
    public ObjectProperty<Narrowing> narrowingProperty() {
        return narrowing;
    }

    public ObservableList<DriftRow> rows() {
        return rows;
    }

    public ObjectProperty<DriftRow> selectedProperty() {
        return selected;
    }

    /** The selected table's profile; null while none is selected or it is being computed. */
    public ReadOnlyObjectProperty<TableProfile> profileProperty() {
        return profile.getReadOnlyProperty();
    }

    /** The column whose histogram and top values show. */
    public ObjectProperty<ColumnProfile> selectedColumnProperty() {
        return selectedColumn;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty profileStatusProperty() {
        return profileStatus.getReadOnlyProperty();
    }

    /** True while a check or refresh runs. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
