package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * openmedallion's ambiguity, decomposition and inline-CLARIFY cases (reference §7), with its call counts minus the
 * "recommend" call PRODUCT.md turns off: CLEAR + SQL = 2, ambiguous = 1, SINGLE + SQL = 2, k sub-questions = 1 + k.
 */
class AmbiguityAndDecompositionTest {
    private static final String SECOND_SQL = "SELECT COUNT(*) AS n FROM orders";

    @TempDir
    static Path tmp;

    private static ShopProject shop;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();

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

    private PipelineAnswer ask(Question question) {
        return shop.pipeline(ollama.llm()).ask(question);
    }

    @Test
    void bothChecksAreOffByDefault() {
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of("total order amount by region"));
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.steps()).extracting(PipelineStep::kind)
                .doesNotContain(StepKind.AMBIGUITY_CHECK, StepKind.DECOMPOSITION);
    }

    @Test
    void clearContinuesWithTwoCallsAndThePromptHoldsTheQuestionAndTheSchema() {
        ollama.reply("CLEAR", ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of("total order amount by region").withAmbiguityCheck(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        String check = ollama.chats().get(0).lastUserText();
        assertThat(check).contains("total order amount by region").contains("TABLE orders").contains("CLEAR");
        assertThat(answer.steps().get(0).kind()).isEqualTo(StepKind.RETRIEVAL);
        assertThat(answer.steps().get(1).kind()).isEqualTo(StepKind.AMBIGUITY_CHECK);
        assertThat(answer.steps()).filteredOn(s -> s.kind() == StepKind.RETRIEVAL).hasSize(1);
    }

    @Test
    void anAmbiguousQuestionEndsAfterOneCallWithTheClarification() {
        ollama.reply("Which amount do you mean: before or after tax?");
        PipelineAnswer answer = ask(Question.of("order amounts by region").withAmbiguityCheck(true)
                .withDecomposition(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.message()).isEqualTo("Which amount do you mean: before or after tax?");
        assertThat(answer.llmCalls()).isEqualTo(1);
        assertThat(answer.question()).isEqualTo("order amounts by region");
    }

    @Test
    void inlineClarifyStillWorksAfterAClearPreCheck() {
        ollama.reply("CLEAR", "CLARIFY: Which region?");
        PipelineAnswer answer = ask(Question.of("orders by region").withAmbiguityCheck(true));
        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.llmCalls()).isEqualTo(2);
    }

    @Test
    void singleContinuesWithTwoCalls() {
        ollama.reply("SINGLE", ShopProject.VALID_SQL);
        PipelineAnswer answer = ask(Question.of("total order amount by region").withDecomposition(true));
        assertThat(answer.kind()).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.parts()).isEmpty();
    }

    @Test
    void aJsonArrayOfTwoAnswersEachSubQuestionInOrder() {
        ollama.reply("[\"total order amount by region\", \"how many orders are there\"]", ShopProject.VALID_SQL,
                SECOND_SQL);
        PipelineAnswer answer = ask(Question.of("total amount by region and number of orders")
                .withDecomposition(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.MULTIPLE);
        assertThat(answer.llmCalls()).isEqualTo(3);
        assertThat(answer.parts()).extracting(PipelineAnswer::question)
                .containsExactly("total order amount by region", "how many orders are there");
        assertThat(answer.parts()).extracting(PipelineAnswer::sql).containsExactly(ShopProject.VALID_SQL, SECOND_SQL);
        assertThat(answer.parts()).extracting(PipelineAnswer::llmCalls).containsExactly(1, 1);
        assertThat(answer.parts().get(1).result().rows().get(0).get(0)).isEqualTo(6L);
        assertThat(answer.steps()).extracting(PipelineStep::kind).startsWith(StepKind.DECOMPOSITION)
                .filteredOn(k -> k == StepKind.EXECUTION).hasSize(2);
    }

    @Test
    void clarifyInTheSecondSubQuestionStopsWithThatSubQuestion() {
        ollama.reply("[\"total order amount by region\", \"the good orders\"]", ShopProject.VALID_SQL,
                "CLARIFY: Good by which measure?");
        PipelineAnswer answer = ask(Question.of("amount by region and the good orders").withDecomposition(true));

        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.message()).isEqualTo("Good by which measure?");
        assertThat(answer.parts()).hasSize(2);
        assertThat(answer.parts().get(1).question()).isEqualTo("the good orders");
        assertThat(answer.llmCalls()).isEqualTo(3);
    }
}
