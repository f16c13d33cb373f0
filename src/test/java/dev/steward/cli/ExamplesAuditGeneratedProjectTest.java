package dev.steward.cli;

import static dev.steward.cli.ExamplesAuditCommandTest.reasons;
import static dev.steward.cli.ExamplesAuditCommandTest.states;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.sample.SyntheticProjectGenerator;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23, acceptance 1 on a generated project ({@code steward sample generate}'s generator, 12 tables): the same
 * four kinds of planted defect are disputed with their reasons, and no golden's state other than theirs (and the
 * duplicate's twin) changes. The generator's own stale {@code orders} table and its tables without metadata are
 * real findings before anything is planted (warnings, and a dispute of its two templates that filter on the stale
 * table's added {@code status} column); they stay as they were.
 */
class ExamplesAuditGeneratedProjectTest {
    private static final String ATLANTIS = "How many orders came from Atlantis customers?";
    private static final String QUARTER = "What was the total amount of orders in 2021-Q3?";
    private static final String DUPLICATE = "what was the total amount of orders in 2021";
    private static final String TWIN = "What was the total amount of orders in 2021?";
    private static final String STALE = "How many orders have each status?";
    /** The generator's own templates reading orders.status, a column its stale orders table added since review. */
    private static final String[] STATUS_TEMPLATES = {"What is the total amount of orders with a given status?",
        "What is the total amount of orders with a given status in a given year?"};
    @TempDir
    Path tmp;

    @Test
    void plantedDefectsAreTheOnlyNewFindings() throws Exception {
        Path project = tmp.resolve("generated");
        new SyntheticProjectGenerator(new AtomicFiles()).generate(project,
                new SyntheticProjectGenerator.Spec(12, 20_000, 20, 42));
        Map<String, String> before = states(audit(project));
        assertThat(before).containsEntry(TWIN, "warning");
        assertThat(before.entrySet()).as("before the planting only the generator's two templates over its stale "
                + "orders.status are disputed").filteredOn(e -> e.getValue().equals("disputed"))
                .extracting(Map.Entry::getKey).containsExactlyInAnyOrder(STATUS_TEMPLATES);
        plant(project, ATLANTIS, "SELECT COUNT(*) AS order_count FROM orders f JOIN customers d ON d.customer_id = "
                + "f.customer_id WHERE d.segment = 'Atlantis'");
        plant(project, QUARTER, "SELECT SUM(amount) AS total_amount FROM orders WHERE year(order_date) = 2021");
        plant(project, DUPLICATE, "SELECT SUM(amount) AS total_amount FROM orders WHERE year(order_date) = 2021 "
                + "AND amount > 100");
        plant(project, STALE, "SELECT status, COUNT(*) AS order_count FROM orders GROUP BY status");
        JsonNode after = audit(project);
        Map<String, String> changed = new LinkedHashMap<>(states(after));
        changed.entrySet().removeIf(e -> e.getValue().equals(before.get(e.getKey())));
        assertThat(changed).containsOnlyKeys(ATLANTIS, QUARTER, DUPLICATE, TWIN, STALE)
                .allSatisfy((question, state) -> assertThat(state).isEqualTo("disputed"));
        assertThat(reasons(after, ATLANTIS)).contains("value_not_in_data: The SQL filters on segment = 'Atlantis', "
                + "but no row of customers holds that value.");
        assertThat(reasons(after, QUARTER)).anySatisfy(r -> assertThat(r).startsWith("literal_missing: The question "
                + "names the quarter 2021-Q3"));
        assertThat(reasons(after, TWIN)).anySatisfy(r -> assertThat(r).startsWith("duplicate_question: ")
                .contains(DUPLICATE));
        assertThat(reasons(after, STALE)).anySatisfy(r -> assertThat(r).startsWith("stale_column: The SQL reads "
                + "orders.status, which changed since the table's metadata was approved"));
    }

    /**
     * Acceptance 1's second half on the generated project: eval reports the planted goldens as disputed (the same set
     * the audit disputes), keeps their results, and a wrong answer to one of them is not counted as a failure.
     */
    @Test
    void evalReportsThePlantedGoldensAsDisputed() throws Exception {
        Path project = tmp.resolve("generated");
        new SyntheticProjectGenerator(new AtomicFiles()).generate(project,
                new SyntheticProjectGenerator.Spec(12, 20_000, 20, 42));
        plant(project, ATLANTIS, "SELECT COUNT(*) AS order_count FROM orders f JOIN customers d ON d.customer_id = "
                + "f.customer_id WHERE d.segment = 'Atlantis'");
        plant(project, QUARTER, "SELECT SUM(amount) AS total_amount FROM orders WHERE year(order_date) = 2021");
        plant(project, DUPLICATE, "SELECT SUM(amount) AS total_amount FROM orders WHERE year(order_date) = 2021 "
                + "AND amount > 100");
        plant(project, STALE, "SELECT status, COUNT(*) AS order_count FROM orders GROUP BY status");
        Map<String, String> auditDisputed = new LinkedHashMap<>(states(audit(project)));
        auditDisputed.values().removeIf(state -> !state.equals("disputed"));
        assertThat(auditDisputed.keySet()).containsExactlyInAnyOrder(ATLANTIS, QUARTER, DUPLICATE, TWIN, STALE,
                STATUS_TEMPLATES[0], STATUS_TEMPLATES[1]);
        JsonNode run;
        try (dev.steward.testing.llm.FakeOllamaServer ollama = dev.steward.eval.GoldenAnsweringOllama.start(
                project.resolve("examples/synthetic.jsonl"), (question, prompt) -> QUARTER.equals(question) ? "SELECT 1 AS nothing" : null,
                java.time.Duration.ofMinutes(10))) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "examples", "eval", "--json", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());
            assertThat(exit).as(err.toString()).isZero();
            run = new ObjectMapper().readTree(out.toString());
        }
        java.util.Set<String> disputedQuestions = new java.util.TreeSet<>();
        String quarterReason = null;
        for (JsonNode result : run.path("results")) {
            if (run.path("disputed").has(result.path("example_id").asText())) {
                disputedQuestions.add(result.path("question").asText());
            }
            if (QUARTER.equals(result.path("question").asText())) {
                quarterReason = result.path("reason").asText();
            }
        }
        assertThat(quarterReason).as("the scripted wrong answer is in the run, and does not match")
                .isNotNull().isNotIn("MATCH", "SUPERSET");
        // a template's result is labelled with its test fill ("… (status: completed)"): compare on the question part
        java.util.Set<String> bare = new java.util.TreeSet<>();
        disputedQuestions.forEach(q -> bare.add(q.replaceFirst(" \\([a-z_]+: [^)]*\\)$", "")));
        assertThat(bare).containsExactlyInAnyOrderElementsOf(auditDisputed.keySet());
        assertThat(run.path("summary").path("disputed").asInt()).isEqualTo(disputedQuestions.size());
        assertThat(run.path("summary").path("failed").asInt()).as("the wrong answer was to a disputed golden")
                .isZero();
        assertThat(run.path("disputed").toString()).contains("Atlantis", "2021-Q3", "orders.status");
    }

    private JsonNode audit(Path project) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, "examples", "audit", "--json", project.toString());
        assertThat(exit).as(err.toString()).isIn(0, 1);
        return new ObjectMapper().readTree(out.toString());
    }

    private static void plant(Path project, String question, String sql) throws IOException {
        String line = new ObjectMapper().createObjectNode().put("question", question).put("sql", sql)
                .put("verified", true).toString();
        Files.writeString(project.resolve("examples/synthetic.jsonl"), line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
    }
}
