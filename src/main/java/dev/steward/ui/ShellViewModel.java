package dev.steward.ui;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import dev.steward.ui.fx.Theme;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The app-level state: which project is open (none means the start screen), the user's settings, the
 * theme and the window title. Opening runs as a job; a failure leaves the current screen as it was and
 * goes to the error presenter. Settings changes are saved in the background, latest value wins.
 */
public final class ShellViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final SettingsStore settingsStore;
    private final ProjectOpener opener;
    private final SampleProjectSource sample;
    private final ProjectLocks locks;
    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<UserSettings> settings = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper();
    private final AtomicReference<UserSettings> settingsToSave = new AtomicReference<>();
    private final ObjectBinding<Theme> theme;
    private final StringBinding title;
    private RunningJob openJob;

    public ShellViewModel(Jobs jobs, ErrorPresenter errors, SettingsStore settingsStore, ProjectOpener opener,
                          SampleProjectSource sample, ProjectLocks locks, UserSettings initialSettings) {
        this.jobs = jobs;
        this.errors = errors;
        this.settingsStore = settingsStore;
        this.opener = opener;
        this.sample = sample;
        this.locks = locks;
        settings.set(initialSettings);
        theme = Bindings.createObjectBinding(() -> Theme.fromSettings(settings.get().theme()), settings);
        title = Bindings.createStringBinding(() -> project.get() == null ? "Steward"
                : "Steward — " + project.get().name(), project);
    }

    /**
     * Opens the folder in the background and takes its project lock, so no other Steward process writes to it
     * while it is open here; the last request wins (an earlier one still running is cancelled).
     */
    public void open(Path folder) {
        startOpening("Opening " + folder.getFileName(), () -> openLocked(folder));
    }

    /** Opens the user's working copy of the bundled sample project (copied on first use). */
    public void openSample() {
        startOpening("Opening the sample project", () -> openLocked(sample.folder()));
    }

    /** Back to the start screen; the project's lock is released. */
    public void closeProject() {
        project.set(null);
        jobs.submitQuietly("Releasing the project", context -> {
            locks.releaseAllExcept(null);
            return null;
        }, JobCallbacks.of(done -> { }, errors::present));
    }

    /**
     * Which folder a project's data would be read from and why, one line, or a warning when the path is
     * ambiguous; "" when the folder does not open. Reads main.yaml and lists folders: call it in a job.
     */
    public String dataNoteOf(Path folder) {
        try {
            return DataFolderText.recentNote(opener.open(folder));
        } catch (RuntimeException e) {
            return "";
        }
    }

    private Project openLocked(Path folder) {
        Project opened = opener.open(folder);
        locks.hold(opened.root());
        return opened;
    }

    public void toggleTheme() {
        Theme next = theme.get().toggled();
        updateSettings(current -> current.withTheme(next.settingsName()));
    }

    /** Remembers the name the user typed in the chat panel (recorded with chat turns and curation decisions). */
    public void rememberUserName(String name) {
        updateSettings(current -> current.withUserName(name));
    }

    /**
     * Applies what the settings screen says (LLM, user name, theme, timeouts, row cap) and saves it; the recent
     * projects stay as they are now.
     */
    public void applySettings(UserSettings edited) {
        updateSettings(current -> edited.withRecentProjects(current.recentProjects()));
    }

    /** Removes a folder from the recent list (e.g. one that no longer exists). */
    public void forgetRecent(Path folder) {
        updateSettings(current -> current.withoutRecentProject(folder));
    }

    public ReadOnlyObjectProperty<Project> projectProperty() {
        return project.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<UserSettings> settingsProperty() {
        return settings.getReadOnlyProperty();
    }

    public ObjectBinding<Theme> themeBinding() {
        return theme;
    }

    public StringBinding titleBinding() {
        return title;
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    private void startOpening(String jobTitle, ProjectSource source) {
        if (openJob != null) {
            openJob.cancel();
        }
        opening.set(true);
        openJob = jobs.submit(jobTitle, context -> source.open(), JobCallbacks.<Project>of(opened -> {
            openJob = null;
            opening.set(false);
            project.set(opened);
            releaseOtherLocks(opened);
            updateSettings(current -> current.withRecentProject(opened.root()));
        }, failure -> {
            openJob = null;
            opening.set(false);
            errors.present(failure);
        }).whenCancelled(() -> opening.set(false)));
    }

    private void releaseOtherLocks(Project opened) {
        jobs.submitQuietly("Releasing other projects", context -> {
            locks.releaseAllExcept(opened.root());
            return null;
        }, JobCallbacks.of(done -> { }, errors::present));
    }

    private void updateSettings(UnaryOperator<UserSettings> change) {
        UserSettings next = change.apply(settings.get());
        settings.set(next);
        settingsToSave.set(next);
        jobs.submitQuietly("Saving settings", context -> {
            // Jobs may run in parallel: whichever save runs last writes the newest settings.
            synchronized (settingsStore) {
                settingsStore.save(settingsToSave.get());
            }
            return null;
        }, JobCallbacks.of(done -> { }, errors::present));
    }

    /** Where the sample project's working copy comes from; may copy files, so it runs inside a job. */
    @FunctionalInterface
    public interface SampleProjectSource {
        Path folder();
    }

    @FunctionalInterface
    private interface ProjectSource {
        Project open();
    }
}
