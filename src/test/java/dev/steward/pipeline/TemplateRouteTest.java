package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.retrieval.FakeEmbedder;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The template route with the examples feature's real slot filler (openmedallion's test_cerebrum_pipeline template
 * cases, as PRODUCT.md changes them): opt-in; a slot read from the question by rule costs zero LLM calls and is
 * bound as a parameter; a value the slot refuses falls back to normal generation; a far question never matches.
 */
class TemplateRouteTest {
    private static final String TEMPLATE = "Order amount in region {region}";
    private static final String NORTH = "Order amount in region North";
    private static final String ATLANTIS = "Order amount in region Atlantis";
    private static final String COUNT_TEMPLATE = "Order count in region {region}";
    private static final String EITHER = "Order amount or count in region South";

    @TempDir
    static Path tmp;

    private static ShopProject shop;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();

    @BeforeAll
    static void createProject() throws Exception {
        // NORTH is far closer to TEMPLATE than to COUNT_TEMPLATE (cosine 0.995 vs 0.953); EITHER is as close to both.
        FakeEmbedder embedder = new FakeEmbedder().fix(TEMPLATE, 1, 0, 0).fix(COUNT_TEMPLATE, 1, 0, 0.3f)
                .fix(NORTH, 1, 0.1f, 0).fix(ATLANTIS, 1, 0.1f, 0).fix(EITHER, 1, 0, 0.15f);
        shop = ShopProject.create(tmp.resolve("shop"), embedder);
    }

    @AfterAll
    static void closeProject() {
        shop.close();
    }

    @AfterEach
    void stopServer() {
        ollama.close();
    }

    private PipelineAnswer ask(Question question) {
        return shop.pipeline(ollama.llm()).ask(question);
    }

    @Test
    void aSlotReadFromTheQuestionAnswersWithZeroLlmCallsAndIsBound() {
        PipelineAnswer answer = ask(Question.of(NORTH).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isZero();
        assertThat(ollama.chatCount()).isZero();
        assertThat(answer.sql()).isEqualTo("SELECT SUM(amount) AS total FROM orders WHERE region = ?");
        assertThat(answer.parameters()).containsExactly("North");
        assertThat(answer.slots()).containsExactly(java.util.Map.entry("region", "North"));
        assertThat(answer.runnableSql()).isEqualTo("SELECT SUM(amount) AS total FROM orders WHERE region = 'North'");
        assertThat(answer.template().name()).isEqualTo(TEMPLATE);
        assertThat(answer.result().rows().get(0).get(0).toString()).isEqualTo("31.50");
        assertThat(answer.steps()).extracting(PipelineStep::kind).containsExactly(StepKind.RETRIEVAL, StepKind.TEMPLATE);
        assertThat(answer.steps().get(1).detail()).contains("region=North (rule)").contains("0 LLM calls");
    }

    @Test
    void templatesAreOffByDefaultEvenForAPerfectMatch() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of(NORTH));
        assertThat(answer.template()).isNull();
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.steps()).extracting(PipelineStep::kind).doesNotContain(StepKind.TEMPLATE);
    }

    @Test
    void aValueTheSlotRefusesFallsBackToGenerationAndNeverEntersTheSql() {
        ollama.reply("{\"region\": \"Atlantis' OR 1=1 --\"}", ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of(ATLANTIS).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.template()).isNull();
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(ShopProject.VALID_SQL);
        assertThat(answer.steps().get(1).detail()).contains("refused").contains("falling back");
        assertThat(ollama.lastChat().lastUserText()).doesNotContain("1=1");
    }

    @Test
    void aQuestionFarFromEveryTemplateTakesTheNormalPath() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of("total order amount by region").withTemplates(true));
        assertThat(answer.template()).isNull();
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.steps().get(1).detail()).contains("no template matched");
    }

    @Test
    void twoTemplatesTooCloseToPickAskWhichWasMeantWithoutAnyCall() {
        PipelineAnswer answer = ask(Question.of(EITHER).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.message()).startsWith("Which did you mean:").contains("Order amount in region {region}")
                .contains("Order count in region {region}");
        assertThat(answer.llmCalls()).isZero();
        assertThat(answer.sql()).isEmpty();
        assertThat(answer.steps().get(1).detail()).contains("too close to pick");
    }
}
