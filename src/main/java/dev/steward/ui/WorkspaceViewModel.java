package dev.steward.ui;

import dev.steward.audit.ProjectAudit;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleHarvest;
import dev.steward.examples.ProfiledColumnValues;
import dev.steward.health.CheckResult;
import dev.steward.health.ReferenceChecks;
import dev.steward.llm.Llm;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.MetadataLoader;
import dev.steward.migrate.Migrator;
import dev.steward.migrate.Moves;
import dev.steward.project.Project;
import dev.steward.readiness.ProjectReadiness;
import dev.steward.readiness.Readiness;
import dev.steward.relationships.RelationshipChecks;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.settings.UserSettings;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.chat.ChatViewModel;
import dev.steward.ui.definitions.DefinitionsService;
import dev.steward.ui.definitions.DefinitionsViewModel;
import dev.steward.ui.drift.DriftService;
import dev.steward.ui.drift.DriftViewModel;
import dev.steward.ui.eval.EvalViewModel;
import dev.steward.ui.eval.ProjectEvals;
import dev.steward.ui.examples.ExampleAudits;
import dev.steward.ui.examples.ExamplesService;
import dev.steward.ui.examples.ExamplesViewModel;
import dev.steward.ui.examples.ProjectSandbox;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.metadata.ImpactCheck;
import dev.steward.ui.metadata.LlmMetadataDrafts;
import dev.steward.ui.metadata.MetadataReview;
import dev.steward.ui.metadata.MetadataViewModel;
import dev.steward.ui.metadata.ProbingDraftGenerator;
import dev.steward.ui.metadata.TableListReader;
import dev.steward.ui.overview.OverviewViewModel;
import dev.steward.ui.relationships.Detection;
import dev.steward.ui.relationships.RelationshipsViewModel;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One open project's main window: the tabs' view models, the project's catalog (one DuckDB connection shared
 * by the tabs' jobs) and whether the chat panel shows. Made when a project opens, {@link #close() closed} when
 * it closes (its jobs are cancelled, the catalog closed).
 */
public final class WorkspaceViewModel {
    private static final Duration LLM_CHECK_TIMEOUT = Duration.ofSeconds(3);
    private final Project project;
    private final Jobs jobs;
    private final Catalog catalog;
    private final MetadataViewModel metadata;
    private final RelationshipsViewModel relationships;
    private final DriftViewModel drift;
    private final EvalViewModel eval;
    private final ExamplesViewModel examples;
    private final MigrationViewModel migration;
    private final OverviewViewModel overview;
    private final DefinitionsViewModel definitions;
    private final ProjectSandbox sandbox;
    private final BooleanProperty chatVisible = new SimpleBooleanProperty(true);
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(false);
    private final ChatViewModel chat;
    private final ObservableList<String> notices = FXCollections.observableArrayList();
    // one wrapper: it listens to the list weakly, so a wrapper made per call could stop forwarding changes
    private final ObservableList<String> readOnlyNotices = FXCollections.unmodifiableObservableList(notices);

    /** With a private file writer and default settings (tests). */
    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors) {
        this(project, jobs, errors, null);
    }

    /** @param chat the chat panel's view model, or null for no chat (the panel then explains why) */
    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors, ChatViewModel chat) {
        this(project, jobs, errors, chat, new AtomicFiles(), UserSettings::defaults);
    }

    /**
     * @param chat     the chat panel's view model, or null for no chat
     * @param files    the app's one whole-file writer
     * @param settings the current user settings (LLM address and model, the user name decisions are recorded for)
     */
    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors, ChatViewModel chat,
                              AtomicFiles files, Supplier<UserSettings> settings) {
        this(project, jobs, errors, chat, files, settings, standaloneEvals(project, files, settings), null);
    }

    /**
     * @param evals  the Eval tab's runs over this project (the app's shares the chat's embedding model)
     * @param impact the Metadata tab's impact preview for this project, or null for none
     */
    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors, ChatViewModel chat,
                              AtomicFiles files, Supplier<UserSettings> settings, ProjectEvals evals,
                              ImpactCheck impact) {
        this.project = project;
        notices.addAll(project.dataFolderProblems());
        notices.addAll(project.warnings());
        this.chat = chat;
        this.jobs = jobs;
        this.catalog = new Catalog(project);
        String user = userName(settings.get());
        Clock clock = Clock.systemUTC();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), clock);
        ProfileCache profiles = new ProfileCache(project.cacheDir(), files);
        MetadataReview review = new MetadataReview(project, catalog, log,
                new MetadataApprovals(catalog, log, files, user), new GlossaryApprovals(log, files, user), profiles);
        this.metadata = new MetadataViewModel(jobs, errors, project, new TableListReader(new MetadataLoader()),
                review, new ProbingDraftGenerator(new OllamaStatusProbe(LLM_CHECK_TIMEOUT), settings,
                Optional.of(new LlmMetadataDrafts(project, catalog, log, files, user, profiles, settings))),
                Optional.ofNullable(impact));
        this.relationships = new RelationshipsViewModel(jobs, errors, project, new RelationshipsEditor(
                new RelationshipsReader(), files, log, user),
                new RelationshipChecks(clock), Detection.withDuckDb(files, clock, log), files);
        this.drift = new DriftViewModel(jobs, errors, new DriftService(project, catalog, log, files, user, profiles),
                metadata::load);
        this.eval = new EvalViewModel(jobs, errors, evals, java.time.ZoneId.systemDefault());
        this.sandbox = new ProjectSandbox(project, project.cacheDir().resolve("duckdb-tmp"));
        this.examples = new ExamplesViewModel(jobs, errors, new ExamplesService(project,
                new ExampleCuration(project.syntheticExamplesFile(), files, log, user, clock),
                new ExampleHarvest(project.syntheticExamplesFile(), project.harvestedFile(), files, log, user),
                sandbox, new ProfiledColumnValues(catalog, profiles), () -> llmOf(settings.get())),
                new ExampleAudits(project, new ProjectAudit(files, log, clock), sandbox, evals.embedder(), user));
        this.definitions = new DefinitionsViewModel(jobs, errors, new DefinitionsService(project.root(), files, log,
                user), java.time.LocalDate.now(java.time.ZoneId.systemDefault()));
        this.migration = new MigrationViewModel(jobs, errors, project.root(),
                new Migrator(Moves.all(), files, clock, user), this::reloadTabs);
        this.overview = new OverviewViewModel(jobs, errors, context -> readiness(
                new ProjectReadiness(files, log, clock), evals));
    }

    /** After a migration moved extras between the files: every tab reads them again. */
    private void reloadTabs() {
        metadata.load();
        relationships.load();
        examples.load();
        definitions.load();
    }

    /**
     * Measures the Overview's figures (in a job) with a sandbox of its own, so the audit's goldens do not queue
     * behind the Examples tab's queries; the embedding model is eval's.
     */
    private Readiness readiness(ProjectReadiness readiness, ProjectEvals evals) {
        try (Sandbox own = Sandbox.open(project, project.cacheDir().resolve("duckdb-tmp-overview"))) {
            return readiness.measure(project, catalog, new SqlExecutor(own), Optional.of(evals.embedder().get()));
        }
    }

    /**
     * Starts the tabs' background loads and the check of the knowledge against the data; the Overview's measure
     * first (the tab a project opens on). The app calls it once the project's first frame is drawn.
     */
    public void start() {
        overview.load();
        jobs.submitQuietly("Checking " + project.name() + "'s knowledge against its data",
                context -> new ReferenceChecks().knowledge(project).stream()
                        .filter(r -> r.outcome() != CheckResult.Outcome.OK)
                        .map(r -> r.name() + ": " + r.detail()).toList(),
                JobCallbacks.<List<String>>of(notices::addAll, failure -> { }));
        migration.check();
        metadata.load();
        relationships.load();
        drift.check();
        eval.load();
        examples.load();
        definitions.load();
        if (chat != null) {
            chat.setOnExamplesChanged(examples::load); // send to review / session end wrote the examples
        }
    }

    /** Cancels the tabs' jobs, ends the chat session and closes the project's DuckDB instances in a job. */
    public void close() {
        metadata.cancel();
        drift.cancel();
        eval.cancel();
        examples.cancel();
        if (chat != null) {
            chat.close();
        }
        jobs.submitQuietly("Closing the catalog of " + project.name(), context -> {
            closeDuckDb();
            return null;
        }, JobCallbacks.of(done -> { }, failure -> { }));
    }

    /**
     * Closes the project's DuckDB instances (sandbox and catalog) on the calling thread; a statement running in
     * one finishes first. For the app's exit, once its job threads have stopped, when a close queued as a job
     * would never run: each instance left open keeps its native worker threads until the process ends.
     */
    public void closeDuckDb() {
        try {
            sandbox.close();
        } finally {
            catalog.close();
        }
    }

    /** The chat panel's view model, if the app wired one. */
    public Optional<ChatViewModel> chat() {
        return Optional.ofNullable(chat);
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

    /**
     * The project banner's lines: a questionable data folder (ambiguous path, another project's folder), the
     * opener's warnings, then — once the background check answers — knowledge naming tables or columns the data
     * does not have (the same findings as {@code steward doctor}).
     */
    public ObservableList<String> notices() {
        return readOnlyNotices;
    }

    /** The banner offering to move an older Steward's extras out of openmedallion's files. */
    public MigrationViewModel migration() {
        return migration;
    }

    public MetadataViewModel metadata() {
        return metadata;
    }

    public RelationshipsViewModel relationships() {
        return relationships;
    }

    public DriftViewModel drift() {
        return drift;
    }

    public EvalViewModel eval() {
        return eval;
    }

    public OverviewViewModel overview() {
        return overview;
    }

    /** The Definitions tab: governed definitions, their version timelines, approve. */
    public DefinitionsViewModel definitions() {
        return definitions;
    }

    public ExamplesViewModel examples() {
        return examples;
    }

    public Jobs jobs() {
        return jobs;
    }

    /** Whether the app shows its dark theme (the ERD follows it); the shell keeps it in step. */
    public BooleanProperty darkThemeProperty() {
        return darkTheme;
    }

    /** Eval runs with their own embedding model, loaded on the first run (the app passes the shared one). */
    private static ProjectEvals standaloneEvals(Project project, AtomicFiles files, Supplier<UserSettings> settings) {
        return new ProjectEvals(project, () -> new MiniLmEmbedder(new EmbeddingModelLoader()),
                () -> OllamaEndpoint.resolve(null, null, Map.of(), settings.get().llmBaseUrl(),
                        settings.get().llmModel()), files, project.cacheDir().resolve("duckdb-tmp"),
                Clock.systemUTC());
    }

    private static Llm llmOf(UserSettings settings) {
        return new OllamaLlm(OllamaLlmConfig.defaults(OllamaEndpoint.resolve(null, null, Map.of(),
                settings.llmBaseUrl(), settings.llmModel())));
    }

    private static String userName(UserSettings settings) {
        return settings.userName().isBlank() ? System.getProperty("user.name", "unknown") : settings.userName();
    }
}
