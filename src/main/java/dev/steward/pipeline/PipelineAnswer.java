package dev.steward.pipeline;

import dev.steward.definitions.Evidence;
import dev.steward.error.StewardException;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlLiterals;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the pipeline answered for one question, with everything the UI, the chat history and eval show about it.
 *
 * @param question   the question as asked
 * @param kind       how it ended
 * @param sql        the SQL that ran (or, for an error after generation, the last SQL tried); empty when none
 * @param parameters values bound to the SQL's {@code ?} parameters (a template's slots), in order
 * @param slots      a template answer's slot values by slot name, in order of first use; else empty
 * @param result     the rows, for {@link AnswerKind#ROWS} and {@link AnswerKind#SCHEMA_ANSWER}; else null
 * @param message    the clarifying question, the schema answer or the reason for declining; else null
 * @param steps      the steps in the order they ended
 * @param tables     the tables put in the prompt (retrieval order, join partners last)
 * @param examples   the few-shot examples put in the prompt
 * @param template   the template whose SQL ran, or null
 * @param llmCalls   how many LLM calls this question cost (sub-questions included)
 * @param error      what went wrong, for {@link AnswerKind#ERROR}; else null
 * @param parts      the sub-answers of a decomposed question, in order; else empty
 * @param trace      what retrieval ranked and what the model was given (a decomposed question: the stopping part's)
 * @param evidence   the definition records the answer rests on or shows (citations); never a record the asker's
 *                   audience may not see
 * @param route      which route of the route order answered ({@code schema}, {@code denied}, {@code definition},
 *                   {@code metric}, {@code freshness}, {@code verified_example}, {@code template},
 *                   {@code generation}, {@code declined}, ...); null = named after the deciding step
 */
public record PipelineAnswer(String question, AnswerKind kind, String sql, List<Object> parameters,
                             Map<String, Object> slots, QueryResult result, String message, List<PipelineStep> steps, List<ScoredItem> tables,
                             List<ScoredItem> examples, ScoredItem template, int llmCalls, StewardException error,
                             List<PipelineAnswer> parts, AnswerTrace trace, List<Evidence> evidence, String route) {

    public PipelineAnswer {
        trace = trace == null ? AnswerTrace.none() : trace;
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(kind, "kind");
        sql = sql == null ? "" : sql;
        // Bound values may be null (SQL NULL), which List.copyOf refuses.
        parameters = Collections.unmodifiableList(new ArrayList<>(parameters));
        slots = Collections.unmodifiableMap(new LinkedHashMap<>(slots));
        steps = List.copyOf(steps);
        tables = List.copyOf(tables);
        examples = List.copyOf(examples);
        parts = List.copyOf(parts);
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
        route = route != null ? route : Routes.of(kind, steps);
        if (kind == AnswerKind.ERROR && error == null) {
            throw new IllegalArgumentException("an ERROR answer carries its error");
        }
    }

    /** An answer without citations, its route named after its deciding step. */
    public PipelineAnswer(String question, AnswerKind kind, String sql, List<Object> parameters,
                          Map<String, Object> slots, QueryResult result, String message, List<PipelineStep> steps,
                          List<ScoredItem> tables, List<ScoredItem> examples, ScoredItem template, int llmCalls,
                          StewardException error, List<PipelineAnswer> parts, AnswerTrace trace) {
        this(question, kind, sql, parameters, slots, result, message, steps, tables, examples, template, llmCalls,
                error, parts, trace, List.of(), null);
    }

    /** An answer without a trace (nothing recorded about retrieval). */
    public PipelineAnswer(String question, AnswerKind kind, String sql, List<Object> parameters,
                          Map<String, Object> slots, QueryResult result, String message, List<PipelineStep> steps,
                          List<ScoredItem> tables, List<ScoredItem> examples, ScoredItem template, int llmCalls,
                          StewardException error, List<PipelineAnswer> parts) {
        this(question, kind, sql, parameters, slots, result, message, steps, tables, examples, template, llmCalls,
                error, parts, null);
    }

    /**
     * The SQL a person can run: {@link #sql()} with each bound parameter written in as a typed literal (the same
     * rows as the bound statement Steward ran); the SQL itself when nothing is bound. This is what the chat shows,
     * Copy copies and the chat history records.
     */
    public String runnableSql() {
        return parameters.isEmpty() ? sql : SqlLiterals.inline(sql, parameters);
    }

    public Optional<QueryResult> rows() {
        return Optional.ofNullable(result);
    }

    public Optional<String> text() {
        return Optional.ofNullable(message);
    }

    public Optional<StewardException> failure() {
        return Optional.ofNullable(error);
    }

    public Optional<ScoredItem> templateUsed() {
        return Optional.ofNullable(template);
    }
}
