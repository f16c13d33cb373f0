package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.sql.GovernedExpression;
import dev.steward.sql.GovernedExpressionCheck;
import dev.steward.sql.ReplyGate;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.RecordedChat;
import dev.steward.testing.revenue.NetRevenueProject;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gate check of a governed expression inside the repair loop, with the real LangChain4j client against the
 * scripted fake Ollama: a reply that keeps the expression passes; one that changes the FILTER or drops a term is
 * refused with the reason, which the repair turn carries to the model.
 */
class GovernedExpressionRepairTest {
    private static final List<LlmTurn> PROMPT = List.of(LlmTurn.system("rules"),
            LlmTurn.user("Q: net revenue for August 2026\nSQL:"));
    private static final GovernedExpression V2 = new GovernedExpression("metric.net_revenue v2 (ev.nr.v2)",
            NetRevenueProject.V2, "sales");
    private static final String KEPT = "SELECT " + NetRevenueProject.V2.toLowerCase() + " AS nr FROM sales s "
            + "WHERE txn_date >= DATE '2026-08-01' AND txn_date < DATE '2026-09-01'";
    private static final String CHANGED_FILTER = "SELECT SUM(gross - discounts - refunds - credit_notes) "
            + "FILTER (WHERE stage <> 'closed_lost') FROM sales WHERE txn_date >= DATE '2026-08-01'";
    private static final String DROPPED_TERM = "SELECT " + NetRevenueProject.V1 + " FROM sales "
            + "WHERE txn_date >= DATE '2026-08-01'";

    @TempDir
    static Path tmp;

    private static NetRevenueProject project;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private final List<PipelineStep> steps = new ArrayList<>();

    @BeforeAll
    static void open() throws Exception {
        project = NetRevenueProject.create(tmp.resolve("revenue"));
    }

    @AfterAll
    static void close() {
        project.close();
    }

    @AfterEach
    void stopServer() {
        ollama.close();
    }

    private RepairOutcome run(String reply) {
        GateRepairLoop loop = new GateRepairLoop(new ReplyGate(project.sandbox), ollama.llm(), new PromptTemplates(),
                2, ChatOptions.TEXT, Clock.systemUTC());
        return loop.run(PROMPT, reply, "TABLE sales", "net revenue for August 2026", steps::add,
                SqlRequirement.governed(new GovernedExpressionCheck(project.sandbox), V2));
    }

    @Test
    void aReplyThatKeepsTheExpressionPassesWithoutACall() {
        RepairOutcome outcome = run(KEPT);
        assertThat(outcome.valid()).isTrue();
        assertThat(ollama.chatCount()).isZero();
        assertThat(steps.get(steps.size() - 1).detail())
                .contains("computes metric.net_revenue v2 (ev.nr.v2)'s governed expression unchanged");
    }

    @Test
    void aChangedFilterIsRefusedAndTheRepairTurnCarriesTheGovernedExpression() {
        ollama.reply(KEPT);
        RepairOutcome outcome = run(CHANGED_FILTER);

        assertThat(outcome.valid()).isTrue();
        assertThat(outcome.checked().sql()).isEqualTo(KEPT);
        assertThat(ollama.chatCount()).isEqualTo(1);
        RecordedChat repair = ollama.chats().get(0);
        assertThat(repair.messages().get(2).content()).isEqualTo(CHANGED_FILTER);
        assertThat(repair.lastUserText()).contains("does not compute metric.net_revenue v2 (ev.nr.v2) as governed")
                .contains(NetRevenueProject.V2);
        assertThat(steps).extracting(PipelineStep::kind).containsExactly(StepKind.VALIDATION, StepKind.REPAIR,
                StepKind.VALIDATION);
        assertThat(steps.get(0).detail()).startsWith("refused: The query does not compute");
    }

    @Test
    void aDroppedTermEveryTimeEndsInAnErrorNamingTheExpression() {
        ollama.reply(DROPPED_TERM, CHANGED_FILTER);
        RepairOutcome outcome = run(DROPPED_TERM);

        assertThat(outcome.valid()).isFalse();
        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(outcome.error().getMessage()).contains("after 2 repairs")
                .contains("does not compute metric.net_revenue v2");
    }
}
