package dev.steward.eval;

import dev.steward.catalog.Catalog;
import dev.steward.definitions.Audience;
import dev.steward.definitions.Evidence;
import dev.steward.error.StewardException;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmModelMissingException;
import dev.steward.llm.LlmServerException;
import dev.steward.llm.LlmUnreachableException;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineAssembly;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.QuestionPipeline;
import dev.steward.pipeline.ScoredItem;
import dev.steward.pipeline.StepListener;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.QuestionEmbeddings;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.QueryFailedException;
import dev.steward.store.AtomicFiles;
import java.time.Clock;
import java.util.List;
import java.util.Set;

/**
 * The real route under test: the same {@link QuestionPipeline} a live question goes through (retrieval, prompt,
 * gate, repairs, sandbox), with the example under test held out of the few-shot set. An unreachable LLM makes the
 * answer NO_LLM (reported as SKIPPED), not a failure.
 */
public final class PipelineAnswerSource implements AnswerSource {
    private final QuestionPipeline pipeline;
    private final Catalog catalog;
    private final QuestionEmbeddings questions;

    public PipelineAnswerSource(QuestionPipeline pipeline, Catalog catalog) {
        this(pipeline, catalog, null);
    }

    /** @param questions the project's question vectors, saved on {@link #close} (null: none kept) */
    public PipelineAnswerSource(QuestionPipeline pipeline, Catalog catalog, QuestionEmbeddings questions) {
        this.pipeline = pipeline;
        this.catalog = catalog;
        this.questions = questions;
    }

    /**
     * A factory building a pipeline per project the way {@code steward query} does, sharing one embedder (loading
     * the model is the slow part) and one LLM. Each opened source stops asking an LLM found unreachable (the rest
     * of that run is SKIPPED at once, not after a connect, a wait and a retry per question).
     */
    public static AnswerSourceFactory factory(Embedder embedder, Llm llm, PipelineSettings settings, Clock clock,
                                              AtomicFiles files) {
        return (project, sandbox) -> {
            Catalog catalog = new Catalog(project);
            try {
                ProjectRetrieval retrieval = new ProjectRetrieval(new ProjectCorpusReader(), files);
                QuestionEmbeddings questions = retrieval.questionCache(project, embedder);
                Retriever retriever = retrieval.open(project, catalog, embedder, questions,
                        RetrievalSettings.defaults());
                QuestionPipeline pipeline = new PipelineAssembly()
                        .open(project, catalog, retriever, sandbox, new UnreachableLlmLatch(llm), settings, clock);
                return new PipelineAnswerSource(pipeline, catalog, questions);
            } catch (RuntimeException e) {
                catalog.close();
                throw e;
            }
        };
    }

    @Override
    public GeneratedAnswer answer(String question, String heldOutExample, boolean useTemplates,
                                  EvalCancellation cancellation) {
        return ask(Question.of(question).withTemplates(useTemplates).holdingOut(heldOutExample), cancellation);
    }

    /** The case's question at its {@code as_of}, as its {@code role} (a role-only audience: no user is named). */
    @Override
    public GeneratedAnswer answer(EvalCase evalCase, EvalCancellation cancellation) {
        Audience audience = evalCase.role() == null ? Audience.everyone()
                : new Audience("", Set.of(evalCase.role()));
        return ask(Question.of(evalCase.question()).withTemplates(evalCase.route().usesTemplates())
                .holdingOut(evalCase.exampleId()).asOf(evalCase.asOf()).askedBy(audience), cancellation);
    }

    private GeneratedAnswer ask(Question question, EvalCancellation cancellation) {
        PipelineCancellation stop = new PipelineCancellation();
        cancellation.whileRunning(stop::cancel);
        PipelineAnswer answer = pipeline.ask(question, StepListener.none(), stop);
        return toGenerated(answer).withSteps(answer.steps().stream().map(AnswerStep::of).toList())
                .withTrace(answer.trace()).governed(answer.kind().name(), answer.route(),
                        answer.evidence().stream().map(Evidence::evidenceId).toList());
    }

    static GeneratedAnswer toGenerated(PipelineAnswer answer) {
        String sql = answer.sql().isBlank() ? null : answer.runnableSql();
        int calls = answer.llmCalls();
        return switch (answer.kind()) {
            case ROWS -> new GeneratedAnswer(GeneratedAnswer.Outcome.ROWS, sql, answer.result(), null, calls,
                    answer.templateUsed().map(ScoredItem::name).orElse(null), List.of());
            case CLARIFICATION -> GeneratedAnswer.failed(GeneratedAnswer.Outcome.CLARIFICATION, sql,
                    answer.text().orElse(""), calls);
            case DECLINED, DENIED -> GeneratedAnswer.failed(GeneratedAnswer.Outcome.DECLINED, sql,
                    answer.text().orElse(""), calls);
            case SCHEMA_ANSWER, MULTIPLE, DEFINITION -> GeneratedAnswer.failed(GeneratedAnswer.Outcome.ERROR, sql,
                    "The pipeline answered with " + answer.kind() + " instead of one SQL result.", calls);
            case ERROR -> failure(answer.error(), sql, calls);
        };
    }

    private static GeneratedAnswer failure(StewardException error, String sql, int calls) {
        // Ollama down, the model missing or Ollama failing (HTTP 5xx) says nothing about the knowledge: the example
        // was not evaluated, it did not fail (found by reliability.LlmFaultsTest: a 500 counted as SQL_ERROR).
        if (causedBy(error, LlmUnreachableException.class) || causedBy(error, LlmModelMissingException.class)
                || causedBy(error, LlmServerException.class)) {
            return GeneratedAnswer.failed(GeneratedAnswer.Outcome.NO_LLM, sql, error.userText(), calls);
        }
        if (error instanceof QueryFailedException failed && failed.kind() == QueryFailedException.Kind.TIMEOUT) {
            return GeneratedAnswer.failed(GeneratedAnswer.Outcome.TIMEOUT, sql, error.userText(), calls);
        }
        return GeneratedAnswer.failed(GeneratedAnswer.Outcome.ERROR, sql, error.userText(), calls);
    }

    private static boolean causedBy(Throwable error, Class<? extends Throwable> type) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        try {
            if (questions != null) {
                questions.save();
            }
        } finally {
            catalog.close();
        }
    }
}
