package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.RecordedChat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * openmedallion's pipeline cases (reference §7, test_cerebrum_pipeline) on a real project: real Parquet, the real
 * sandbox and gate, the real LangChain4j client against the fake Ollama server; call counts as PRODUCT.md changes
 * them (no "recommend" call, so a valid first answer costs 1 call, not 2).
 */
class QuestionPipelineTest {
    @TempDir
    static Path tmp;

    private static ShopProject shop;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final List<PipelineStep> events = new ArrayList<>();

    @BeforeAll
    static void createProject() throws Exception {
        shop = ShopProject.create(tmp.resolve("shop"));
    }

    @AfterAll
    static void closeProject() {
        shop.close();
    }

    @AfterEach
    void stopServer() {
        ollama.close();
    }

    private PipelineAnswer ask(String question) {
        return shop.pipeline(ollama.llm()).ask(Question.of(question), events::add, new PipelineCancellation());
    }

    private static List<StepKind> kinds(PipelineAnswer answer) {
        return answer.steps().stream().map(PipelineStep::kind).toList();
    }

    @Test
    void aValidFirstAnswerCostsOneCallAndRunsInTheSandbox() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask("total order amount by region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(answer.sql()).isEqualTo(ShopProject.VALID_SQL);
        assertThat(answer.result().columns()).extracting(c -> c.name()).containsExactly("region", "total");
        assertThat(answer.result().rows()).hasSize(2);
        assertThat(kinds(answer)).containsExactly(StepKind.RETRIEVAL, StepKind.PROMPT, StepKind.GENERATION,
                StepKind.VALIDATION, StepKind.EXECUTION);
        assertThat(events).isEqualTo(answer.steps());
        assertThat(answer.tables()).extracting(ScoredItem::name).startsWith("orders");
    }

    @Test
    void badSqlThenGoodCostsTwoCallsAndTheRepairTurnCarriesTheErrorAndTheSchema() {
        ollama.reply("SELECT no_such_column FROM orders", ShopProject.VALID_SQL);
        PipelineAnswer answer = ask("total order amount by region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(ShopProject.VALID_SQL);
        RecordedChat repair = ollama.chats().get(1);
        assertThat(repair.messages()).extracting(RecordedChat.Message::role)
                .containsExactly("system", "user", "assistant", "user");
        assertThat(repair.messages().get(2).content()).isEqualTo("SELECT no_such_column FROM orders");
        assertThat(repair.lastUserText()).contains("no_such_column").contains("TABLE orders")
                .contains("Original question: total order amount by region");
        assertThat(kinds(answer)).containsSubsequence(StepKind.VALIDATION, StepKind.REPAIR, StepKind.VALIDATION,
                StepKind.EXECUTION);
    }

    @Test
    void threeBadAnswersEndInAnErrorAfterThreeCalls() {
        ollama.reply("SELECT nope FROM orders", "DROP TABLE orders", "SELECT * FROM read_csv('/etc/passwd')");
        PipelineAnswer answer = ask("total order amount by region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.ERROR);
        assertThat(answer.llmCalls()).isEqualTo(3);
        assertThat(ollama.chatCount()).isEqualTo(3);
        assertThat(answer.error().getMessage()).contains("after 2 repairs").contains("Last error");
        assertThat(answer.sql()).contains("read_csv");
        assertThat(answer.result()).isNull();
        assertThat(kinds(answer)).doesNotContain(StepKind.EXECUTION);
    }

    @Test
    void clarifyIsOneCallAndNoSqlRuns() {
        ollama.reply("CLARIFY: Total by order date or by shipping date?");
        PipelineAnswer answer = ask("total order amount by region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.message()).isEqualTo("Total by order date or by shipping date?");
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.sql()).isEmpty();
        assertThat(kinds(answer)).doesNotContain(StepKind.VALIDATION, StepKind.EXECUTION);
    }

    @Test
    void aFencedClarifyIsAClarificationButASqlCommentMentioningClarifyIsNot() {
        ollama.reply("```\nclarify: which region?\n```");
        assertThat(ask("orders by region").kind()).isEqualTo(AnswerKind.CLARIFICATION);

        ollama.reply("-- CLARIFY: nothing to clarify\n" + ShopProject.VALID_SQL);
        PipelineAnswer sql = ask("orders by region");
        assertThat(sql.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(sql.llmCalls()).isEqualTo(1);
    }

    @Test
    void aFencedSqlReplyDoesNotWasteARepair() {
        ollama.reply("```sql\n" + ShopProject.VALID_SQL + ";\n```");
        PipelineAnswer answer = ask("total order amount by region");
        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(1);
    }

    @Test
    void anEmptyResultIsDoubleCheckedOnceAndOkKeepsIt() {
        String none = "SELECT order_id FROM orders WHERE region = 'Atlantis'";
        ollama.reply(none, "ok.");
        PipelineAnswer answer = ask("orders in Atlantis region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(none);
        assertThat(answer.result().rows()).isEmpty();
        assertThat(ollama.lastChat().lastUserText()).contains("returned 0 rows").contains(none);
        assertThat(kinds(answer)).endsWith(StepKind.EXECUTION, StepKind.SANITY_CHECK);
    }

    @Test
    void theSanityFixIsUsedWhenTheGateAcceptsIt() {
        String fixed = "SELECT order_id FROM orders WHERE region = 'North'";
        ollama.reply("SELECT order_id FROM orders WHERE region = 'north'", fixed);
        PipelineAnswer answer = ask("orders in the north region");

        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(fixed);
        assertThat(answer.result().rows()).hasSize(3);
    }

    @Test
    void aSanityFixTheGateRefusesKeepsTheOriginalAfterOneAttempt() {
        String none = "SELECT order_id FROM orders WHERE region = 'Atlantis'";
        ollama.reply(none, "DELETE FROM orders");
        PipelineAnswer answer = ask("orders in Atlantis region");

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(none);
        assertThat(answer.result().rows()).isEmpty();
    }

    @Test
    void aSchemaQuestionIsAnsweredFromTheCatalogWithZeroCalls() {
        PipelineAnswer tables = ask("What tables are in the database?");
        assertThat(tables.kind()).isEqualTo(AnswerKind.SCHEMA_ANSWER);
        assertThat(tables.llmCalls()).isZero();
        assertThat(tables.sql()).isEmpty();
        assertThat(tables.message()).contains("orders").contains("One row per customer order")
                .doesNotContain("UNREVIEWED");
        assertThat(tables.result().rows()).hasSize(3);
        assertThat(tables.result().rows()).extracting(r -> r.get(3)).doesNotContainNull()
                .anySatisfy(d -> assertThat(d).asString().startsWith("(not reviewed yet"))
                .anySatisfy(d -> assertThat(d).asString().contains("One row per customer order"));

        PipelineAnswer columns = ask("What columns does the orders table have?");
        assertThat(columns.message()).contains("amount (DECIMAL(10,2))").doesNotContain("product 1");
        assertThat(columns.result().rows()).extracting(r -> r.get(1)).contains("order_id", "status");
        assertThat(ollama.chatCount()).isZero();
    }

    @Test
    void aNotTrackedGlossaryTermIsDeclinedWithoutAnyCall() {
        PipelineAnswer answer = ask("How much marketing spend did the orders bring?");
        assertThat(answer.kind()).isEqualTo(AnswerKind.DECLINED);
        assertThat(answer.message()).contains("does not cover").contains("marketing spend");
        assertThat(answer.llmCalls()).isZero();
        assertThat(ollama.chatCount()).isZero();
    }

    @Test
    void aVerifiedExampleAskedWordForWordRunsItsSqlWithoutTheLlmEvenWhenItIsDown() {
        FakeOllamaServer dead = FakeOllamaServer.start();
        var llm = dead.llm();
        dead.close();
        PipelineAnswer answer = shop.pipeline(llm).ask(Question.of("  how many orders per REGION "),
                events::add, new PipelineCancellation());

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isZero();
        assertThat(answer.sql()).isEqualTo("SELECT region, COUNT(*) AS n FROM orders GROUP BY region");
        assertThat(answer.result().rows()).hasSize(2);
        assertThat(kinds(answer)).containsExactly(StepKind.RETRIEVAL, StepKind.VERIFIED_EXAMPLE);
        assertThat(answer.steps().get(1).detail()).contains("verified SQL ran", "no LLM call");
        assertThat(answer.examples()).extracting(ScoredItem::name).containsExactly("How many orders per region?");
    }

    @Test
    void aHeldOutVerifiedExampleIsNotAnsweredWithItsOwnSqlSoEvalStillAsksTheModel() {
        ollama.reply(ShopProject.VALID_SQL);
        String hash = dev.steward.examples.ExampleContentHash.of("How many orders per region?",
                "SELECT region, COUNT(*) AS n FROM orders GROUP BY region");
        PipelineAnswer answer = shop.pipeline(ollama.llm()).ask(Question.of("How many orders per region?")
                .holdingOut(hash), events::add, new PipelineCancellation());

        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(kinds(answer)).doesNotContain(StepKind.VERIFIED_EXAMPLE);
    }

    @Test
    void withoutAReachableLlmTheErrorSaysWhatToStart() {
        FakeOllamaServer dead = FakeOllamaServer.start();
        var llm = dead.llm();
        dead.close();
        PipelineAnswer answer = shop.pipeline(llm).ask(Question.of("total order amount by region"));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ERROR);
        assertThat(answer.error().userText()).contains("ollama serve");
        assertThat(kinds(answer)).containsExactly(StepKind.RETRIEVAL, StepKind.PROMPT);
    }

    @Test
    void aCancelledQuestionStopsBeforeTheNextStep() {
        PipelineCancellation cancellation = new PipelineCancellation();
        cancellation.cancel();
        PipelineAnswer answer = shop.pipeline(ollama.llm()).ask(Question.of("orders by region"),
                StepListener.none(), cancellation);
        assertThat(answer.kind()).isEqualTo(AnswerKind.ERROR);
        assertThat(answer.error().getMessage()).contains("cancelled");
        assertThat(ollama.chatCount()).isZero();
        Thread.interrupted(); // bind() interrupted this thread on purpose, as it would a job's worker
    }
}
