package dev.steward.examples;

import java.util.List;

/**
 * The result of filling a template from a question: either the bound query, or why it could not be filled (the
 * pipeline then falls back to normal generation). Both tell how many LLM calls were made.
 */
public sealed interface TemplateFill {

    /** LLM calls this fill made: 0 when every slot was found in the question, else 1. */
    int llmCalls();

    /** Every slot has a checked value (in order of first use in the SQL) and the query is bound. */
    record Filled(List<SlotFill> slots, BoundQuery query, int llmCalls) implements TemplateFill {
        public Filled {
            slots = List.copyOf(slots);
        }

        /** True when no slot needed the LLM. */
        public boolean deterministic() {
            return slots.stream().allMatch(s -> s.method() == FillMethod.DETERMINISTIC);
        }
    }

    /**
     * The template could not be filled.
     *
     * @param reason a sentence saying which slot and why, e.g. a refused value
     * @param found  the slots that did get a value before the failure
     */
    record Failed(String reason, List<SlotFill> found, int llmCalls) implements TemplateFill {
        public Failed {
            found = List.copyOf(found);
        }
    }
}
