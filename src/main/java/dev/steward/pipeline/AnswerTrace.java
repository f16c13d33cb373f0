package dev.steward.pipeline;

import java.util.List;

/**
 * What one question's retrieval ranked and what the model was given, kept with the answer so an eval run can store
 * it structurally and say which piece of knowledge a failure needs. It holds only what the pipeline itself saw:
 * anything filtered out before retrieval (a restricted definition) never appears here.
 *
 * @param route           how the answer came about
 * @param rankedTables    the candidate tables retrieval ranked, best first ({@code gold.<name>} for gold), the first
 *                        {@value #MAX_RANKED_TABLES} (a 200-table project would store 200 per question otherwise)
 * @param chosenTables    the tables retrieval chose for the prompt, in order
 * @param joinPartners    tables added because an approved relationship joins them to a chosen one
 * @param rankedExamples  the verified examples retrieval offered, best first
 * @param rankedTemplates the templates by score, best first
 * @param template        the template the route tried, or null when none was tried
 * @param contextTables   the tables whose annotated DDL went into the generation prompt, in prompt order
 * @param contextExamples the few-shot examples' questions in the prompt
 * @param context         the prompt's schema section as sent (annotated DDL, glossary, join hints), or null
 */
public record AnswerTrace(Route route, List<ScoredItem> rankedTables, List<String> chosenTables,
                          List<String> joinPartners, List<ScoredItem> rankedExamples,
                          List<ScoredItem> rankedTemplates, TemplateAttempt template, List<String> contextTables,
                          List<String> contextExamples, String context) {
    /** How many ranked tables a trace keeps. */
    public static final int MAX_RANKED_TABLES = 50;

    /** The route a question's answer took. */
    public enum Route {
        /** Answered before retrieval (schema question, name clash) or failed there. */
        NONE,
        /** A verified example with the same question ran as it is. */
        VERIFIED_EXAMPLE,
        /** A filled template ran. */
        TEMPLATE,
        /** The model generated the SQL. */
        GENERATION,
        /** Retrieval abstained: the project does not cover the question. */
        DECLINED
    }

    /**
     * The template route's attempt.
     *
     * @param question     the template's question
     * @param id           its content hash
     * @param filled       every slot got a checked value
     * @param filledSlots  the slots that got a value
     * @param unfilledSlot the first slot without a value when the fill failed, or null
     * @param reason       why the fill failed (or its SQL could not run), or null
     */
    public record TemplateAttempt(String question, String id, boolean filled, List<String> filledSlots,
                                  String unfilledSlot, String reason) {
        public TemplateAttempt {
            filledSlots = filledSlots == null ? List.of() : List.copyOf(filledSlots);
        }
    }

    public AnswerTrace {
        route = route == null ? Route.NONE : route;
        rankedTables = copy(rankedTables);
        chosenTables = copy(chosenTables);
        joinPartners = copy(joinPartners);
        rankedExamples = copy(rankedExamples);
        rankedTemplates = copy(rankedTemplates);
        contextTables = copy(contextTables);
        contextExamples = copy(contextExamples);
    }

    /** Nothing recorded: the question ended before retrieval. */
    public static AnswerTrace none() {
        return new AnswerTrace(Route.NONE, null, null, null, null, null, null, null, null, null);
    }

    /**
     * The 1-based rank of {@code table} among the ranked tables (case-insensitive), or 0 when not ranked (or below
     * the first {@value #MAX_RANKED_TABLES}).
     */
    public int rankOf(String table) {
        for (int i = 0; i < rankedTables.size(); i++) {
            if (rankedTables.get(i).name().equalsIgnoreCase(table)) {
                return i + 1;
            }
        }
        return 0;
    }

    private static <T> List<T> copy(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }
}
