package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.UnreadableTable;
import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.health.CheckResult;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineAssembly;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.Question;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, finding 6: {@code Customers.parquet} beside {@code customers.parquet} silently answered for
 * {@code customers} (43 rows instead of 800). SQL names are not case-sensitive, so neither file may answer until
 * one is renamed, and the opener, the catalog, the doctor and the chat say which files collide.
 */
class CaseTwinTablesTest {
    @TempDir
    Path tmp;

    private Path project;
    private Path lower;
    private Path upper;

    @BeforeEach
    void twins() {
        project = HostileProjects.withOrders(tmp.resolve("p"));
        Path silver = project.resolve("data/silver");
        lower = silver.resolve("customers.parquet");
        upper = silver.resolve("Customers.parquet");
        HostileProjects.duckdb(
                "COPY (SELECT range AS customer_id FROM range(800)) TO '" + HostileProjects.sqlPath(lower)
                        + "' (FORMAT parquet)",
                "COPY (SELECT range AS customer_id FROM range(43)) TO '" + HostileProjects.sqlPath(upper)
                        + "' (FORMAT parquet)");
    }

    @Test
    void neitherTwinIsATableAndTheWarningNamesBothFiles() {
        Project opened = HostileProjects.opener().open(project);

        assertThat(opened.tables()).extracting(ParquetTable::name).containsExactly("orders");
        assertThat(opened.nameClashes()).singleElement().satisfies(clash ->
                assertThat(clash.tables()).extracting(ParquetTable::file).containsExactlyInAnyOrder(lower, upper));
        assertThat(opened.warnings()).singleElement().asString()
                .contains(lower.toString(), upper.toString(), "differ only in case", "until one of them is renamed");
    }

    @Test
    void theSandboxAnswersForNeither() {
        Project opened = HostileProjects.opener().open(project);
        try (Sandbox sandbox = Sandbox.open(opened, tmp.resolve("spill"))) {
            SqlExecutor executor = new SqlExecutor(sandbox);
            assertThatThrownBy(
                    () -> executor.execute("SELECT count(*) FROM customers", QueryLimits.defaults()))
                    .hasMessageContaining("customers");
            assertThat(executor.execute("SELECT count(*) FROM orders", QueryLimits.defaults()).rows())
                    .containsExactly(java.util.List.of(3L));
        }
    }

    @Test
    void theCatalogListsBothAsUnreadableWithTheClash() {
        try (Catalog catalog = new Catalog(HostileProjects.opener().open(project))) {
            assertThat(catalog.describeAll().unreadable()).extracting(UnreadableTable::problem)
                    .hasSize(2).allSatisfy(p -> assertThat(p).contains(lower.toString(), upper.toString()));
        }
    }

    @Test
    void doctorFailsNamingTheCollidingFiles() {
        assertThat(HostileProjects.doctor(tmp.resolve("home"), project))
                .filteredOn(r -> r.outcome() == CheckResult.Outcome.FAIL).singleElement()
                .satisfies(r -> assertThat(r.detail()).contains(lower.toString(), upper.toString()));
        StringWriter out = new StringWriter();
        CliServices services = new CliServices(Map.of("STEWARD_HOME", tmp.resolve("home").toString()),
                new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertThat(CliMain.run(services, "doctor", project.toString())).isEqualTo(1);
        assertThat(out.toString()).contains("✗ Table names: The silver files");
    }

    @Test
    void theChatSaysWhichFilesCollideInsteadOfAnswering() {
        Project opened = HostileProjects.opener().open(project);
        try (FakeOllamaServer ollama = FakeOllamaServer.start();
             Catalog catalog = new Catalog(opened); Sandbox sandbox = Sandbox.open(opened, tmp.resolve("spill"))) {
            ollama.reply("SELECT count(*) AS n FROM customers");
            Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(opened, catalog, new FakeEmbedder(), RetrievalSettings.defaults());
            PipelineAnswer answer = new PipelineAssembly().open(opened, catalog, retriever, sandbox, ollama.llm(),
                    PipelineSettings.defaults(), Clock.systemUTC()).ask(Question.of("How many Customers are there?"));

            assertThat(answer.kind()).isEqualTo(AnswerKind.DECLINED);
            assertThat(answer.text()).get().asString().contains(lower.toString(), upper.toString());
            assertThat(ollama.chatCount()).isZero();
        }
    }
}
