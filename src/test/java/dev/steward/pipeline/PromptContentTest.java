package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.ExampleContentHash;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the model sees (PRODUCT.md §5.4, unlike openmedallion's bare DDL): approved descriptions and synonyms,
 * accepted values, glossary matches, join hints from approved relationships and verified non-template examples,
 * within the token budget; never draft text, unverified rows, templates or a held-out example.
 */
class PromptContentTest {
    private static final String PER_REGION = "How many orders per region?";

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

    private String promptFor(Question question, PipelineSettings settings) {
        ollama.reply(ShopProject.VALID_SQL);
        shop.pipeline(ollama.llm(), settings).ask(question);
        return ollama.chats().get(0).messages().get(1).content();
    }

    @Test
    void thePromptCarriesTheCuratedKnowledge() {
        String prompt = promptFor(Question.of("How many big orders per customer and region?"),
                PipelineSettings.defaults());

        assertThat(prompt).contains("TABLE orders (  -- One row per customer order with its amount.; "
                + "also called: purchases");
        assertThat(prompt).contains("Order value in euros, before tax.");
        assertThat(prompt).contains("accepted values: 'open', 'shipped'");
        assertThat(prompt).contains("big order: An order with amount over 40 euros.");
        assertThat(prompt).contains("orders JOIN customers ON orders.customer_id = customers.customer_id");
        assertThat(prompt).contains("Q: " + PER_REGION + "\nSQL: SELECT region, COUNT(*) AS n FROM orders");
        assertThat(prompt).contains("Q: How many big orders per customer and region?\nSQL:");
    }

    @Test
    void draftTextUnverifiedRowsAndTemplatesNeverReachThePrompt() {
        String prompt = promptFor(Question.of("products and orders per region"), PipelineSettings.defaults());

        assertThat(prompt).contains("TABLE products");
        assertThat(prompt).doesNotContain("UNREVIEWED").doesNotContain("Unreviewed orders guess")
                .doesNotContain("{region}").doesNotContain("marketing spend");
    }

    @Test
    void aHeldOutExampleIsNotAFewShotExample() {
        String hash = ExampleContentHash.of(PER_REGION, "SELECT region, COUNT(*) AS n FROM orders GROUP BY region");
        String prompt = promptFor(Question.of(PER_REGION).holdingOut(hash), PipelineSettings.defaults());

        assertThat(prompt).doesNotContain("Q: " + PER_REGION + "\nSQL: SELECT").contains("Total order amount per customer");
    }

    @Test
    void aSmallBudgetDropsExamplesAndCuratedTextButKeepsTheFirstTable() {
        PipelineSettings tight = PipelineSettings.defaults().withPromptTokenBudget(350);
        ollama.reply(ShopProject.VALID_SQL);
        PipelineAnswer answer = shop.pipeline(ollama.llm(), tight)
                .ask(Question.of("orders per region and customer"));
        String prompt = ollama.chats().get(0).messages().get(1).content();

        assertThat(prompt).contains("TABLE orders");
        PipelineStep step = answer.steps().stream().filter(s -> s.kind() == StepKind.PROMPT).findFirst().orElseThrow();
        assertThat(step.detail()).contains("tokens (approx.)").contains("budget:");
        assertThat(TokenEstimate.of(ollama.chats().get(0).messages().get(0).content() + prompt)).isLessThanOrEqualTo(360);
    }
}
