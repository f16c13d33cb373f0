package dev.steward.ui.chat;

import dev.steward.chat.ChatLog;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.StepListener;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryResult;
import java.util.List;
import java.util.Set;

/**
 * What the chat panel needs of the open project: the question pipeline, the SQL sandbox for "Run", and the chat
 * log. Every method but {@link #log()} and {@link #rememberSession} may block and is called from jobs only.
 */
public interface ChatBackend extends AutoCloseable {

    /**
     * Answers a question; steps are reported on the calling (job) thread as they end. The question's audience names
     * who asks and the one role picked (no role: all the user's roles); the role is checked against the project's
     * users → roles file.
     */
    PipelineAnswer ask(Question question, StepListener steps, PipelineCancellation cancellation);

    /** The roles {@code user} holds in the project's users → roles file ({@code steward/roles.yaml}). */
    List<String> rolesOf(String user);

    /**
     * The evidence ids of the definition records that {@code user} asking as {@code role} (null: with all their
     * roles) may not see: an earlier answer citing one is not shown while the chat asks as them.
     */
    Set<String> hiddenEvidence(String user, String role);

    /** Runs edited SQL through the gate and the sandbox. */
    QueryResult run(String sql, QueryCancellation cancellation);

    /** The project's chat history, feedback and sessions. */
    ChatLog log();

    /** The session to end when the backend closes (window close), unless it was ended before. */
    void rememberSession(String user, String sessionId);

    /** Ends the remembered session (a no-op when already ended) and releases DuckDB and the pipeline. */
    @Override
    void close();
}
