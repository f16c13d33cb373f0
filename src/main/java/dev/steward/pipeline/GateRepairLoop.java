package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.sql.GateRejection;
import dev.steward.sql.ReplyGate;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The gate with at most N repairs: the model's reply goes through {@link ReplyGate} (the one statement in it, then
 * the dialect slips a rule mends, then the gate: parse tree, allowed relations and functions, EXPLAIN); when refused,
 * the model gets a follow-up turn in the same conversation with the gate's error (DuckDB's own text when DuckDB
 * produced it) and the schema, and its new reply is checked again. A slip a rule mends costs no follow-up turn.
 * openmedallion's repair prompt carried neither the schema nor the conversation, so its model repaired blind.
 * Reused wherever model-written SQL must become valid SQL (the pipeline, example generation).
 */
public final class GateRepairLoop {
    /**
     * Longer replies are not taken for SQL: an analyst's query is a few hundred to a few thousand characters, and
     * a reply this long is a model running on (found by reliability.LlmFaultsTest: 400 KB were echoed as "SQL").
     */
    static final int MAX_SQL_CHARS = 10_000;
    /** A reply longer than this is not searched for SQL at all (a thinking section may be long, not this long). */
    static final int MAX_REPLY_CHARS = 200_000;
    static final String REPAIR = "sql-repair";
    private final ReplyGate gate;
    private final Llm llm;
    private final PromptTemplates prompts;
    private final int maxRepairs;
    private final ChatOptions options;
    private final Clock clock;

    public GateRepairLoop(ReplyGate gate, Llm llm, PromptTemplates prompts, int maxRepairs, ChatOptions options,
                          Clock clock) {
        if (maxRepairs < 0) {
            throw new IllegalArgumentException("maxRepairs must be >= 0, was " + maxRepairs);
        }
        this.gate = gate;
        this.llm = llm;
        this.prompts = prompts;
        this.maxRepairs = maxRepairs;
        this.options = options;
        this.clock = clock;
    }

    /**
     * Checks {@code reply} and repairs it as needed.
     *
     * @param conversation the turns that produced {@code reply} (system and user prompt); not changed
     * @param reply        the model's reply, in any shape {@link dev.steward.sql.ReplyExtractor} reads
     * @param schema       the schema section the repair turn repeats
     * @param question     the analyst's question
     * @param listener     told about each {@link StepKind#VALIDATION}, {@link StepKind#DIALECT_REPAIR} and
     *                     {@link StepKind#REPAIR} step
     */
    public RepairOutcome run(List<LlmTurn> conversation, String reply, String schema, String question,
                             StepListener listener) {
        return run(conversation, reply, schema, question, listener, SqlRequirement.NONE);
    }

    /**
     * {@link #run(List, String, String, String, StepListener)} where the SQL the gate accepts must also meet
     * {@code requirement} (a governed expression kept unchanged); a miss is refused and repaired like a gate refusal.
     */
    public RepairOutcome run(List<LlmTurn> conversation, String reply, String schema, String question,
                             StepListener listener, SqlRequirement requirement) {
        List<LlmTurn> turns = new ArrayList<>(conversation);
        String current = reply;
        for (int repairs = 0; ; repairs++) {
            long started = clock.millis();
            String text = current.strip();
            if (text.length() > MAX_REPLY_CHARS) { // a runaway reply: repairs would send it back to the model twice
                return runaway(text.length(), started, listener, repairs);
            }
            Attempt attempt = check(text, requirement);
            if (attempt.accepted() != null) {
                return accepted(attempt.accepted(), started, listener, repairs, requirement.passed());
            }
            GateRejection refused = attempt.refused();
            String sql = ProtocolReplies.unfenced(text);
            if (sql.length() > MAX_SQL_CHARS && refused.reason() != dev.steward.sql.RejectionReason.SEVERAL_QUERIES) {
                return runaway(sql.length(), started, listener, repairs);
            }
            String error = errorText(refused);
            listener.stepDone(step(StepKind.VALIDATION, "refused: " + refused.getMessage(), started));
            if (repairs == maxRepairs) {
                return new RepairOutcome(null, sql, null, exhausted(refused), repairs);
            }
            started = clock.millis();
            turns.add(LlmTurn.assistant(current));
            turns.add(LlmTurn.user(prompts.render(REPAIR, Map.of("error", error, "schema", schema,
                    "question", question))));
            current = llm.chat(turns, options).text();
            listener.stepDone(step(StepKind.REPAIR, "repair " + (repairs + 1) + "/" + maxRepairs
                    + ": sent the error and the schema back to the model", started));
            Optional<String> clarify = ProtocolReplies.clarification(current);
            if (clarify.isPresent()) {
                return new RepairOutcome(null, sql, clarify.get(), null, repairs + 1);
            }
        }
    }

    private RepairOutcome accepted(ReplyGate.Accepted accepted, long started, StepListener listener, int repairs,
                                   String alsoPassed) {
        String sql = accepted.checked().sql();
        if (sql.length() > MAX_SQL_CHARS) {
            return runaway(sql.length(), started, listener, repairs);
        }
        // One step per repair: the steward reads each mended habit on its line, and eval counts them from the steps.
        accepted.repairs().forEach(repair -> listener.stepDone(step(StepKind.DIALECT_REPAIR, "repaired: " + repair,
                started)));
        String from = accepted.shape().isEmpty() ? "" : " (SQL taken from " + accepted.shape() + ")";
        listener.stepDone(step(StepKind.VALIDATION, "passed the gate and EXPLAIN" + alsoPassed + from, started));
        return new RepairOutcome(accepted.checked(), sql, null, null, repairs, accepted.repairs());
    }

    private RepairOutcome runaway(int length, long started, StepListener listener, int repairs) {
        listener.stepDone(step(StepKind.VALIDATION, "refused: a reply of " + length
                + " characters is not a query", started));
        return new RepairOutcome(null, "", null, runaway(length), repairs);
    }

    private Attempt check(String reply, SqlRequirement requirement) {
        try {
            ReplyGate.Accepted accepted = gate.accept(reply);
            requirement.check(accepted.checked());
            return new Attempt(accepted, null);
        } catch (GateRejection rejection) {
            return new Attempt(null, rejection);
        }
    }

    private record Attempt(ReplyGate.Accepted accepted, GateRejection refused) {
    }

    private static String errorText(GateRejection rejection) {
        return rejection.getMessage() + rejection.engineError().filter(e -> !rejection.getMessage().contains(e))
                .map(e -> "\nDuckDB said: " + e).orElse("");
    }

    private StewardException runaway(int length) {
        return new StewardException(String.format(Locale.ROOT, "The model answered with %,d characters of text "
                + "instead of one SQL query, so nothing was run.", length),
                "Ask again; if it keeps happening, choose a code model (e.g. qwen2.5-coder) in the settings.");
    }

    private StewardException exhausted(GateRejection last) {
        String tries = maxRepairs == 1 ? "1 repair" : maxRepairs + " repairs";
        return new StewardException("The model did not produce valid SQL after " + tries + ". Last error: "
                + last.getMessage(), "Rephrase the question, name the table, or add a verified example like it.",
                last);
    }

    private PipelineStep step(StepKind kind, String detail, long started) {
        return new PipelineStep(kind, detail, Math.max(0, clock.millis() - started));
    }
}
