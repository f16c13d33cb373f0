package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.project.TableNameClash;
import dev.steward.retrieval.RetrievalResult;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The question pipeline of one open project (PRODUCT.md §5): schema questions from the catalog, the opt-in
 * ambiguity pre-check and decomposition, then per question retrieval, the template route, the prompt, generation,
 * the gate with repairs, sandboxed execution and the empty-result check. Every step is reported as it ends. Built
 * by {@link PipelineAssembly}; safe to use from one thread at a time per question (questions share nothing
 * mutable, so several may run at once).
 */
public final class QuestionPipeline {
    static final String AMBIGUITY = "ambiguity-check";
    static final String DECOMPOSE = "decompose";
    private final Llm llm;
    private final SchemaQuestions schemaQuestions;
    private final SingleQuestionPath single;
    private final SchemaContext context;
    private final SqlPromptBuilder promptBuilder;
    private final PromptTemplates prompts;
    private final ProtocolReplies replies = new ProtocolReplies();
    private final ChatOptions options;
    private final Clock clock;
    private final List<TableNameClash> nameClashes;
    private final DefinitionStage definitions;

    QuestionPipeline(Llm llm, SchemaContext context, SingleQuestionPath single, SqlPromptBuilder promptBuilder,
                     PromptTemplates prompts, ChatOptions options, Clock clock, List<TableNameClash> nameClashes,
                     DefinitionStage definitions) {
        this.definitions = definitions;
        this.llm = llm;
        this.nameClashes = List.copyOf(nameClashes);
        this.context = context;
        this.schemaQuestions = new SchemaQuestions(context);
        this.single = single;
        this.promptBuilder = promptBuilder;
        this.prompts = prompts;
        this.options = options;
        this.clock = clock;
    }

    /**
     * Answers one question. Never throws for anything a user can cause: failures come back as an
     * {@link AnswerKind#ERROR} answer whose error says what to do (e.g. start Ollama).
     *
     * @param listener     told about each step as it ends, on this thread
     * @param cancellation cancels from another thread; the answer is then an ERROR saying so
     */
    public PipelineAnswer ask(Question question, StepListener listener, PipelineCancellation cancellation) {
        AskRun run = AskRun.start(llm, listener, clock, cancellation);
        cancellation.bind(Thread.currentThread());
        try {
            return answer(question, run);
        } finally {
            cancellation.unbind();
        }
    }

    /** {@link #ask(Question, StepListener, PipelineCancellation)} without events or cancellation. */
    public PipelineAnswer ask(Question question) {
        return ask(question, StepListener.none(), new PipelineCancellation());
    }

    private PipelineAnswer answer(Question question, AskRun run) {
        AnswerDraft draft = new AnswerDraft(question.text(), run);
        try {
            Optional<TableNameClash> clash = nameClashes.stream().filter(c -> c.mentionedIn(question.text()))
                    .findFirst();
            if (clash.isPresent()) { // neither file may answer for the name; say which files collide
                run.step(StepKind.DECLINED, "table name clash: " + clash.get().name(), run.begin());
                return draft.declined(clash.get().message());
            }
            long started = run.begin();
            Optional<SchemaQuestions.SchemaAnswer> schema = schemaQuestions.answer(question.text());
            if (schema.isPresent()) {
                run.step(StepKind.SCHEMA_QUESTION, "answered from the catalog, no SQL and no LLM", started);
                return draft.schemaAnswer(schema.get().text(), schema.get().rows());
            }
            Optional<PipelineAnswer> governed = definitions.answer(question, run, draft);
            if (governed.isPresent()) { // denied, clarified, abstained, a definition, freshness or the metric route
                return governed.get();
            }
            RetrievalResult retrieval = null;
            if (question.detectAmbiguity()) {
                retrieval = single.retrieve(question, run);
                Optional<String> clarification = checkAmbiguity(question.text(), retrieval, run);
                if (clarification.isPresent()) {
                    return draft.clarification(clarification.get());
                }
            }
            if (question.decompose()) {
                List<String> parts = decompose(question.text(), run);
                if (parts.size() > 1) {
                    return draft.multiple(answerParts(question, parts, run));
                }
            }
            return single.answer(question, retrieval != null ? retrieval : single.retrieve(question, run), run);
        } catch (StewardException e) {
            return draft.error(cancelledOr(e, run));
        }
    }

    private Optional<String> checkAmbiguity(String question, RetrievalResult retrieval, AskRun run) {
        long started = run.begin();
        String schema = promptBuilder.build(question, single.tables(retrieval), List.of()).schema();
        String reply = run.llm().chat(List.of(LlmTurn.user(prompts.render(AMBIGUITY,
                Map.of("schema", schema, "question", question)))), options).text();
        Optional<String> clarification = ProtocolReplies.ambiguity(reply);
        run.step(StepKind.AMBIGUITY_CHECK, clarification.isEmpty() ? "CLEAR" : "the question needs clarifying",
                started);
        return clarification;
    }

    private List<String> decompose(String question, AskRun run) {
        long started = run.begin();
        String reply = run.llm().chat(List.of(LlmTurn.user(prompts.render(DECOMPOSE, Map.of("question", question)))),
                options).text();
        List<String> parts = replies.subQuestions(reply, question);
        run.step(StepKind.DECOMPOSITION, parts.size() > 1 ? parts.size() + " sub-questions: " + parts : "SINGLE",
                started);
        return parts;
    }

    /** Each sub-question in order through the single path; the first that does not end in rows stops the rest. */
    private List<PipelineAnswer> answerParts(Question question, List<String> parts, AskRun run) {
        List<PipelineAnswer> answers = new ArrayList<>();
        for (String part : parts) {
            AskRun child = run.child();
            Question sub = question.withText(part).withAmbiguityCheck(false).withDecomposition(false);
            PipelineAnswer answer;
            try {
                answer = single.answer(sub, single.retrieve(sub, child), child);
            } catch (StewardException e) {
                answer = new AnswerDraft(part, child).error(cancelledOr(e, child));
            }
            answers.add(answer);
            if (answer.kind() != AnswerKind.ROWS) {
                break;
            }
        }
        return answers;
    }

    private static StewardException cancelledOr(StewardException e, AskRun run) {
        if (run.cancellation().isCancelled() && !e.getMessage().contains("cancelled")) {
            return new StewardException("The question was cancelled.", null, e);
        }
        return e;
    }

    /** The tables and their curated context the pipeline knows, for callers that show the schema. */
    public List<String> tableNames() {
        return context.schemas().stream().map(s -> s.table().queryName()).toList();
    }
}
