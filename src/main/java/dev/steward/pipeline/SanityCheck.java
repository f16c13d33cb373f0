package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.ReplyGate;
import java.util.List;
import java.util.Map;

/**
 * openmedallion's rule for an empty result: ask the model once whether 0 rows is right ({@code OK}) or for a
 * corrected query. A correction runs only when the gate accepts it (taken from the reply and dialect-repaired like
 * the first SQL); anything else keeps the original answer.
 * One attempt, never an error.
 */
final class SanityCheck {
    static final String PROMPT = "sanity-check";
    private final PromptTemplates prompts;
    private final ReplyGate gate;
    private final SqlExecutor executor;
    private final QueryLimits limits;
    private final ChatOptions options;

    SanityCheck(PromptTemplates prompts, ReplyGate gate, SqlExecutor executor, QueryLimits limits,
                ChatOptions options) {
        this.prompts = prompts;
        this.gate = gate;
        this.executor = executor;
        this.limits = limits;
        this.options = options;
    }

    /** The SQL and result to answer with: the original, or the corrected query and its result. */
    record Checked(String sql, QueryResult result) {
    }

    Checked check(String question, String sql, QueryResult empty, String schema, AskRun run) {
        long started = run.begin();
        String prompt = prompts.render(PROMPT, Map.of("schema", schema, "question", question, "sql", sql));
        String reply = run.llm().chat(List.of(LlmTurn.user(prompt)), options).text();
        if (ProtocolReplies.isOk(reply)) {
            run.step(StepKind.SANITY_CHECK, "0 rows; the model confirmed the SQL (OK)", started);
            return new Checked(sql, empty);
        }
        try {
            String corrected = gate.accept(reply).checked().sql();
            QueryResult result = executor.execute(corrected, List.of(), limits, run.cancellation().query());
            run.step(StepKind.SANITY_CHECK, "0 rows; ran the model's corrected SQL: " + result.rowCount()
                    + " rows", started);
            return new Checked(corrected, result);
        } catch (StewardException refusedOrFailed) {
            run.step(StepKind.SANITY_CHECK, "0 rows; the model's correction cannot run ("
                    + refusedOrFailed.getMessage() + "); kept the original", started);
            return new Checked(sql, empty);
        }
    }
}
