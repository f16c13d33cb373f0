package dev.steward.pipeline;

import dev.steward.catalog.TableSchema;
import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.llm.ChatOptions;
import dev.steward.retrieval.RankedExample;
import dev.steward.retrieval.RankedTable;
import dev.steward.retrieval.RetrievalResult;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * One question from retrieval to rows: retrieval (and declining), the template route, the prompt, generation,
 * {@code CLARIFY:}, the gate with repairs, sandboxed execution and the empty-result check.
 */
final class SingleQuestionPath {
    private final Retriever retriever;
    private final SchemaContext context;
    private final SqlPromptBuilder prompts;
    private final TemplateRoute templates;
    private final GateRepairLoopFactory repairs;
    private final SanityCheck sanity;
    private final SqlExecutor executor;
    private final QueryLimits limits;
    private final ChatOptions options;
    private final GovernedGeneration governed;

    /** Builds the gate-and-repair loop around a question's counted LLM. */
    @FunctionalInterface
    interface GateRepairLoopFactory {
        GateRepairLoop forRun(AskRun run);
    }

    SingleQuestionPath(Retriever retriever, SchemaContext context, SqlPromptBuilder prompts, TemplateRoute templates,
                       GateRepairLoopFactory repairs, SanityCheck sanity, SqlExecutor executor, QueryLimits limits,
                       ChatOptions options) {
        this(retriever, context, prompts, templates, repairs, sanity, executor, limits, options,
                GovernedGeneration.none());
    }

    SingleQuestionPath(Retriever retriever, SchemaContext context, SqlPromptBuilder prompts, TemplateRoute templates,
                       GateRepairLoopFactory repairs, SanityCheck sanity, SqlExecutor executor, QueryLimits limits,
                       ChatOptions options,
                       GovernedGeneration governed) {
        this.governed = governed;
        this.retriever = retriever;
        this.context = context;
        this.prompts = prompts;
        this.templates = templates;
        this.repairs = repairs;
        this.sanity = sanity;
        this.executor = executor;
        this.limits = limits;
        this.options = options;
    }

    /** Retrieval for the question, as its own step. */
    RetrievalResult retrieve(Question question, AskRun run) {
        long started = run.begin();
        RetrievalResult result = retriever.retrieve(question.text(),
                question.heldOut().map(Set::of).orElse(Set.of()));
        run.step(StepKind.RETRIEVAL, describe(result), started);
        run.trace().retrieved(result);
        return result;
    }

    PipelineAnswer answer(Question question, RetrievalResult retrieval, AskRun run) {
        AnswerDraft draft = new AnswerDraft(question.text(), run);
        Optional<PipelineAnswer> verified = verifiedExample(question.text(), retrieval, run, draft);
        if (verified.isPresent()) {
            return verified.get();
        }
        if (question.useTemplates()) {
            Optional<PipelineAnswer> templated = templates.answer(question.text(), retrieval, run, draft);
            if (templated.isPresent()) {
                return templated.get();
            }
            if (retrieval.ambiguousTemplates() && retrieval.abstainReason().isEmpty()) {
                return draft.clarification(whichTemplate(retrieval));
            }
        }
        if (retrieval.abstainReason().isPresent()) {
            run.step(StepKind.DECLINED, retrieval.abstainReason().get(), run.begin());
            run.trace().route(AnswerTrace.Route.DECLINED);
            return draft.declined("This project does not cover that question: " + retrieval.abstainReason().get()
                    + ".");
        }
        return generate(question, retrieval, run, draft);
    }

    /**
     * A verified example is an answer: asked word for word, its SQL runs (no LLM, so this works without Ollama).
     * Retrieval never offers a held-out example, so an eval cannot answer a question with its own golden SQL.
     */
    private Optional<PipelineAnswer> verifiedExample(String question, RetrievalResult retrieval, AskRun run,
                                                     AnswerDraft draft) {
        String wanted = sameWords(question);
        Optional<RankedExample> exact = retrieval.examples().stream()
                .filter(e -> sameWords(e.example().question()).equals(wanted))
                .filter(e -> e.example().sql() != null && !e.example().sql().isBlank()).findFirst();
        if (exact.isEmpty()) {
            return Optional.empty();
        }
        long started = run.begin();
        String sql = exact.get().example().sql();
        try {
            QueryResult result = executor.execute(sql, List.of(), limits, run.cancellation().query());
            run.step(StepKind.VERIFIED_EXAMPLE, "this is a verified example's question: its verified SQL ran as it "
                    + "is, no LLM call; " + result.rowCount() + " rows", started);
            run.trace().route(AnswerTrace.Route.VERIFIED_EXAMPLE);
            return Optional.of(draft.sql(sql, List.of()).used(List.of(), List.of(TemplateRoute.scored(exact.get())))
                    .rows(result));
        } catch (StewardException refused) {
            run.step(StepKind.VERIFIED_EXAMPLE, "a verified example has this question but its SQL cannot run ("
                    + refused.getMessage() + ") - answering it as a new question", started);
            return Optional.empty();
        }
    }

    /** Lower case, single spaces, no final question mark or full stop. */
    static String sameWords(String question) {
        return question.trim().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[?.!\\s]+$", "");
    }

    private PipelineAnswer generate(Question asked, RetrievalResult retrieval, AskRun run, AnswerDraft draft) {
        String question = asked.text();
        GovernedGeneration.Governing governing = governed.forQuestion(asked);
        draft.evidence(governing.evidence());
        long started = run.begin();
        SqlPrompt prompt = prompts.build(question, tables(retrieval), retrieval.examples().stream()
                .map(RankedExample::example).toList(), governing.promptSection());
        draft.used(scoredTables(prompt, retrieval), scoredExamples(prompt, retrieval));
        run.trace().prompted(prompt);
        run.trace().route(AnswerTrace.Route.GENERATION);
        run.step(StepKind.PROMPT, describe(prompt), started);
        started = run.begin();
        String reply = run.llm().chat(prompt.turns(), options).text();
        run.step(StepKind.GENERATION, "1 call to " + run.llm().model(), started);
        Optional<String> clarify = ProtocolReplies.clarification(reply);
        if (clarify.isPresent()) {
            run.step(StepKind.CLARIFICATION, "the model asked instead of guessing", run.begin());
            return draft.clarification(clarify.get());
        }
        RepairOutcome outcome = repairs.forRun(run).run(prompt.turns(), reply, prompt.schema(), question,
                run.listener(), governing.requirement());
        draft.sql(outcome.lastSql(), List.of());
        if (outcome.clarifyingQuestion().isPresent()) {
            run.step(StepKind.CLARIFICATION, "the model asked instead of repairing", run.begin());
            return draft.clarification(outcome.clarification());
        }
        if (!outcome.valid()) {
            return draft.error(outcome.error());
        }
        return execute(question, outcome.checked().sql(), prompt.schema(), run, draft);
    }

    private PipelineAnswer execute(String question, String sql, String schema, AskRun run, AnswerDraft draft) {
        long started = run.begin();
        QueryResult result = executor.execute(sql, List.of(), limits, run.cancellation().query());
        run.step(StepKind.EXECUTION, result.rowCount() + " rows" + (result.truncated() ? " (cut at the row cap of "
                + limits.maxRows() + ")" : "") + " in " + result.elapsedMillis() + " ms", started);
        if (result.rowCount() > 0) {
            return draft.rows(result);
        }
        SanityCheck.Checked checked = sanity.check(question, sql, result, schema, run);
        return draft.sql(checked.sql(), List.of()).rows(checked.result());
    }

    /** Chosen tables in retrieval order, then the approved join partners. */
    List<TableSchema> tables(RetrievalResult retrieval) {
        List<TableSchema> tables = new ArrayList<>();
        for (String name : retrieval.chosen()) {
            var layer = retrieval.tables().stream().filter(t -> t.name().equals(name)).map(RankedTable::layer)
                    .findFirst().orElse(null);
            context.find(name, layer).filter(t -> !tables.contains(t)).ifPresent(tables::add);
        }
        retrieval.joinPartners().forEach(name -> context.find(name, null).filter(t -> !tables.contains(t))
                .ifPresent(tables::add));
        return tables;
    }

    private static List<ScoredItem> scoredTables(SqlPrompt prompt, RetrievalResult retrieval) {
        return prompt.tables().stream().map(t -> retrieval.tables().stream()
                .filter(r -> r.name().equals(t.table().name()) && r.layer() == t.table().layer()).findFirst()
                .map(r -> new ScoredItem(t.table().queryName(), t.table().queryName(), r.score(), r.cosine()))
                .orElse(new ScoredItem(t.table().queryName(), t.table().queryName(), 0, 0))).toList();
    }

    private static List<ScoredItem> scoredExamples(SqlPrompt prompt, RetrievalResult retrieval) {
        List<Example> used = prompt.examples();
        return retrieval.examples().stream().filter(e -> used.contains(e.example()))
                .map(TemplateRoute::scored).toList();
    }

    private static String whichTemplate(RetrievalResult retrieval) {
        return "Which did you mean: \"" + retrieval.templates().get(0).example().question() + "\", or \""
                + retrieval.templates().get(1).example().question() + "\"?";
    }

    private static String describe(RetrievalResult r) {
        return String.format(Locale.ROOT, "%d tables (%s, confidence %.2f)%s%s, %d examples, best template %.2f",
                r.chosen().size(), r.tableGate().kind(), r.tableGate().confidence(),
                r.joinedVia().isEmpty() ? "" : "; joined " + String.join("; ", r.joinedVia()),
                r.joinPartners().isEmpty() ? "" : " + join partners " + String.join(", ", r.joinPartners()),
                r.examples().size(), r.templateGate().confidence());
    }

    private static String describe(SqlPrompt p) {
        return "~" + p.tokens() + " tokens (approx.) with " + p.tables().size() + " tables, " + p.examples().size()
                + " examples" + (p.notes().isEmpty() ? "" : "; budget: " + String.join("; ", p.notes()));
    }
}
