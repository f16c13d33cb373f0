package dev.steward.ui;

import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The start screen: the recent projects (whether each still exists, and which folder its data would be read
 * from, is checked in the background) and the
 * three ways in — a chosen folder, a recent one, the sample project.
 */
public final class StartScreenViewModel {
    private final ShellViewModel shell;
    private final Jobs jobs;
    private final ObservableList<RecentProject> recent = FXCollections.observableArrayList();

    public StartScreenViewModel(ShellViewModel shell, Jobs jobs) {
        this.shell = shell;
        this.jobs = jobs;
        shell.settingsProperty().addListener((obs, old, now) -> {
            if (old == null || !old.recentProjects().equals(now.recentProjects())) {
                refreshRecent();
            }
        });
        refreshRecent();
    }

    public ObservableList<RecentProject> recentProjects() {
        return FXCollections.unmodifiableObservableList(recent);
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return shell.openingProperty();
    }

    public void open(Path folder) {
        shell.open(folder);
    }

    public void openSample() {
        shell.openSample();
    }

    public void forget(RecentProject project) {
        shell.forgetRecent(project.folder());
    }

    private void refreshRecent() {
        List<Path> folders = shell.settingsProperty().get().recentProjects();
        // Until the check answers, list them as available rather than flashing them grey.
        recent.setAll(folders.stream().map(f -> new RecentProject(f, true)).toList());
        jobs.submitQuietly("Checking recent projects", context -> folders.stream()
                .map(f -> Files.isDirectory(f) ? new RecentProject(f, true, shell.dataNoteOf(f))
                        : new RecentProject(f, false)).toList(),
                JobCallbacks.<List<RecentProject>>of(checked -> {
                    if (folders.equals(shell.settingsProperty().get().recentProjects())) {
                        recent.setAll(checked);
                    }
                }, failure -> {
                    // Files.isDirectory reports problems as "false"; nothing else in the job can throw.
                }));
    }
}
