package dev.steward.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSchema;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineAssembly;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.PipelineStep;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.QuestionPipeline;
import dev.steward.pipeline.StepKind;
import dev.steward.pipeline.TokenEstimate;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.retrieval.Embedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.testing.llm.RecordedChat;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Items 6 and 8: the project's verified examples asked through the real {@link QuestionPipeline} (real retrieval,
 * gate, sandbox, LangChain4j client) against the scripted {@link FakeOllamaServer}, which answers a SQL prompt with
 * the example's SQL, a template fill with its example values and a sanity check with OK. The fake lives in test
 * code, so the whole harness runs from test scope (ADR 18).
 */
final class PipelineBench {
    private static final Set<StepKind> LLM_STEPS = Set.of(StepKind.GENERATION, StepKind.REPAIR,
            StepKind.SANITY_CHECK, StepKind.AMBIGUITY_CHECK, StepKind.DECOMPOSITION);
    private final ObjectMapper json = new ObjectMapper();
    private final AtomicReference<BenchQuestion> current = new AtomicReference<>();
    private final List<Integer> promptTokens = new ArrayList<>();

    /** Runs both routes over up to {@code limit} questions and returns the figures of items 6 and 8. */
    static List<Figure> measure(String label, Path folder, Path duckTmp, Embedder embedder, double embedMs,
                                int limit) {
        return new PipelineBench().run(label, folder, duckTmp, embedder, embedMs, limit);
    }

    private List<Figure> run(String label, Path folder, Path duckTmp, Embedder embedder, double embedMs, int limit) {
        Project project = new ProjectOpener(Map.of()).open(folder);
        List<BenchQuestion> questions = BenchQuestion.of(
                new SyntheticExamplesReader().read(project.syntheticExamplesFile()), limit);
        try (FakeOllamaServer ollama = FakeOllamaServer.start(Duration.ofMinutes(30));
             Catalog catalog = new Catalog(project);
             Sandbox sandbox = Sandbox.open(project, duckTmp)) {
            ollama.script(this::reply);
            Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(project, catalog, embedder, RetrievalSettings.defaults());
            PipelineSettings settings = PipelineSettings.defaults();
            QuestionPipeline pipeline = new PipelineAssembly()
                    .open(project, catalog, retriever, sandbox, ollama.llm(), settings, Clock.systemUTC());
            ask(pipeline, questions, false); // warm-up: JIT, DuckDB caches, the HTTP client's connections
            promptTokens.clear();
            Route normal = ask(pipeline, questions, false);
            Route templates = ask(pipeline, questions, true);
            double sqlAlone = sqlAloneMs(new SqlExecutor(sandbox), questions, settings);
            int bareDdl = TokenEstimate.of(bareDdlPrompt(catalog.describeAll().schemas(), questions.get(0).text()));
            return figures(label, questions.size(), normal, templates, sqlAlone, embedMs, bareDdl);
        }
    }

    private List<Figure> figures(String label, int asked, Route normal, Route templates, double sqlAloneMs,
                                 double embedMs, int bareDdlTokens) {
        double reference = (sqlAloneMs / asked + embedMs) * normal.answered();
        double meanPrompt = promptTokens.stream().mapToInt(Integer::intValue).average().orElse(0);
        return List.of(
                Figure.ratio(label, 6, "pipeline overhead per question (all but the LLM call) vs the SQL alone + "
                        + "one embedding call", normal.overheadMs(), reference, Double.NaN, String.format(Locale.ROOT,
                        "%.1f vs %.1f ms per question, %d answered", normal.overheadMs() / normal.answered(),
                        reference / normal.answered(), normal.answered())),
                new Figure(label, 8, "LLM calls per answered question, normal route", normal.perAnswered(),
                        "calls", Double.NaN, normal.answered() + "/" + asked + " answered, " + normal.calls()
                        + " calls"),
                new Figure(label, 8, "LLM calls per answered question, template route", templates.perAnswered(),
                        "calls", Double.NaN, templates.answered() + "/" + asked + " answered, " + templates.calls()
                        + " calls, " + templates.byTemplate() + " by template"),
                Figure.ratio(label, 8, "SQL prompt tokens vs a bare-DDL prompt of all tables", meanPrompt,
                        bareDdlTokens, Double.NaN, String.format(Locale.ROOT, "%.0f vs %d tokens (chars/4)",
                        meanPrompt, bareDdlTokens)));
    }

    private record Route(int answered, int calls, int byTemplate, double overheadMs) {
        double perAnswered() {
            return answered == 0 ? Double.NaN : (double) calls / answered;
        }
    }

    private Route ask(QuestionPipeline pipeline, List<BenchQuestion> questions, boolean useTemplates) {
        int answered = 0;
        int calls = 0;
        int byTemplate = 0;
        double overhead = 0;
        for (BenchQuestion question : questions) {
            current.set(question);
            long start = System.nanoTime();
            PipelineAnswer answer = pipeline.ask(Question.of(question.text()).withTemplates(useTemplates)
                    .holdingOut(question.heldOut()));
            double wallMs = (System.nanoTime() - start) / 1e6;
            if (answer.kind() == AnswerKind.ROWS) {
                answered++;
                calls += answer.llmCalls();
                byTemplate += answer.templateUsed().isPresent() ? 1 : 0;
                overhead += wallMs - llmMs(answer.steps());
            }
        }
        return new Route(answered, calls, byTemplate, overhead);
    }

    private static long llmMs(List<PipelineStep> steps) {
        return steps.stream().filter(s -> LLM_STEPS.contains(s.kind())).mapToLong(PipelineStep::durationMillis).sum();
    }

    private FakeReply reply(RecordedChat chat) {
        BenchQuestion question = current.get();
        String user = chat.lastUserText();
        if (user.contains("matched to a pre-approved")) {
            try {
                return FakeReply.text(json.writeValueAsString(question.slots()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
        if (user.startsWith("This SQL returned 0 rows")) {
            return FakeReply.text("OK");
        }
        synchronized (promptTokens) {
            promptTokens.add(chat.messages().stream().mapToInt(m -> TokenEstimate.of(m.content())).sum());
        }
        return FakeReply.text(question.sql());
    }

    /** The examples' SQL executed alone in the sandbox, summed (median of 3 each). */
    private static double sqlAloneMs(SqlExecutor executor, List<BenchQuestion> questions, PipelineSettings settings) {
        double total = 0;
        for (BenchQuestion question : questions) {
            try {
                total += Stopwatch.medianMs(3, () -> executor.execute(question.sql(), settings.limits()));
            } catch (RuntimeException failed) {
                // A golden that does not run is not answered by the pipeline either; it costs what it cost.
                total += Stopwatch.onceMs(() -> null);
            }
        }
        return total;
    }

    /** What a tool without curated knowledge sends: every table's DDL and the question. */
    static String bareDdlPrompt(List<TableSchema> schemas, String question) {
        StringBuilder prompt = new StringBuilder();
        for (TableSchema schema : schemas) {
            prompt.append("CREATE TABLE ").append(schema.table().queryName()).append(" (");
            List<String> columns = new ArrayList<>();
            for (ColumnSchema column : schema.columns()) {
                columns.add(column.name() + " " + column.type());
            }
            prompt.append(String.join(", ", columns)).append(");\n");
        }
        return prompt.append("Question: ").append(question).append("\nSQL:").toString();
    }
}
