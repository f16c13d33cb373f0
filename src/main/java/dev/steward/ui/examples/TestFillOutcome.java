package dev.steward.ui.examples;

import dev.steward.examples.BoundQuery;
import dev.steward.examples.SlotFill;
import dev.steward.sql.QueryResult;
import java.util.List;

/**
 * What a test fill of a template did: the value each slot got and how, the bound query and its result; or why it
 * failed, with what to do about it.
 *
 * @param slots    the slots that got a value (all of them when it worked)
 * @param query    the bound query, or null when the fill failed
 * @param result   the query's result (row-capped), or null when the fill or the run failed
 * @param failure  why the fill or the run failed, or null
 * @param hint     what to do about the failure (e.g. start Ollama), or empty
 * @param llmCalls LLM calls the fill made (0 when every slot was read by rule)
 * @param problems what the engine's own check of the template (as it would be saved) found; empty when valid
 */
public record TestFillOutcome(List<SlotFill> slots, BoundQuery query, QueryResult result, String failure,
                              String hint, int llmCalls, List<String> problems) {

    public TestFillOutcome {
        slots = List.copyOf(slots);
        hint = hint == null ? "" : hint;
        problems = List.copyOf(problems);
    }

    /** The same outcome with the template check's problems. */
    TestFillOutcome withProblems(List<String> found) {
        return new TestFillOutcome(slots, query, result, failure, hint, llmCalls, found);
    }

    public boolean ok() {
        return failure == null;
    }
}
