package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.steward.llm.PromptTemplates;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.GateRejection;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sample project's templates filled from questions and run in the real sandbox, with a fake Ollama. */
class TemplateFillSandboxTest {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    @TempDir
    static Path tmp;
    private static Sandbox sandbox;
    private static SqlExecutor executor;
    private static List<Example> templates;

    @BeforeAll
    static void open() {
        sandbox = Sandbox.open(new ProjectOpener(Map.of()).open(SAMPLE), tmp.resolve("duckdb"));
        executor = new SqlExecutor(sandbox);
        templates = new SyntheticExamplesReader().read(SAMPLE.resolve("examples/synthetic.jsonl")).stream()
                .filter(Example::templated).toList();
    }

    @AfterAll
    static void close() {
        sandbox.close();
    }

    private static Example template(String questionStart) {
        return templates.stream().filter(t -> t.question().startsWith(questionStart)).findFirst().orElseThrow();
    }

    private static QueryResult run(BoundQuery query) {
        return executor.execute(query.sql(), query.params(), QueryLimits.defaults(), new QueryCancellation());
    }

    @Test
    void templateQuestionsFillByRuleAndRunWithZeroLlmCalls() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            TemplateFiller filler = new TemplateFiller(ollama.llm(), new PromptTemplates());

            TemplateFill.Filled byRegion = (TemplateFill.Filled) filler.fill(
                    template("What is the total revenue by region"), "Total revenue by region for Q2 2024?");
            TemplateFill.Filled topReps = (TemplateFill.Filled) filler.fill(template("Who are the top N reps"),
                    "Who are the top 3 reps in the north by won revenue?");
            TemplateFill.Filled since = (TemplateFill.Filled) filler.fill(template("How many deals did we win since"),
                    "How many deals did we win since 2024-10-01?");
            TemplateFill.Filled attainment = (TemplateFill.Filled) filler.fill(
                    template("What was each region's attainment"), "Each region's attainment in 2024-Q4?");

            assertThat(run(byRegion.query()).rowCount()).isEqualTo(5);
            QueryResult top = run(topReps.query());
            assertThat(top.rowCount()).isEqualTo(3);
            assertThat(topReps.query().params()).containsExactly("North", 3L);
            assertThat(run(since.query()).rows().get(0).get(0)).isInstanceOf(Number.class);
            assertThat(run(attainment.query()).rowCount()).isEqualTo(5);
            assertThat(List.of(byRegion, topReps, since, attainment)).allMatch(TemplateFill.Filled::deterministic);
            assertThat(topReps.query().runnableSql()).contains("WHERE region = 'North'").endsWith("LIMIT 3");
            assertThat(since.query().runnableSql()).contains("txn_date >= DATE '2024-10-01'");
            for (TemplateFill.Filled filled : List.of(byRegion, topReps, since, attainment)) {
                QueryResult literal = executor.execute(filled.query().runnableSql(), List.of(), QueryLimits.defaults(),
                        new QueryCancellation());
                assertThat(literal.rows()).isEqualTo(run(filled.query()).rows());
            }
            assertThat(ollama.chatCount()).isZero();
        }
    }

    @Test
    void boundResultsEqualTheTemplateFilledByHand() {
        TemplateFill.Filled fill = (TemplateFill.Filled) TemplateFiller.withoutLlm()
                .fill(template("What is the total revenue by region"), "revenue by region in 2024-Q2");
        String byHand = template("What is the total revenue by region").sql().replace("{quarter}", "'2024-Q2'");
        assertThat(run(fill.query()).rows()).isEqualTo(executor.execute(byHand, QueryLimits.defaults()).rows());
    }

    @Test
    void aSlotTheQuestionDoesNotGiveIsAskedOfTheModelOnceAndChecked() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("{\"region\": \"south\", \"n\": \"4\"}");
            TemplateFill fill = new TemplateFiller(ollama.llm(), new PromptTemplates())
                    .fill(template("Who are the top N reps"), "best sellers down south, a handful of them");

            assertThat(fill).isInstanceOf(TemplateFill.Filled.class);
            TemplateFill.Filled filled = (TemplateFill.Filled) fill;
            // "south" names the region by rule; only the count is left to the model.
            assertThat(filled.slots()).extracting(SlotFill::name, SlotFill::method).containsExactly(
                    tuple("region", FillMethod.DETERMINISTIC), tuple("n", FillMethod.LLM));
            assertThat(filled.query().params()).containsExactly("South", 4L);
            assertThat(run(filled.query()).rowCount()).isEqualTo(4);
            assertThat(ollama.chatCount()).isEqualTo(1);
            String prompt = ollama.lastChat().lastUserText();
            assertThat(prompt).contains("- n: How many reps to list [type: integer]", "best sellers down south")
                    .doesNotContain("SELECT", "- region");
        }
    }

    @Test
    void anInjectionAttemptInASlotValueIsRefusedAndNothingRuns() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("{\"quarter\": \"2024-Q2' OR 1=1 --\"}");
            TemplateFiller filler = new TemplateFiller(ollama.llm(), new PromptTemplates());

            TemplateFill fromModel = filler.fill(template("What was each region's attainment"),
                    "attainment for the quarter I care about");
            TemplateFill fromQuestion = filler.fill(template("What was each region's attainment"),
                    "attainment in 2024-Q2' OR 1=1 --");

            assertThat(fromModel).isInstanceOfSatisfying(TemplateFill.Failed.class, f -> assertThat(f.reason())
                    .contains("slot 'quarter'", "2024-Q2' OR 1=1 --", "refused"));
            // From the question only the well-formed 2024-Q2 is taken; the rest of the text never reaches SQL.
            assertThat(fromQuestion).isInstanceOfSatisfying(TemplateFill.Filled.class,
                    f -> assertThat(f.query().params()).containsExactly("2024-Q2"));
            assertThat(ollama.chatCount()).isEqualTo(1);
        }
    }

    @Test
    void aModelReplyThatIsNotJsonFailsTheFillSoThePipelineFallsBack() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("SELECT * FROM transactions");
            TemplateFill fill = new TemplateFiller(ollama.llm(), new PromptTemplates())
                    .fill(template("Who are the top N reps"), "the best people");
            assertThat(fill).isInstanceOf(TemplateFill.Failed.class);
            assertThat(fill.llmCalls()).isEqualTo(1);
            assertThat(ollama.chatCount()).isEqualTo(1);
        }
    }

    @Test
    void theBoundSqlPassesTheGateAndAValueCannotBeSmuggledThroughAParameter() {
        TemplateFill.Filled fill = (TemplateFill.Filled) TemplateFiller.withoutLlm()
                .fill(template("Who are the top N reps"), "top 2 reps in East");
        assertThat(executor.execute(fill.query().sql(), List.of("East' OR 1=1 --", 2L), QueryLimits.defaults())
                .rowCount()).isZero();
        assertThatThrownBy(() -> executor.execute(fill.query().sql().replace("?", "{region}"), List.of(),
                QueryLimits.defaults())).isInstanceOf(GateRejection.class);
    }
}
