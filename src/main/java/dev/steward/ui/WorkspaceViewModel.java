package dev.steward.ui;

import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.metadata.MetadataViewModel;
import dev.steward.ui.metadata.TableListReader;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * One open project's main window: the tabs' view models and whether the chat panel shows. Made when a
 * project opens, {@link #close() closed} when it closes (its jobs are cancelled).
 */
public final class WorkspaceViewModel {
    private final Project project;
    private final MetadataViewModel metadata;
    private final BooleanProperty chatVisible = new SimpleBooleanProperty(true);

    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors) {
        this.project = project;
        this.metadata = new MetadataViewModel(jobs, errors, project, new TableListReader(new MetadataLoader()));
    }

    /** Starts the tabs' background loads. */
    public void start() {
        metadata.load();
    }

    public void close() {
        metadata.cancel();
    }

    public void toggleChat() {
        chatVisible.set(!chatVisible.get());
    }

    public BooleanProperty chatVisibleProperty() {
        return chatVisible;
    }

    public Project project() {
        return project;
    }

    /** What the opener noticed but did not stop for (e.g. a missing gold folder). */
    public List<String> warnings() {
        return project.warnings();
    }

    public MetadataViewModel metadata() {
        return metadata;
    }
}
