package dev.steward.cli;

import dev.steward.examples.SqlRepair;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmCancelledException;
import dev.steward.llm.LlmException;
import dev.steward.llm.PromptTemplates;
import dev.steward.pipeline.GateRepairLoop;
import dev.steward.pipeline.RepairOutcome;
import dev.steward.pipeline.StepListener;
import dev.steward.sql.Sandbox;
import dev.steward.sql.ReplyGate;
import java.time.Clock;
import java.util.Optional;

/**
 * Wires example generation to the pipeline's gate-and-repair loop on this project's sandbox, so a drafted pair is
 * repaired exactly like a live question (up to 2 repairs with the error and the schema).
 */
final class ExamplesRepair {
    static final int MAX_REPAIRS = 2;

    private ExamplesRepair() {
    }

    static SqlRepair of(Sandbox sandbox, Llm llm, PromptTemplates prompts, Clock clock) {
        GateRepairLoop loop = new GateRepairLoop(new ReplyGate(sandbox), llm, prompts, MAX_REPAIRS, ChatOptions.TEXT,
                clock);
        return (turns, sql, schema, question) -> {
            try {
                RepairOutcome outcome = loop.run(turns, sql, schema, question, StepListener.none());
                return outcome.valid() ? Optional.of(outcome.checked().sql()) : Optional.empty();
            } catch (LlmCancelledException e) {
                throw e;
            } catch (LlmException e) {
                return Optional.empty(); // the model failed during a repair: this pair is dropped, the batch goes on
            }
        };
    }
}
