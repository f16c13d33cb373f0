package dev.steward.ui.overview;

import dev.steward.readiness.Readiness;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.Job;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The Overview tab's state: the readiness measured in a job, its figures, and the list a click opened. */
public final class OverviewViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final Job<Readiness> measure;
    private final ReadOnlyObjectWrapper<Readiness> readiness = new ReadOnlyObjectWrapper<>();
    private final ObservableList<Figure> figures = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<Figure> opened = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyBooleanWrapper measuring = new javafx.beans.property.ReadOnlyBooleanWrapper();

    /** @param measure measures the project's readiness (off the FX thread) */
    public OverviewViewModel(Jobs jobs, ErrorPresenter errors, Job<Readiness> measure) {
        this.jobs = jobs;
        this.errors = errors;
        this.measure = measure;
    }

    public void load() {
        if (measuring.get()) {
            return; // one measure at a time: a second would replace the figures under the steward's click
        }
        measuring.set(true);
        status.set("Measuring…");
        jobs.submit("Measuring the project's readiness", measure, JobCallbacks.<Readiness>of(measured -> {
            measuring.set(false);
            readiness.set(measured);
            figures.setAll(OverviewFigures.of(measured));
            status.set(measured.problems().isEmpty() ? "" : String.join(" ", measured.problems()));
            opened.set(null);
        }, failure -> {
            measuring.set(false);
            status.set("Could not measure the project; see the message above.");
            errors.present(failure);
        }));
    }

    /** True while a measure runs; Refresh waits for it. */
    public javafx.beans.property.ReadOnlyBooleanProperty measuringProperty() {
        return measuring.getReadOnlyProperty();
    }

    /** Remembers the figure a click opened (the owning tab shows its list). */
    public void open(Figure figure) {
        opened.set(figure);
    }

    public ReadOnlyObjectProperty<Readiness> readinessProperty() {
        return readiness.getReadOnlyProperty();
    }

    public ObservableList<Figure> figures() {
        return figures;
    }

    public ReadOnlyObjectProperty<Figure> openedProperty() {
        return opened.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    List<Figure> figureList() {
        return List.copyOf(figures);
    }
}
