package dev.steward.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The status-bar view of the running jobs: the oldest job's title, progress and cancel button, and a menu
 * listing every job (each cancellable) when more than one runs. Hidden when nothing runs.
 */
public final class JobsIndicator extends HBox {
    private final ObservableList<RunningJob> jobs;
    private final Label title = new Label();
    private final ProgressBar bar = new ProgressBar();
    private final Button cancel = new Button(null, new FontIcon(Feather.X_CIRCLE));
    private final MenuButton others = new MenuButton();

    /** Shows the jobs of the list that are not {@link RunningJob#isQuiet() quiet}. */
    public JobsIndicator(ObservableList<RunningJob> jobs) {
        this.jobs = new FilteredList<>(jobs, job -> !job.isQuiet());
        setId("jobs-indicator");
        setSpacing(6);
        setAlignment(Pos.CENTER_LEFT);
        title.setId("job-title");
        bar.setId("job-progress");
        bar.setPrefWidth(120);
        cancel.setId("job-cancel");
        cancel.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT, Styles.SMALL);
        cancel.setTooltip(new Tooltip("Cancel this job"));
        others.setId("jobs-menu");
        others.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        getChildren().addAll(title, bar, cancel, others);
        this.jobs.addListener((ListChangeListener<RunningJob>) change -> refresh());
        refresh();
    }

    private void refresh() {
        boolean any = !jobs.isEmpty();
        setVisible(any);
        setManaged(any);
        others.setVisible(jobs.size() > 1);
        others.setManaged(jobs.size() > 1);
        if (!any) {
            bar.progressProperty().unbind();
            title.textProperty().unbind();
            return;
        }
        RunningJob first = jobs.get(0);
        title.textProperty().bind(Bindings.createStringBinding(
                () -> first.messageProperty().get().isBlank() ? first.title()
                        : first.title() + " — " + first.messageProperty().get(),
                first.messageProperty()));
        bar.progressProperty().bind(first.progressProperty());
        cancel.setOnAction(e -> first.cancel());
        others.setText("+" + (jobs.size() - 1) + " more");
        others.getItems().setAll(jobs.stream().map(JobsIndicator::cancelItem).toList());
    }

    private static MenuItem cancelItem(RunningJob job) {
        MenuItem item = new MenuItem("Cancel: " + job.title(), new FontIcon(Feather.X_CIRCLE));
        item.setOnAction(e -> job.cancel());
        return item;
    }
}
