package dev.steward.pipeline;

import dev.steward.definitions.Evidence;
import dev.steward.error.StewardException;
import dev.steward.sql.QueryResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Collects what a question used while it runs, then becomes its {@link PipelineAnswer}. */
final class AnswerDraft {
    private final String question;
    private final AskRun run;
    private String sql = "";
    private List<Object> parameters = List.of();
    private Map<String, Object> slots = Map.of();
    private List<ScoredItem> tables = List.of();
    private List<ScoredItem> examples = List.of();
    private ScoredItem template;
    private List<Evidence> evidence = List.of();
    private String route;

    AnswerDraft(String question, AskRun run) {
        this.question = question;
        this.run = run;
    }

    /** The definition records the answer cites. */
    AnswerDraft evidence(List<Evidence> cited) {
        this.evidence = List.copyOf(cited);
        return this;
    }

    /** The route that answers ({@code definition}, {@code metric}, ...); unset = named after the deciding step. */
    AnswerDraft route(String name) {
        this.route = name;
        return this;
    }

    PipelineAnswer definition(String text) {
        return build(AnswerKind.DEFINITION, null, text, null, List.of());
    }

    PipelineAnswer denied(String text) {
        return build(AnswerKind.DENIED, null, text, null, List.of());
    }

    AnswerDraft sql(String text, List<Object> values) {
        this.sql = text;
        this.parameters = new ArrayList<>(values);
        return this;
    }

    /** A filled template's slot values by name, kept with the answer (the chat history's sidecar records them). */
    AnswerDraft slots(Map<String, Object> values) {
        this.slots = new LinkedHashMap<>(values);
        return this;
    }

    AnswerDraft used(List<ScoredItem> usedTables, List<ScoredItem> usedExamples) {
        this.tables = usedTables;
        this.examples = usedExamples;
        return this;
    }

    AnswerDraft template(ScoredItem usedTemplate) {
        this.template = usedTemplate;
        return this;
    }

    PipelineAnswer rows(QueryResult result) {
        return build(AnswerKind.ROWS, result, null, null, List.of());
    }

    PipelineAnswer clarification(String text) {
        return build(AnswerKind.CLARIFICATION, null, text, null, List.of());
    }

    PipelineAnswer declined(String reason) {
        return build(AnswerKind.DECLINED, null, reason, null, List.of());
    }

    PipelineAnswer schemaAnswer(String text, QueryResult result) {
        return build(AnswerKind.SCHEMA_ANSWER, result, text, null, List.of());
    }

    PipelineAnswer error(StewardException error) {
        return build(AnswerKind.ERROR, null, null, error, List.of());
    }

    /** A decomposed question: the kind is MULTIPLE when every part got rows, else the first part that did not. */
    PipelineAnswer multiple(List<PipelineAnswer> parts) {
        PipelineAnswer stopped = parts.stream().filter(p -> p.kind() != AnswerKind.ROWS).findFirst().orElse(null);
        if (stopped == null) {
            return build(AnswerKind.MULTIPLE, null, null, null, parts);
        }
        return new PipelineAnswer(question, stopped.kind(), stopped.sql(), stopped.parameters(), stopped.slots(),
                stopped.result(), stopped.message(), run.steps(), stopped.tables(), stopped.examples(), stopped.template(),
                run.llmCalls(), stopped.error(), parts, stopped.trace(), stopped.evidence(), stopped.route());
    }

    private PipelineAnswer build(AnswerKind kind, QueryResult result, String message, StewardException error,
                                 List<PipelineAnswer> parts) {
        return new PipelineAnswer(question, kind, sql, parameters, slots, result, message, run.steps(), tables, examples,
                template, run.llmCalls(), error, parts, run.trace().trace(), evidence, route);
    }
}
