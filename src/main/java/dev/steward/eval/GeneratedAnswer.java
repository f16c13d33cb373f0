package dev.steward.eval;

import dev.steward.pipeline.AnswerTrace;
import dev.steward.sql.QueryResult;
import java.util.List;

/**
 * What the route under test (the question pipeline, with or without templates) answered for an example's question.
 *
 * @param outcome  how it ended
 * @param sql      the SQL it ran or tried, or null
 * @param result   the rows when it ran the SQL; when null but {@code sql} is set, the runner runs the SQL itself
 * @param message  a readable sentence for anything but rows (the clarifying question, the error), or null
 * @param llmCalls LLM calls spent on this question
 * @param template the question of the template it used, or null
 * @param steps    the pipeline steps that led to the answer, in order (empty when unknown)
 * @param trace    what retrieval ranked and what the model was given, or null when the source does not know
 * @param kind     the pipeline's answer kind (ROWS, DEFINITION, DENIED…), or null when the source does not say
 * @param answerRoute the route that answered (definition, denied, metric…), or null
 * @param evidence the evidence ids the answer cites (definition records), empty when none
 */
public record GeneratedAnswer(Outcome outcome, String sql, QueryResult result, String message, int llmCalls,
                              String template, List<AnswerStep> steps, AnswerTrace trace, String kind,
                              String answerRoute, List<String> evidence) {

    public GeneratedAnswer {
        steps = steps == null ? List.of() : List.copyOf(steps);
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
    }

    public GeneratedAnswer(Outcome outcome, String sql, QueryResult result, String message, int llmCalls,
                           String template, List<AnswerStep> steps, AnswerTrace trace) {
        this(outcome, sql, result, message, llmCalls, template, steps, trace, null, null, List.of());
    }

    public GeneratedAnswer(Outcome outcome, String sql, QueryResult result, String message, int llmCalls,
                           String template, List<AnswerStep> steps) {
        this(outcome, sql, result, message, llmCalls, template, steps, null);
    }

    /** How an answer ended. */
    public enum Outcome {
        /** SQL ran (or can be run) and returned rows. */
        ROWS,
        /** The model asked a clarifying question. */
        CLARIFICATION,
        /** The pipeline declined: the project does not cover the question. */
        DECLINED,
        /** No usable SQL: gate refusal after repairs, execution error, pipeline error. */
        ERROR,
        /** The generated query hit the timeout. */
        TIMEOUT,
        /** The question needed the LLM and none was reachable: not evaluated. */
        NO_LLM
    }

    public static GeneratedAnswer rows(String sql, QueryResult result, int llmCalls, String template) {
        return new GeneratedAnswer(Outcome.ROWS, sql, result, null, llmCalls, template, List.of());
    }

    public static GeneratedAnswer failed(Outcome outcome, String sql, String message, int llmCalls) {
        return new GeneratedAnswer(outcome, sql, null, message, llmCalls, null, List.of());
    }

    /** The same answer with the pipeline steps that produced it. */
    public GeneratedAnswer withSteps(List<AnswerStep> answerSteps) {
        return new GeneratedAnswer(outcome, sql, result, message, llmCalls, template, answerSteps, trace, kind,
                answerRoute, evidence);
    }

    /** The same answer with the trace of the pipeline run that produced it. */
    public GeneratedAnswer withTrace(AnswerTrace answerTrace) {
        return new GeneratedAnswer(outcome, sql, result, message, llmCalls, template, steps, answerTrace, kind,
                answerRoute, evidence);
    }

    /** The same answer with the pipeline's answer kind, route and cited evidence ids. */
    public GeneratedAnswer governed(String answerKind, String route, List<String> evidenceIds) {
        return new GeneratedAnswer(outcome, sql, result, message, llmCalls, template, steps, trace, answerKind, route,
                evidenceIds);
    }
}
