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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, acceptance 1 on a copy of the sample: four planted defects (a filter value not in the data, SQL that
 * ignores the question's quarter, a duplicate question with different SQL, a stale column) — the audit disputes
 * exactly those (and the duplicate's twin), with reasons, and nothing else; eval reports them apart as disputed.
 * Real DuckDB over the sample's Parquet, the real MiniLM embedder, the real curation log.
 */
class ExamplesAuditCommandTest {
    static final String ATLANTIS = "How many won deals did the Atlantis region close?";
    static final String QUARTER = "What was total closed-won revenue in 2024-Q3?";
    static final String DUPLICATE = "how many deals did each region win";
    static final String TWIN = "How many deals did each region win?";
    static final String STALE = "How many products are in each category?";
    @TempDir
    Path tmp;
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    @Test
    void theCleanSampleHasNoDisputedGoldenAndOnlyTheUndescribedGoldTableWarns() throws Exception {
        JsonNode audit = auditJson(0);
        assertThat(audit.path("goldens").asInt()).isEqualTo(24);
        assertThat(audit.path("disputed").asInt()).isZero();
        assertThat(states(audit).entrySet()).filteredOn(e -> !e.getValue().equals("clean"))
                .extracting(Map.Entry::getKey).containsExactlyInAnyOrder("Who are the top 5 reps by revenue?",
                        "Who are the top N reps in a region by won revenue?");
        assertThat(Files.readString(project.resolve("steward/audit.yaml"))).contains("fingerprint:", "source: verified");
    }

    @Test
    void plantedDefectsAreDisputedWithTheirReasonsAndNothingElse() throws Exception {
        plantFourDefects();
        JsonNode audit = auditJson(1);
        Map<String, String> states = states(audit);
        assertThat(states.entrySet()).filteredOn(e -> e.getValue().equals("disputed")).extracting(Map.Entry::getKey)
                .containsExactlyInAnyOrder(ATLANTIS, QUARTER, DUPLICATE, TWIN, STALE);
        assertThat(states.entrySet()).filteredOn(e -> e.getValue().equals("warning")).hasSize(2);
        assertThat(reasons(audit, ATLANTIS)).containsExactly("value_not_in_data: The SQL filters on region = "
                + "'Atlantis', but no row of reps holds that value.");
        assertThat(reasons(audit, QUARTER)).singleElement().asString().startsWith("literal_missing: The question "
                + "names the quarter 2024-Q3");
        assertThat(reasons(audit, DUPLICATE)).singleElement().asString().startsWith("duplicate_question: ")
                .contains(TWIN, "the same question", "different SQL and a different result");
        assertThat(reasons(audit, STALE)).containsExactly("stale_column: The SQL reads products.category, which "
                + "changed since the table's metadata was approved (added: category).");
    }

    @Test
    void evalCountsDisputedGoldensApartEvenWhenTheModelFailsThem() throws Exception {
        plantFourDefects();
        JsonNode run;
        Map<String, String> wrong = Map.of(QUARTER, "SELECT 1 AS nothing", ATLANTIS, "SELECT 2 AS nothing");
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.resolve("examples/synthetic.jsonl"),
                wrong)) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--json", "--fail-under", "1.0", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            run = new ObjectMapper().readTree(out.toString());
        }
        JsonNode summary = run.path("summary");
        assertThat(summary.path("total").asInt()).isEqualTo(24 + 9 - 1);
        assertThat(summary.path("failed").asInt()).as("the two wrong answers were against disputed goldens").isZero();
        assertThat(summary.path("disputed").asInt()).isEqualTo(5);
        long disputedPassed = 0;
        for (JsonNode result : run.path("results")) {
            if (run.path("disputed").has(result.path("example_id").asText())
                    && java.util.Set.of("MATCH", "SUPERSET").contains(result.path("reason").asText())) {
                disputedPassed++;
            }
        }
        assertThat(summary.path("disputed_passed").asLong()).isEqualTo(disputedPassed).isLessThanOrEqualTo(3);
        assertThat(run.path("results").toString()).as("the disputed results stay in the run").contains(QUARTER,
                ATLANTIS);
        assertThat(run.path("disputed").size()).isEqualTo(5);
        assertThat(run.path("disputed").toString()).contains("Atlantis", "2024-Q3", "products.category");
    }

    @Test
    void confirmingADisputedGoldenLogsTheDecisionAndClearsTheDispute() throws Exception {
        plantFourDefects();
        JsonNode audit = auditJson(1);
        String id = idOf(audit, STALE);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, "examples", "audit", "--json", "--confirm", id, "--note",
                "category is reviewed", project.toString());
        assertThat(exit).as("the other planted defects stay disputed").isEqualTo(1);
        JsonNode after = new ObjectMapper().readTree(out.toString());
        assertThat(states(after)).containsEntry(STALE, "clean").containsEntry(ATLANTIS, "disputed");
        assertThat(Files.readString(project.resolve("curation_log.jsonl"))).contains("\"action\":\"confirm\"",
                "\"key\":\"" + id + "\"", "\"user\":\"tester\"", "stale_column", "category is reviewed");
        assertThat(states(auditJson(1))).as("read back from the log").containsEntry(STALE, "clean");
    }

    /** After a steward confirms a disputed golden, eval counts it like any other: a wrong answer to it fails. */
    @Test
    void evalCountsAConfirmedGoldenNormally() throws Exception {
        plantFourDefects();
        String id = idOf(auditJson(1), STALE);
        int confirmed = CliRun.run(tmp, new StringWriter(), new StringWriter(), "examples", "audit", "--confirm", id,
                project.toString());
        assertThat(confirmed).as("the other planted defects stay disputed").isEqualTo(1);
        JsonNode run;
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.resolve("examples/synthetic.jsonl"),
                Map.of(STALE, "SELECT 1 AS nothing"))) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--json", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            run = new ObjectMapper().readTree(out.toString());
        }
        JsonNode summary = run.path("summary");
        assertThat(summary.path("disputed").asInt()).isEqualTo(4);
        assertThat(run.path("disputed").has(id)).as("no longer disputed").isFalse();
        assertThat(summary.path("total").asInt()).as("counted again").isEqualTo(24 + 9 - 1 + 1);
        assertThat(summary.path("failed").asInt()).as("the wrong answer to the confirmed golden").isEqualTo(1);
        java.util.List<String> failed = new java.util.ArrayList<>();
        run.path("results").forEach(r -> {
            if (!java.util.Set.of("MATCH", "SUPERSET").contains(r.path("reason").asText())) {
                failed.add(r.path("question").asText());
            }
        });
        assertThat(failed).contains(STALE);
    }

    @Test
    void aGoldenWhoseResultChangedSinceItWasRecordedIsDisputed() throws Exception {
        auditJson(0);
        Path baselines = project.resolve("steward/audit.yaml");
        String text = Files.readString(baselines);
        String id = "ea538d45148b"; // Which reps report to Tara Johansson?
        int at = text.indexOf("\"" + id + "\":") >= 0 ? text.indexOf("\"" + id + "\":") : text.indexOf(id + ":");
        int value = text.indexOf("fingerprint: ", at) + "fingerprint: ".length();
        Files.writeString(baselines, text.substring(0, value) + "ffffffffffffffff" + text.substring(value + 16));
        JsonNode audit = auditJson(1);
        assertThat(reasons(audit, "Which reps report to Tara Johansson?")).singleElement().asString()
                .startsWith("result_changed: The golden's result changed since it was recorded (verified ");
    }

    @Test
    void aTemplateSlotCarriesTheQuarterItsQuestionNamesWhileSqlWithoutItIsStillDisputed() throws Exception {
        String templated = "Which regions had a target in 2024-Q4?";
        ObjectMapper json = new ObjectMapper();
        var line = json.createObjectNode().put("question", templated)
                .put("sql", "SELECT region FROM targets WHERE quarter = {quarter} ORDER BY region")
                .put("verified", true).put("templated", true);
        line.putObject("params").putObject("quarter").put("description", "quarter code such as 2024-Q2")
                .put("type", "quarter").put("example", "2024-Q4");
        Files.writeString(project.resolve("examples/synthetic.jsonl"), line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        append(QUARTER, "SELECT SUM(amount) AS revenue FROM transactions WHERE stage = 'closed_won' AND "
                + "year(txn_date) = 2024");

        JsonNode audit = auditJson(1);

        assertThat(reasons(audit, templated)).as("the slot's example value is the question's quarter")
                .noneMatch(reason -> reason.startsWith("literal_missing"));
        assertThat(reasons(audit, QUARTER)).anyMatch(reason -> reason.startsWith("literal_missing"));
    }

    private void plantFourDefects() throws IOException {
        append(ATLANTIS, "SELECT COUNT(*) AS won_deals FROM transactions t JOIN reps r ON r.rep_id = t.rep_id "
                + "WHERE t.stage = 'closed_won' AND r.region = 'Atlantis'");
        append(QUARTER, "SELECT SUM(amount) AS revenue FROM transactions WHERE stage = 'closed_won' AND "
                + "year(txn_date) = 2024");
        append(DUPLICATE, "SELECT r.region, COUNT(*) AS deals FROM transactions t JOIN reps r ON r.rep_id = t.rep_id "
                + "GROUP BY r.region");
        append(STALE, "SELECT category, COUNT(*) AS products FROM products GROUP BY category ORDER BY category");
    }

    private void append(String question, String sql) throws IOException {
        String line = new ObjectMapper().createObjectNode().put("question", question).put("sql", sql)
                .put("verified", true).toString();
        Files.writeString(project.resolve("examples/synthetic.jsonl"), line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
    }

    private JsonNode auditJson(int expectedExit) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, "examples", "audit", "--json", project.toString());
        assertThat(exit).as(err + out.toString()).isEqualTo(expectedExit);
        return new ObjectMapper().readTree(out.toString());
    }

    static Map<String, String> states(JsonNode audit) {
        Map<String, String> states = new LinkedHashMap<>();
        audit.path("results").forEach(r -> states.put(r.path("question").asText(), r.path("state").asText()));
        return states;
    }

    static java.util.List<String> reasons(JsonNode audit, String question) {
        java.util.List<String> reasons = new java.util.ArrayList<>();
        audit.path("results").forEach(r -> {
            if (r.path("question").asText().equals(question)) {
                r.path("findings").forEach(f -> reasons.add(f.path("probe").asText() + ": " + f.path("reason").asText()));
            }
        });
        return reasons;
    }

    static String idOf(JsonNode audit, String question) {
        for (JsonNode r : audit.path("results")) {
            if (r.path("question").asText().equals(question)) {
                return r.path("id").asText();
            }
        }
        throw new AssertionError("no golden " + question);
    }
}
