package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward examples eval} on a copy of the sample project against a scripted Ollama. */
class ExamplesEvalCommandTest {
    @TempDir
    Path tmp;
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private Path synthetic() {
        return project.resolve("examples/synthetic.jsonl");
    }

    @Test
    void answeringEveryQuestionWithItsGoldenSqlIsAHundredPercentMatch() throws Exception {
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(synthetic(), Map.of())) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--fail-under", "1.0", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            assertThat(out.toString()).contains("Pass rate 100.0% (33 of all 33 cases passed), coverage 100.0% (33 evaluated)",
                    // the sample's 2 metric examples (as_of) and the 9 cases of steward/eval_cases.yaml need no LLM
                    "Reasons: MATCH 24, EXPECTED_ANSWER 9",
                    "✅ MATCH           What was total closed-won revenue in 2024?",
                    "✅ MATCH           [template] Who are the top N reps in a region by won revenue? (region: East, "
                            + "n: 5)").doesNotContain("❌");
            // one generation per verified example; the four templates fill from the question without the LLM;
            // templates off: no verified example goes through the template route (openmedallion: no extra calls)
            assertThat(ollama.chatCount()).isEqualTo(18);
            assertThat(out.toString()).doesNotContain("[template] What was total closed-won revenue");
            assertThat(storedRuns()).isNotEmpty();
        }
    }

    @Test
    void useTemplatesRunsEveryVerifiedExampleThroughTheTemplateRouteAndFlagsAFalsePositiveTemplate() throws Exception {
        // counts every stage, unlike the template (closed_won only): routing this question to the template changes it
        appendExample("{\"question\": \"What is the total revenue by region for a given quarter? 2024-Q3\", \"sql\": \"SELECT region, "
                + "SUM(amount) AS total_revenue FROM rep_performance WHERE quarter = '2024-Q3' GROUP BY region\", "
                + "\"verified\": true}");
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(synthetic(), Map.of())) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--use-templates", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            assertThat(out.toString()).contains("Pass rate 98.2% (54 of all 55 cases passed)", "1 question(s) where template-routing changed the result",
                    "✅ MATCH           What is the total revenue by region for a given quarter? 2024-Q3",
                    "❌ VALUE_DIFF      [template] What is the total revenue by region for a given quarter? 2024-Q3");
        }
    }

    @Test
    void perturbedAnswersGetTheExpectedReasonCodes() throws Exception {
        Map<String, String> perturbed = new LinkedHashMap<>();
        perturbed.put("What was total closed-won revenue in 2024?", "SELECT SUM(amount) AS revenue FROM transactions "
                + "WHERE stage = 'closed_won' AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-06-30'");
        perturbed.put("How many deals did each region win?", "SELECT r.region, COUNT(*) AS won_deals FROM "
                + "transactions t JOIN reps r ON r.rep_id = t.rep_id WHERE t.stage = 'closed_won' GROUP BY r.region "
                + "ORDER BY won_deals ASC");
        perturbed.put("Who are the top 5 reps by revenue?",
                "SELECT rep_name, region, revenue FROM gold.rep_leaderboard ORDER BY rank LIMIT 3");
        perturbed.put("What is the win rate of each sales team?", "SELECT team, COUNT(*) AS deals, ROUND(COUNT(*) "
                + "FILTER (WHERE stage = 'closed_won') / COUNT(*) FILTER (WHERE stage IN ('closed_won', "
                + "'closed_lost')), 3) AS win_rate FROM rep_performance GROUP BY team ORDER BY win_rate DESC");
        perturbed.put("Show monthly closed-won revenue for 2024.", "SELECT SUM(amount) AS revenue FROM transactions "
                + "WHERE stage = 'closed_won' AND year(txn_date) = 2024 GROUP BY date_trunc('month', txn_date) "
                + "ORDER BY date_trunc('month', txn_date)");
        perturbed.put("How big is the open pipeline by stage?", "SELECT stage, COUNT(*) AS deals, SUM(amount) AS "
                + "pipeline_amount FROM transactions GROUP BY stage ORDER BY pipeline_amount DESC");
        perturbed.put("Who are our 10 biggest customers by won revenue?", "CLARIFY: Over which period?");
        perturbed.put("What is the average deal size per customer segment?", "SELECT nonsense FROM nowhere");
        perturbed.put("How many deals over $250,000 did we win, and what were they worth?", "SELECT COUNT(*) AS "
                + "big_wins, SUM(amount) AS revenue FROM transactions WHERE stage = 'closed_won' AND amount > 1e12 "
                + "HAVING COUNT(*) > 0");
        perturbed.put("Which reps report to Tara Johansson?", "SELECT r.name, r.team, r.hire_date, t.txn_id FROM reps r "
                + "JOIN reps m ON m.rep_id = r.manager_id JOIN transactions t ON t.rep_id = r.rep_id "
                + "WHERE m.name = 'Tara Johansson' ORDER BY r.name");
        perturbed.put("How many new customers did we add each year?",
                "SELECT count(*) AS n FROM range(100000000) a, range(100000000) b");
        appendExample("{\"question\": \"Which golden is broken?\", \"sql\": \"SELECT no_such_column FROM "
                + "transactions\", \"verified\": true}");
        JsonNode run = evalJson(perturbed);
        Map<String, String> reasons = new LinkedHashMap<>();
        run.path("results").forEach(r -> reasons.put(r.path("question").asText(), r.path("reason").asText()));
        assertThat(reasons).containsEntry("What was total closed-won revenue in 2024?", "VALUE_DIFF")
                .containsEntry("How many deals did each region win?", "ORDER_DIFF")
                .containsEntry("Who are the top 5 reps by revenue?", "MISSING_ROWS")
                .containsEntry("What is the win rate of each sales team?", "SUPERSET")
                .containsEntry("Show monthly closed-won revenue for 2024.", "MISSING_COLUMNS")
                .containsEntry("How big is the open pipeline by stage?", "EXTRA_ROWS")
                .containsEntry("Who are our 10 biggest customers by won revenue?", "CLARIFIED")
                .containsEntry("What is the average deal size per customer segment?", "SQL_ERROR")
                .containsEntry("How many deals over $250,000 did we win, and what were they worth?", "EMPTY_RESULT")
                .containsEntry("Which reps report to Tara Johansson?", "EXTRA_COLUMNS")
                .containsEntry("How many new customers did we add each year?", "TIMEOUT")
                .containsEntry("Which golden is broken?", "GOLDEN_BROKEN")
                .containsEntry("What was each region's attainment for 2024 as a whole?", "MATCH");
        assertThat(run.path("summary").path("passed").asInt()).isEqualTo(19 - 11 + 4 + 2 + 9);
        JsonNode first = run.path("results").path(0);
        assertThat(first.path("question").asText()).isEqualTo("What was total closed-won revenue in 2024?");
        assertThat(first.path("golden_sql").asText()).contains("DATE '2024-12-31'");
        assertThat(first.path("generated_sql").asText()).contains("DATE '2024-06-30'");
        assertThat(first.path("golden_only")).isNotEmpty();
        assertThat(first.path("steps").findValuesAsText("step")).contains("retrieval", "generation", "execution");
    }

    /** Issue 25: slips a rule mends are counted per answer and per run, in the report and in --json; no extra call. */
    @Test
    void dialectRepairsAreShownPerAnswerAndCountedPerRun() throws Exception {
        Map<String, String> slips = Map.of("What was total closed-won revenue in 2024?", "SELECT SUM(amount) AS "
                + "revenue FROM transactions WHERE stage = \"closed_won\" AND txn_date BETWEEN DATE '2024-01-01' AND "
                + "DATE '2024-12-31'",
                "How big is the open pipeline by stage?", "SELECT stage, COUNT(*) AS deals, SUM(amount) AS "
                + "pipeline_amount FROM transactions WHERE stage IN (\"proposal\", \"negotiation\") GROUP BY stage "
                + "ORDER BY pipeline_amount DESC");
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(synthetic(), slips)) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--fail-under", "1.0", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            assertThat(out.toString()).contains("Pass rate 100.0% (33 of all 33 cases passed)",
                    "repaired: \"closed_won\" → 'closed_won'",
                    "repaired: \"negotiation\" → 'negotiation'",
                    "Dialect repairs: 3 in 2 answer(s) (model habits Steward mended by rule, no LLM call)");
            assertThat(ollama.chatCount()).as("no repair call for a slip a rule mends").isEqualTo(18);
        }
        JsonNode run;
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(synthetic(), slips)) {
            StringWriter out = new StringWriter();
            int exit = CliRun.run(tmp, out, new StringWriter(), "examples", "eval", "--json", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).isZero();
            run = new ObjectMapper().readTree(out.toString());
        }
        assertThat(run.path("summary").path("dialect_repairs").asInt()).isEqualTo(3);
        assertThat(run.path("summary").path("repaired_answers").asInt()).isEqualTo(2);
        JsonNode first = run.path("results").path(0);
        assertThat(first.path("dialect_repairs").get(0).asText()).isEqualTo("\"closed_won\" → 'closed_won'");
        assertThat(first.path("reason").asText()).isEqualTo("MATCH");
    }

    @Test
    void withNoLlmReachableTheTemplateRouteStillRunsAndTheRestIsSkippedNotFailed() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, "examples", "eval", "--fail-under", "0.5", "--llm-url",
                "http://127.0.0.1:9", project.toString());
        assertThat(exit).as("15 of 33 is a pass rate of 45 %: the skips count as not passed").isEqualTo(1);
        assertThat(err.toString()).contains("Pass rate 0.455 (15 of all 33 cases) is under --fail-under 0.500; 18 "
                + "skipped case(s) count as not passed");
        assertThat(out.toString()).contains("⏭️ SKIPPED", "ollama serve", "Pass rate 45.5% (15 of all 33 cases "
                + "passed), coverage 45.5% (15 evaluated, 18 skipped — counted as not passed); 100.0% of the evaluated "
                + "passed", "✅ MATCH           [template] What was each region's attainment against target in a "
                + "quarter? (quarter: 2024-Q2)", "✅ MATCH           [as of 2024-08-31 as analyst] What was net revenue "
                + "for August 2024?", "✅ EXPECTED_ANSWER [as analyst] What does the commission memo say?")
                .doesNotContain("❌");
    }

    private JsonNode evalJson(Map<String, String> replies) throws IOException {
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(synthetic(), replies)) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--json", "--fail-under", "0.9", "--timeout-ms",
                    "1500", "--llm-url", ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isEqualTo(1);
            assertThat(err.toString()).contains("is under --fail-under 0.900");
            return new ObjectMapper().readTree(out.toString());
        }
    }

    private void appendExample(String line) throws IOException {
        Files.writeString(synthetic(), line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private java.util.List<Path> storedRuns() throws IOException {
        try (Stream<Path> files = Files.list(project.resolve("eval_runs"))) {
            return files.toList();
        }
    }
}
