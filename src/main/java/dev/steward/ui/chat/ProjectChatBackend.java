package dev.steward.ui.chat;

import dev.steward.catalog.Catalog;
import dev.steward.chat.ChatLog;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineAssembly;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.QuestionPipeline;
import dev.steward.pipeline.StepListener;
import dev.steward.definitions.Audience;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.definitions.Roles;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.llm.Llm;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The chat backend of one open project. The pipeline (catalog, sandbox, retrieval index, LLM client) is built on
 * the first question, in that question's job, and kept until the panel closes; the LLM client is made from the
 * settings of that moment.
 */
public final class ProjectChatBackend implements ChatBackend {
    private final Project project;
    private final Supplier<Embedder> embedder;
    private final Supplier<Llm> llm;
    private final AtomicFiles files;
    private final Path duckTemp;
    private final PipelineSettings settings;
    private final Clock clock;
    private final ChatLog log;
    private final AtomicReference<String[]> session = new AtomicReference<>();
    private Opened opened;

    /**
     * @param embedder  the embedding model (loaded on the first question)
     * @param llm       makes the LLM client from the current settings
     * @param duckTemp  DuckDB's private spill folder
     */
    public ProjectChatBackend(Project project, Supplier<Embedder> embedder, Supplier<Llm> llm, AtomicFiles files,
                              Path duckTemp,
                              PipelineSettings settings, Clock clock) {
        this.project = Objects.requireNonNull(project, "project");
        this.embedder = embedder;
        this.llm = llm;
        this.files = files;
        this.duckTemp = duckTemp;
        this.settings = settings;
        this.clock = clock;
        this.log = new ChatLog(project, files, clock);
    }

    @Override
    public PipelineAnswer ask(Question question, StepListener steps, PipelineCancellation cancellation) {
        // The acting user (settings) asks as the role picked in the chat, checked against steward/roles.yaml, or
        // with all the roles the file gives them (issue 20), as steward query --user --role does.
        Audience who = question.audience();
        String role = who.roles().size() == 1 ? who.roles().iterator().next() : null;
        Question asked = question.askedBy(Roles.read(project.root()).audience(who.user(), role));
        return opened().pipeline().ask(asked, steps, cancellation);
    }

    @Override
    public List<String> rolesOf(String user) {
        return Roles.read(project.root()).rolesOf(user);
    }

    @Override
    public Set<String> hiddenEvidence(String user, String role) {
        Audience audience = Roles.read(project.root()).audience(user, role);
        Set<String> hidden = new HashSet<>();
        new DefinitionsStore(files).read(project.root()).hiddenFrom(audience).definitions()
                .forEach(d -> d.versions().forEach(v -> hidden.add(v.evidenceId())));
        return Set.copyOf(hidden);
    }

    @Override
    public QueryResult run(String sql, QueryCancellation cancellation) {
        return new SqlExecutor(opened().sandbox()).execute(sql, List.of(), settings.limits(), cancellation);
    }

    @Override
    public ChatLog log() {
        return log;
    }

    @Override
    public void rememberSession(String user, String sessionId) {
        session.set(new String[] {user, sessionId});
    }

    @Override
    public synchronized void close() {
        String[] last = session.getAndSet(null);
        try {
            if (last != null) {
                log.endSession(last[0], last[1]);
            }
        } finally {
            if (opened != null) {
                opened.close();
                opened = null;
            }
        }
    }

    private synchronized Opened opened() {
        if (opened == null) {
            Catalog catalog = new Catalog(project);
            Sandbox sandbox = null;
            try {
                sandbox = Sandbox.open(project, duckTemp);
                Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), files)
                        .open(project, catalog, embedder.get(), RetrievalSettings.defaults());
                Llm client = llm.get();
                QuestionPipeline pipeline = new PipelineAssembly().open(project, catalog, retriever, sandbox, client,
                        settings, clock);
                opened = new Opened(catalog, sandbox, pipeline);
            } catch (RuntimeException e) {
                if (sandbox != null) {
                    sandbox.close();
                }
                catalog.close();
                throw e;
            }
        }
        return opened;
    }

    private record Opened(Catalog catalog, Sandbox sandbox, QuestionPipeline pipeline) {
        void close() {
            try {
                sandbox.close();
            } finally {
                catalog.close();
            }
        }
    }
}
