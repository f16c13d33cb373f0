package dev.steward.cli;

import dev.steward.health.EnvironmentDoctor;
import dev.steward.health.KnowledgeFilesCheck;
import dev.steward.health.ProjectDoctor;
import dev.steward.health.ProjectFilesCheck;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.project.ProjectOpener;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.sql.Sandbox;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/**
 * The command line's composition root: builds the core services once from the environment and hands them to
 * the commands (picocli creates commands through {@link CliFactory}, which passes this object in).
 */
public final class CliServices {
    private final Map<String, String> env;
    private final BufferedReader in;
    private final PrintWriter out;
    private final PrintWriter rawOut;
    private final PrintWriter err;
    private final AppDirectories directories;
    private final AtomicFiles atomicFiles = new AtomicFiles();

    public CliServices(Map<String, String> env, PrintWriter out, PrintWriter err) {
        this(env, new InputStreamReader(System.in, StandardCharsets.UTF_8), out, err);
    }

    /** With an explicit input, for commands that ask questions (tests pass their answers here). */
    public CliServices(Map<String, String> env, Reader in, PrintWriter out, PrintWriter err) {
        this.in = new BufferedReader(in);
        this.env = Map.copyOf(env);
        this.rawOut = out;
        this.out = TerminalWriter.wrap(out);
        this.err = TerminalWriter.wrap(err);
        this.directories = AppDirectories.forCurrentUser(this.env);
    }

    public Map<String, String> env() {
        return env;
    }

    /** Answers typed by the user (interactive review). */
    public BufferedReader in() {
        return in;
    }

    public PrintWriter out() {
        return out;
    }

    /** Standard output without terminal escaping, for machine formats that escape by their own rules (CSV). */
    public PrintWriter rawOut() {
        return rawOut;
    }

    public PrintWriter err() {
        return err;
    }

    public AppDirectories directories() {
        return directories;
    }

    public UserSettings settings() {
        return new SettingsStore(directories.settingsFile()).load();
    }

    public ProjectOpener projectOpener() {
        return new ProjectOpener(env);
    }

    public EnvironmentDoctor environmentDoctor() {
        return new EnvironmentDoctor(new OllamaStatusProbe(Duration.ofSeconds(3)), new EmbeddingModelLoader());
    }

    public ProjectDoctor projectDoctor() {
        return new ProjectDoctor(projectOpener(), knowledgeFilesCheck());
    }

    /** Opens a project and its locked-down query sandbox; DuckDB spills to a private folder under the cache. */
    public Sandbox openSandbox(Path projectFolder) {
        return Sandbox.open(projectOpener().open(projectFolder), directories.cacheDir().resolve("duckdb-tmp"));
    }

    /** The one whole-file writer of this run (it serialises writes of the same file). */
    public AtomicFiles atomicFiles() {
        return atomicFiles;
    }

    /**
     * The Ollama client for a command's {@code --llm-url}/{@code --llm-model} options (then the environment,
     * then the user's settings), with the default timeouts; the one place commands get their LLM from.
     */
    public OllamaLlmConfig llmConfig(LlmOptions options) {
        return OllamaLlmConfig.defaults(options.endpoint(env, settings()));
    }

    /** {@link #llmConfig} as a ready client. */
    public OllamaLlm llm(LlmOptions options) {
        return new OllamaLlm(llmConfig(options));
    }

    public Clock clock() {
        return Clock.systemUTC();
    }

    /** Who curation decisions are recorded for: {@code STEWARD_USER}, else the OS user. */
    public String userName() {
        return env.getOrDefault("STEWARD_USER", env.getOrDefault("USER", System.getProperty("user.name", "unknown")));
    }

    public CurationLog curationLog(Project project) {
        return new CurationLog(project.curationLogFile(), new JsonLinesAppender(atomicFiles), new JsonLinesReader(),
                clock());
    }

    private KnowledgeFilesCheck knowledgeFilesCheck() {
        return new ProjectFilesCheck();
    }

    /**
     * Takes the project's one-writer lock for a command that changes it; another Steward process holding it
     * makes this throw a StewardException naming the holder.
     */
    public ProjectLock lock(Project project, String command) {
        return ProjectLock.acquire(project.root(), command, atomicFiles(), clock());
    }
}
