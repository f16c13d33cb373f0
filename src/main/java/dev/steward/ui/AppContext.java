package dev.steward.ui;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.chat.ChatUserFiles;
import dev.steward.error.StewardException;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.StartupTimeline;
import dev.steward.settings.UserSettings;
import dev.steward.sql.QueryLimits;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.chat.ChatBackend;
import dev.steward.ui.chat.ChatViewModel;
import dev.steward.ui.chat.ProjectChatBackend;
import dev.steward.ui.eval.ProjectEvals;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.metadata.ImpactCheck;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
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
    private final AtomicFiles files = new AtomicFiles();
    private final AppDirectories directories;
    private final Map<String, String> environment;
    private final Supplier<EmbeddingModel> embeddings;
    private final List<ChatBackend> chatBackends = new CopyOnWriteArrayList<>();
    private final CurrentLlm llm;
    private boolean worksWhenIdle;
    private volatile WorkspaceViewModel shown; // the shown project's workspace, while one is (set on the FX thread)

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
        this.directories = directories;
        this.environment = environment;
        this.embeddings = new LoadOnce<>(embeddings);
        SettingsStore settingsStore = new SettingsStore(directories.settingsFile());
        UserSettings settings = settingsStore.load();
        this.settingsWarning = settingsStore.lastWarning();
        this.locks = new ProjectLocks(root -> ProjectLock.acquire(root, "the Steward desktop app", files,
                Clock.systemUTC()));
        this.shell = new ShellViewModel(jobs, errors, new SettingsStore(directories.settingsFile(), files),
                new ProjectOpener(environment), () -> sample.workingCopy(directories.dataDir()), locks, settings);
        this.status = new StatusViewModel(jobs, new OllamaStatusProbe(LLM_CHECK_TIMEOUT), this.embeddings,
                this::llmInUse);
        this.llm = new CurrentLlm(() -> OllamaLlmConfig.defaults(endpointFromSettings()).withReadTimeout(
                Duration.ofSeconds(shell.settingsProperty().get().llmTimeoutSeconds())));
    }

    /** The real thing: the user's folders, the process environment, a small pool of job threads. */
    public static AppContext forThisProcess() {
        Map<String, String> env = System.getenv();
        EmbeddingModelLoader loader = new EmbeddingModelLoader();
        AppContext context = new AppContext(AppDirectories.forCurrentUser(env), env, new FxJobs(3),
                SampleProjectLocator.forThisProcess(), loader::load);
        context.worksWhenIdle = true;
        return context;
    }

    /**
     * Whether an opened project's main window does its work while the app is idle after the project's first frame:
     * the real app does (the tabs besides the Overview are built then, one at a time, then the Relationships tab's
     * diagram). A context built with the public constructor (tests) builds every tab with the window, so checks can
     * look into tabs they have not selected, and leaves the diagram to the Relationships tab's first show.
     */
    public boolean worksWhenIdle() {
        return worksWhenIdle;
    }

    public Jobs jobs() {
        return jobs;
    }

    /** The app's one whole-file writer (it serialises writes of the same file). */
    public AtomicFiles files() {
        return files;
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

    /**
     * The chat panel of an open project: the pipeline on the shared embedding model, the LLM from the settings of
     * the moment, the shared file writer. Its session also ends when the app closes.
     */
    public ChatViewModel chat(Project project) {
        ProjectChatBackend backend = new ProjectChatBackend(project,
                () -> new MiniLmEmbedder(embeddings.get(), new EmbeddingModelLoader().modelName()),
                () -> llm, files, directories.cacheDir().resolve("duckdb-tmp"), pipelineSettings(), Clock.systemUTC());
        chatBackends.add(backend);
        String remembered = shell.settingsProperty().get().userName();
        return new ChatViewModel(jobs, errors, backend, Clock.systemUTC(),
                remembered.isBlank() ? osUser() : remembered, shell::rememberUserName);
    }

    /**
     * The Metadata tab's impact preview for an open project: the shared embedding model, the LLM of the settings
     * of the moment, a scratch folder under the app's cache (outside every project).
     */
    public ImpactCheck impactCheck(Project project) {
        return new ImpactCheck(project, () -> new MiniLmEmbedder(embeddings.get(), new EmbeddingModelLoader().modelName()),
                this::settingsWithLlmInUse, new OllamaStatusProbe(LLM_CHECK_TIMEOUT), files,
                directories.cacheDir());
    }

    /** The row cap and query timeout of the settings when the project's chat is first used. */
    private PipelineSettings pipelineSettings() {
        UserSettings settings = shell.settingsProperty().get();
        return PipelineSettings.defaults().withLimits(new QueryLimits(settings.rowCap(),
                Duration.ofSeconds(settings.queryTimeoutSeconds())));
    }

    /** The Ollama endpoint the app uses now, and whether OLLAMA_HOST or the settings named it. */
    public LlmInUse llmInUse() {
        return LlmInUse.resolve(environment, shell.settingsProperty().get());
    }

    /**
     * The settings with the LLM URL and model the app actually uses (OLLAMA_HOST beats the settings file), for the
     * features that read the LLM from settings: drafting and the impact preview go where the chat goes.
     */
    public UserSettings settingsWithLlmInUse() {
        LlmInUse used = llmInUse();
        return shell.settingsProperty().get().withLlm(used.endpoint().baseUrl().toString(), used.endpoint().model());
    }

    /** The settings screen's state, read from the settings of the moment. */
    public SettingsViewModel settingsScreen() {
        return new SettingsViewModel(jobs, new OllamaStatusProbe(LLM_CHECK_TIMEOUT), shell, environment, directories,
                directories.settingsFile());
    }

    /** Where this user's settings, caches and data live (the settings screen shows them). */
    public AppDirectories directories() {
        return directories;
    }

    private OllamaEndpoint endpointFromSettings() {
        return llmInUse().endpoint();
    }

    /** The Eval tab's runs over an open project: the shared embedding model, the LLM of the settings of the moment. */
    public ProjectEvals evals(Project project) {
        return new ProjectEvals(project, () -> new MiniLmEmbedder(embeddings.get(),
                new EmbeddingModelLoader().modelName()), this::endpointFromSettings, files,
                directories.cacheDir().resolve("duckdb-tmp"), Clock.systemUTC());
    }

    private String osUser() {
        return environment.getOrDefault("USER", System.getProperty("user.name", ChatUserFiles.LOCAL_USER));
    }

    /**
     * Loads DuckDB's native library (70 MB, the first connection of the process) in a job once the window shows,
     * so it is not on the window's path and the project's first queries find it loaded.
     */
    public void loadDuckDb() {
        jobs.submitQuietly("Loading DuckDB", context -> {
            try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
                StartupTimeline.mark("DuckDB native library loaded (first connection)");
            }
            return null;
        }, JobCallbacks.of(done -> { }, errors::present));
    }

    /** Call on the FX thread once the window shows: reports an unreadable settings file, if any. */
    public void reportStartupProblems() {
        settingsWarning.ifPresent(warning -> errors.present(new StewardException(warning,
                "Fix or delete the file; changing any setting rewrites it.")));
    }

    /**
     * The workspace of the project the shell now shows; the one shown before is closed (its jobs cancelled, its
     * DuckDB instances closed in a job). Call on the FX thread.
     */
    public WorkspaceViewModel openWorkspace(Project project) {
        closeWorkspace();
        shown = new WorkspaceViewModel(project, jobs, errors, chat(project), files, this::settingsWithLlmInUse,
                evals(project), impactCheck(project));
        return shown;
    }

    /** The shown project's workspace, if a project is shown. */
    public Optional<WorkspaceViewModel> shownWorkspace() {
        return Optional.ofNullable(shown);
    }

    /** Closes the shown project's workspace, if one is open. Call on the FX thread. */
    public void closeWorkspace() {
        if (shown != null) {
            shown.close();
            shown = null;
        }
    }

    @Override
    public void close() {
        // The window is gone: end each chat session now (a small append), before the job threads stop.
        chatBackends.forEach(ChatBackend::close);
        if (jobs instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // Shutting down: the worker threads are daemons, nothing is left to save.
            }
        }
        // its jobs have stopped: a close queued as a job now would never run
        shownWorkspace().ifPresent(WorkspaceViewModel::closeDuckDb);
        locks.close();
    }

    /** Loads on the first call and hands the same value to every later caller (the model costs seconds). */
    private static final class LoadOnce<T> implements Supplier<T> {
        private final Supplier<T> loader;
        private T value;

        LoadOnce(Supplier<T> loader) {
            this.loader = loader;
        }

        @Override
        public synchronized T get() {
            if (value == null) {
                value = loader.get();
            }
            return value;
        }
    }
}
