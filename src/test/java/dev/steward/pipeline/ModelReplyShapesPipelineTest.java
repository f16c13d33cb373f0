package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.project.Project;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Acceptance 1 of issue 25, end to end: the real pipeline, with the real LangChain4j Ollama client, asks a scripted
 * Ollama that replies to every verified question of the bundled sample with its verified SQL in one shape (fences,
 * prose, think sections, JSON, cut-off and invalid JSON, a ~4,000-token ramble; SQLite, Postgres and MySQL slips).
 * Each answer must give the rows the verified SQL gives on DuckDB, after exactly one request to the server: no repair
 * call is spent on a slip a rule mends. Each question is asked with its example held out, as eval asks it (asked word
 * for word, a verified question runs its verified SQL without the model).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ModelReplyShapesPipelineTest {
    private final Map<String, String> verified = new LinkedHashMap<>();
    /** Each question's example, held out when asked (a verified question asked word for word runs its SQL). */
    private final Map<String, String> heldOut = new LinkedHashMap<>();
    private final Map<String, QueryResult> goldenRows = new LinkedHashMap<>();
    private volatile ReplyShapes.Shape shape;
    private FakeOllamaServer ollama;
    private Catalog catalog;
    private Sandbox sandbox;
    private QuestionPipeline pipeline;

    @BeforeAll
    void open(@TempDir Path tmp) {
        Project project = ReplyShapes.sampleWorkingCopy(tmp);
        ReplyShapes.readPlainVerified(project, verified, heldOut);
        ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(),
                (question, prompt) -> verified.containsKey(question) ? shape.reply().apply(verified.get(question))
                        : null, Duration.ofMinutes(15));
        catalog = new Catalog(project);
        sandbox = Sandbox.open(project, tmp.resolve("duck"));
        SqlExecutor executor = new SqlExecutor(sandbox);
        verified.forEach((question, sql) -> goldenRows.put(question, executor.execute(sql, QueryLimits.defaults())));
        Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                .open(project, catalog, new FakeEmbedder(), RetrievalSettings.defaults());
        pipeline = new PipelineAssembly().open(project, catalog, retriever, sandbox,
                ollama.llm(), PipelineSettings.defaults(), Clock.systemUTC());
    }

    @AfterAll
    void close() {
        ollama.close();
        sandbox.close();
        catalog.close();
    }

    Stream<ReplyShapes.Shape> shapes() {
        return Stream.concat(ReplyShapes.wrappers().stream(), ReplyShapes.slips().stream());
    }

    @Test
    void theSampleHasVerifiedQuestionsForEveryShape() {
        assertThat(verified).hasSizeGreaterThanOrEqualTo(15);
        for (ReplyShapes.Shape slip : ReplyShapes.slips()) {
            long applies = verified.values().stream().filter(sql -> slip.reply().apply(sql) != null).count();
            assertThat(applies).as(slip.name()).isGreaterThanOrEqualTo(4);
        }
        assertThat(TokenEstimate.of(ReplyShapes.ramble())).isBetween(3_800, 4_400);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void everyVerifiedQuestionIsAnsweredCorrectlyWithOneLlmCall(ReplyShapes.Shape replyShape) {
        shape = replyShape;
        List<String> asked = new ArrayList<>();
        for (Map.Entry<String, String> question : verified.entrySet()) {
            if (replyShape.reply().apply(question.getValue()) == null) {
                continue;
            }
            int before = ollama.chatCount();
            PipelineAnswer answer = pipeline.ask(Question.of(question.getKey()).holdingOut(heldOut.get(question.getKey())));
            String why = question.getKey() + " → " + answer.kind() + " " + answer.sql() + " "
                    + answer.failure().map(Throwable::getMessage).orElse("") + " " + answer.steps();
            assertThat(answer.kind()).as(why).isEqualTo(AnswerKind.ROWS);
            assertThat(ollama.chatCount() - before).as("requests the server received: " + why).isEqualTo(1);
            assertThat(answer.llmCalls()).as(why).isEqualTo(1);
            assertThat(answer.steps()).extracting(PipelineStep::kind).as(why).doesNotContain(StepKind.REPAIR);
            if (replyShape.slip()) {
                assertThat(answer.steps()).extracting(PipelineStep::kind).as(why).contains(StepKind.DIALECT_REPAIR);
            }
            assertSameRows(goldenRows.get(question.getKey()), answer.result(), question.getValue(), why);
            asked.add(question.getKey());
        }
        System.out.printf("[reply-shapes] %s: %d verified question(s) answered correctly, 1 LLM call each%n",
                replyShape.name(), asked.size());
        assertThat(asked).as("questions asked in this shape").hasSizeGreaterThanOrEqualTo(4);
    }

    /** The rows the verified SQL gives: in its order when it orders them, else as a multiset. */
    private static void assertSameRows(QueryResult golden, QueryResult answer, String goldenSql, String why) {
        assertThat(answer).as(why).isNotNull();
        List<String> expected = golden.rows().stream().map(Object::toString).toList();
        List<String> actual = answer.rows().stream().map(Object::toString).toList();
        if (goldenSql.contains("ORDER BY")) {
            assertThat(actual).as(why).isEqualTo(expected);
        } else {
            assertThat(actual).as(why).containsExactlyInAnyOrderElementsOf(expected);
        }
    }
}
