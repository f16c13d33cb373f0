package dev.steward.ui;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.error.StewardException;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.project.ProjectLock;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.Jobs;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The app's composition root: builds the services once and hands them to the view models by constructor.
 * Construct it off the FX thread (it reads the settings file), e.g. in {@code Application.init()}.
 */
public final class AppContext implements AutoCloseable {
    private static final Duration LLM_CHECK_TIMEOUT = Duration.ofSeconds(3);

    private final Jobs jobs;
    private final ErrorPresenter errors = new ErrorPresenter();
    private final ShellViewModel shell;
    private final StatusViewModel status;
    private final Optional<String> settingsWarning;
    private final ProjectLocks locks;

    /**
     * @param directories where settings and the sample's working copy live (tests pass a temp folder)
     * @param environment expands {@code ${VAR}} in main.yaml
     * @param jobs        the background executor
     * @param sample      finds the bundled sample project
     * @param embeddings  loads the embedding model (tests pass a cheap one)
     */
    public AppContext(AppDirectories directories, Map<String, String> environment, Jobs jobs,
                      SampleProjectLocator sample, Supplier<EmbeddingModel> embeddings) {
        this.jobs = jobs;
        SettingsStore settingsStore = new SettingsStore(directories.settingsFile());
        UserSettings settings = settingsStore.load();
        this.settingsWarning = settingsStore.lastWarning();
        AtomicFiles files = new AtomicFiles();
        this.locks = new ProjectLocks(root -> ProjectLock.acquire(root, "the Steward desktop app", files,
                Clock.systemUTC()));
        this.shell = new ShellViewModel(jobs, errors, new SettingsStore(directories.settingsFile(), files),
                new ProjectOpener(environment), () -> sample.workingCopy(directories.dataDir()), locks, settings);
        this.status = new StatusViewModel(jobs, new OllamaStatusProbe(LLM_CHECK_TIMEOUT), embeddings,
                () -> shell.settingsProperty().get());
    }

    /** The real thing: the user's folders, the process environment, a small pool of job threads. */
    public static AppContext forThisProcess() {
        Map<String, String> env = System.getenv();
        EmbeddingModelLoader loader = new EmbeddingModelLoader();
        return new AppContext(AppDirectories.forCurrentUser(env), env, new FxJobs(3),
                SampleProjectLocator.forThisProcess(), loader::load);
    }

    public Jobs jobs() {
        return jobs;
    }

    public ErrorPresenter errors() {
        return errors;
    }

    public ShellViewModel shell() {
        return shell;
    }

    public StatusViewModel status() {
        return status;
    }

    /** Call on the FX thread once the window shows: reports an unreadable settings file, if any. */
    public void reportStartupProblems() {
        settingsWarning.ifPresent(warning -> errors.present(new StewardException(warning,
                "Fix or delete the file; changing any setting rewrites it.")));
    }

    @Override
    public void close() {
        if (jobs instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // Shutting down: the worker threads are daemons, nothing is left to save.
            }
        }
        locks.close();
    }
}
