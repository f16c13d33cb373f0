package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.sql.ReplyGate;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The gate-and-repair loop on its own, as example generation reuses it (openmedallion's validate_and_fix cases). */
class GateRepairLoopTest {
    private static final List<LlmTurn> PROMPT = List.of(LlmTurn.system("rules"), LlmTurn.user("Q: totals\nSQL:"));

    @TempDir
    static Path tmp;

    private static ShopProject shop;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final List<PipelineStep> steps = new ArrayList<>();

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

    private GateRepairLoop loop(int maxRepairs) {
        return new GateRepairLoop(new ReplyGate(shop.sandbox), ollama.llm(), new PromptTemplates(), maxRepairs,
                ChatOptions.TEXT, Clock.systemUTC());
    }

    @Test
    void validSqlNeedsNoCall() {
        RepairOutcome outcome = loop(2).run(PROMPT, "```sql\n" + ShopProject.VALID_SQL + ";\n```", "TABLE orders",
                "totals", steps::add);
        assertThat(outcome.valid()).isTrue();
        assertThat(outcome.checked().sql()).isEqualTo(ShopProject.VALID_SQL);
        assertThat(outcome.repairs()).isZero();
        assertThat(ollama.chatCount()).isZero();
        assertThat(steps).extracting(PipelineStep::kind).containsExactly(StepKind.VALIDATION);
    }

    @Test
    void aTypoFixedOnTheRepairTurnIsKeptWithTheRepairedSql() {
        ollama.reply(ShopProject.VALID_SQL);
        RepairOutcome outcome = loop(2).run(PROMPT, "SELEC region FROM orders", "TABLE orders (...)", "totals",
                steps::add);

        assertThat(outcome.valid()).isTrue();
        assertThat(outcome.lastSql()).isEqualTo(ShopProject.VALID_SQL);
        assertThat(outcome.repairs()).isEqualTo(1);
        assertThat(ollama.lastChat().messages()).hasSize(4);
        assertThat(ollama.lastChat().lastUserText()).contains("SELEC").contains("TABLE orders (...)");
        assertThat(steps).extracting(PipelineStep::kind)
                .containsExactly(StepKind.VALIDATION, StepKind.REPAIR, StepKind.VALIDATION);
    }

    @Test
    void whenRepairsRunOutTheErrorNamesTheCountAndTheLastReason() {
        ollama.reply("UPDATE orders SET amount = 0");
        RepairOutcome outcome = loop(1).run(PROMPT, "DROP TABLE orders", "TABLE orders", "totals", steps::add);

        assertThat(outcome.valid()).isFalse();
        assertThat(outcome.error().getMessage()).contains("after 1 repair.").contains("Last error");
        assertThat(outcome.lastSql()).isEqualTo("UPDATE orders SET amount = 0");
        assertThat(ollama.chatCount()).isEqualTo(1);
    }

    @Test
    void aClarificationOnTheRepairTurnEndsTheLoop() {
        ollama.reply("CLARIFY: Which amount column?");
        RepairOutcome outcome = loop(2).run(PROMPT, "SELECT nope FROM orders", "TABLE orders", "totals", steps::add);

        assertThat(outcome.clarifyingQuestion()).contains("Which amount column?");
        assertThat(outcome.valid()).isFalse();
        assertThat(ollama.chatCount()).isEqualTo(1);
    }
}
