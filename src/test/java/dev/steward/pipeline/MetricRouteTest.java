package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.definitions.Audience;
import dev.steward.definitions.Evidence;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.revenue.NetRevenueProject;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metric route, the governed generation and freshness answers through the whole pipeline on issue 20's net
 * revenue case: real Parquet, definitions imported through the exchange format, the real gate and sandbox, the real
 * LangChain4j client against the fake Ollama (which must not be called where no SQL is generated).
 */
class MetricRouteTest {
    @TempDir
    static Path tmp;

    private static NetRevenueProject revenue;
    private static Catalog catalog;
    private static Retriever retriever;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();

    @BeforeAll
    static void open() throws Exception {
        revenue = NetRevenueProject.create(tmp.resolve("revenue"));
        revenue.importDefinitions();
        Files.createDirectories(revenue.project.root().resolve("steward"));
        Files.writeString(revenue.project.root().resolve("steward/tables.yaml"),
                "tables:\n  sales:\n    freshness: {column: loaded_at, sla: PT12H}\n");
        catalog = new Catalog(revenue.project);
        retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                .open(revenue.project, catalog, new FakeEmbedder(), RetrievalSettings.defaults());
    }

    @AfterAll
    static void close() {
        catalog.close();
        revenue.close();
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    private PipelineAnswer ask(Question question) {
        return new PipelineAssembly().open(revenue.project, catalog, retriever, revenue.sandbox, ollama.llm(),
                PipelineSettings.defaults(), Clock.fixed(Instant.parse("2026-09-01T12:00:00Z"), ZoneOffset.UTC))
                .ask(question);
    }

    private static List<String> cited(PipelineAnswer answer) {
        return answer.evidence().stream().map(Evidence::evidenceId).toList();
    }

    @Test
    void netRevenueForAugust2026IsV2sGovernedSqlWithNoLlmCallAndTheHandWrittenNumber() throws Exception {
        PipelineAnswer answer = ask(Question.of("net revenue for August 2026"));

        assertThat(answer.kind()).as(String.valueOf(answer.message())).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.route()).isEqualTo("metric");
        assertThat(answer.llmCalls()).isZero();
        assertThat(ollama.chatCount()).isZero();
        assertThat(answer.sql()).contains(NetRevenueProject.V2).contains("\"txn_date\" >= ? AND \"txn_date\" < ?");
        assertThat(answer.parameters()).containsExactly(LocalDate.of(2026, 8, 1), LocalDate.of(2026, 9, 1));
        assertThat(cited(answer)).startsWith("ev.nr.v2").contains("ev.model.nr.v2");
        assertThat(answer.steps()).extracting(PipelineStep::kind).contains(StepKind.METRIC_ROUTE)
                .doesNotContain(StepKind.GENERATION, StepKind.PROMPT);
        Object handWritten = revenue.handWritten("SELECT SUM(gross - discounts - refunds - credit_notes) FROM sales "
                + "WHERE stage = 'closed_won' AND txn_date >= DATE '2026-08-01' AND txn_date <= DATE '2026-08-31'");
        assertThat((BigDecimal) answer.result().rows().get(0).get(0)).isEqualByComparingTo((BigDecimal) handWritten);
    }

    @Test
    void aMonthUnderV1UsesV1AndGroupsByTheAskedDimension() throws Exception {
        PipelineAnswer answer = ask(Question.of("net revenue by region for March 2026"));

        assertThat(answer.kind()).as(String.valueOf(answer.message())).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.sql()).contains(NetRevenueProject.V1).contains("GROUP BY \"region\"");
        assertThat(answer.result().rows()).hasSize(3);
        assertThat(cited(answer)).startsWith("ev.nr.v1");
        Object amer = revenue.handWritten("SELECT SUM(gross - discounts - refunds) FROM sales WHERE stage = "
                + "'closed_won' AND region = 'AMER' AND txn_date >= DATE '2026-03-01' AND txn_date < DATE '2026-04-01'");
        assertThat((BigDecimal) answer.result().rows().get(0).get(1)).isEqualByComparingTo((BigDecimal) amer);
        assertThat(ollama.chatCount()).isZero();
    }

    @Test
    void aQuarterAndAnExplicitRangeAreHalfOpenPeriods() {
        PipelineAnswer quarter = ask(Question.of("net revenue by region in Q3 2026"));
        assertThat(quarter.kind()).as(String.valueOf(quarter.message())).isEqualTo(AnswerKind.ROWS);
        assertThat(quarter.parameters()).containsExactly(LocalDate.of(2026, 7, 1), LocalDate.of(2026, 10, 1));
        assertThat(quarter.result().rows()).hasSize(3);

        PipelineAnswer range = ask(Question.of("net revenue between 2026-08-01 and 2026-08-15"));
        assertThat(range.kind()).as(String.valueOf(range.message())).isEqualTo(AnswerKind.ROWS);
        assertThat(range.parameters()).containsExactly(LocalDate.of(2026, 8, 1), LocalDate.of(2026, 8, 16));

        PipelineAnswer spans = ask(Question.of("net revenue in 2026"));
        assertThat(spans.kind()).isEqualTo(AnswerKind.CLARIFICATION); // v1 until 2026-07-01, v2 after
        assertThat(spans.message()).contains("2026-07-01");
        assertThat(ollama.chatCount()).isZero();
    }

    @Test
    void aDimensionTheMeasureDoesNotAllowIsAskedAboutNamingTheAllowedOnes() {
        PipelineAnswer answer = ask(Question.of("net revenue by customer for August 2026"));

        assertThat(answer.kind()).isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(answer.message()).contains("region, channel").contains("not by customer");
        assertThat(answer.sql()).isEmpty();
        assertThat(ollama.chatCount()).isZero();
    }

    @Test
    void aQuestionAskingMoreIsGeneratedWithTheVersionInThePromptAndAChangedFilterIsRepaired() {
        String changed = "SELECT region, SUM(gross - discounts - refunds - credit_notes) FILTER (WHERE stage <> "
                + "'closed_lost') AS nr FROM sales WHERE txn_date >= DATE '2026-08-01' AND txn_date < DATE "
                + "'2026-09-01' AND channel = 'online' GROUP BY region";
        String kept = "SELECT region, " + NetRevenueProject.V2 + " AS nr FROM sales WHERE txn_date >= DATE "
                + "'2026-08-01' AND txn_date < DATE '2026-09-01' AND channel = 'online' GROUP BY region";
        ollama.reply(changed, kept);

        PipelineAnswer answer = ask(Question.of("net revenue of online deals above 150 euros for August 2026"));

        assertThat(answer.kind()).as(String.valueOf(answer.error())).isEqualTo(AnswerKind.ROWS);
        assertThat(answer.llmCalls()).isEqualTo(2);
        assertThat(answer.sql()).isEqualTo(kept);
        assertThat(ollama.chats().get(0).lastUserText()).contains("metric.net_revenue v2 (evidence ev.nr.v2")
                .contains("measure: " + NetRevenueProject.V2);
        assertThat(ollama.chats().get(1).lastUserText()).contains("does not compute metric.net_revenue v2");
        assertThat(cited(answer)).contains("ev.nr.v2");
    }

    @Test
    void freshnessAgesEachSourceAgainstItsSlaAtTheAsOfDayWithTheSnapshotCited() {
        PipelineAnswer answer = ask(new Question("how fresh is sales?", false, false, false, null,
                LocalDate.of(2026, 8, 31), Audience.everyone()));

        assertThat(answer.route()).isEqualTo("freshness");
        assertThat(answer.llmCalls()).isZero();
        assertThat(answer.message()).contains("at 2026-09-01T00:00:00Z")
                .contains("sales: last loaded 2026-08-31T06:00:00Z, 18h old").contains("SLA 12h - stale")
                .contains("SLA 1d - fresh (snapshot ev.fresh.0831)");
        assertThat(cited(answer)).containsExactly("ev.fresh.0831");

        PipelineAnswer now = ask(Question.of("is the sales data up to date?"));
        assertThat(now.message()).contains("at 2026-09-01T12:00:00Z").contains("1d 6h old");
    }

    @Test
    void aRestrictedSnapshotIsNotCitedForAnotherAudience() {
        PipelineAnswer answer = ask(new Question("how fresh is the data?", false, false, false, null, null,
                new Audience("alice", Set.of("analyst"))));
        assertThat(answer.message()).doesNotContain("PELICAN").doesNotContain("ev.memo");
        assertThat(cited(answer)).doesNotContain("ev.memo.zq7k");
    }
}
