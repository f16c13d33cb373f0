package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.retrieval.FakeEmbedder;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The template route (openmedallion's test_cerebrum_pipeline template cases, as PRODUCT.md changes them): opt-in,
 * a deterministic fill costs zero LLM calls, values are bound as parameters (an injection attempt is just a value
 * that matches nothing), and a failed fill falls back to normal generation.
 */
class TemplateRouteTest {
    private static final String TEMPLATE = "Order amount in region {region}";
    private static final String ASKED = "Order amount in region North";

    @TempDir
    static Path tmp;

    private static ShopProject shop;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();

    @BeforeAll
    static void createProject() throws Exception {
        FakeEmbedder embedder = new FakeEmbedder().fix(TEMPLATE, 1, 0).fix(ASKED, 1, 0.1f)
                .fix("Order amount in region North' OR 1=1 --", 1, 0.1f);
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

    private static TemplateFiller fillingRegionWith(Object value) {
        return (template, question) -> TemplateFill.of(template.sql().replace("{region}", "?"), List.of(value), 0,
                "region read from the question");
    }

    private PipelineAnswer ask(TemplateFiller filler, Question question) {
        return shop.pipeline(ollama.llm(), filler, PipelineSettings.defaults()).ask(question);
    }

    @Test
    void aDeterministicFillAnswersWithZeroLlmCallsAndBindsTheValue() {
        PipelineAnswer answer = ask(fillingRegionWith("North"), Question.of(ASKED).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isZero();
        assertThat(ollama.chatCount()).isZero();
        assertThat(answer.sql()).isEqualTo("SELECT SUM(amount) AS total FROM orders WHERE region = ?");
        assertThat(answer.parameters()).containsExactly("North");
        assertThat(answer.template().name()).isEqualTo(TEMPLATE);
        assertThat(answer.result().rows().get(0).get(0).toString()).isEqualTo("31.50");
        assertThat(answer.steps()).extracting(PipelineStep::kind).containsExactly(StepKind.RETRIEVAL, StepKind.TEMPLATE);
    }

    @Test
    void anInjectionAttemptInASlotValueIsOnlyAValueThatMatchesNothing() {
        String hostile = "North' OR 1=1 --";
        PipelineAnswer answer = ask(fillingRegionWith(hostile),
                Question.of("Order amount in region " + hostile).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.sql()).doesNotContain("1=1");
        assertThat(answer.parameters()).containsExactly(hostile);
        assertThat(answer.result().rows().get(0).get(0)).isNull();
        assertThat(answer.llmCalls()).isZero();
    }

    @Test
    void templatesAreOffByDefaultEvenForAPerfectMatch() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(fillingRegionWith("North"), Question.of(ASKED));
        assertThat(answer.template()).isNull();
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.steps()).extracting(PipelineStep::kind).doesNotContain(StepKind.TEMPLATE);
    }

    @Test
    void aFailedFillFallsBackToNormalGeneration() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask((t, q) -> TemplateFill.none("no region in the question"),
                Question.of(ASKED).withTemplates(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.template()).isNull();
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.steps().get(1).detail()).contains("no region in the question").contains("falling back");
    }

    @Test
    void aTemplateTheGateRefusesIsNeverRepairedByTheModelButFallsBack() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask((t, q) -> TemplateFill.of("SELECT * FROM read_csv('/etc/passwd')", List.of(), 0,
                "broken"), Question.of(ASKED).withTemplates(true));

        assertThat(answer.sql()).isEqualTo(ShopProject.VALID_SQL);
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(ollama.lastChat().lastUserText()).doesNotContain("read_csv");
    }

    @Test
    void aQuestionFarFromEveryTemplateTakesTheNormalPath() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(fillingRegionWith("North"),
                Question.of("total order amount by region").withTemplates(true));
        assertThat(answer.template()).isNull();
        assertThat(answer.steps().get(1).detail()).contains("no template matched");
    }
}
