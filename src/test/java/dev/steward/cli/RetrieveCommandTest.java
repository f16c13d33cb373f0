package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward retrieve} end to end on a small real project (real Parquet, the real embedding model). */
class RetrieveCommandTest {
    @TempDir
    static Path tmp;

    private static Path project;

    @BeforeAll
    static void writeProject() throws Exception {
        project = tmp.resolve("shop");
        Path silver = Files.createDirectories(project.resolve("data/silver"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT range AS order_id, range % 3 AS customer_id, range * 1.5 AS amount FROM range(5)) "
                    + "TO '" + silver.resolve("orders.parquet") + "' (FORMAT parquet)");
            s.execute("COPY (SELECT range AS customer_id, 'c' || range AS name, 'North' AS region FROM range(3)) "
                    + "TO '" + silver.resolve("customers.parquet") + "' (FORMAT parquet)");
        }
        Files.writeString(project.resolve("metadata.yaml"), """
                tables:
                  orders:
                    layer: silver
                    status: approved
                    description: One row per customer order with its amount.
                    synonyms: [purchases]
                    columns:
                      order_id: {description: "Order identifier."}
                      amount: {description: "Order value in euros."}
                glossary:
                  marketing spend: "Not in this project."
                """);
        Files.createDirectories(project.resolve("steward")); // Steward's notes on the term (ADR 26)
        Files.writeString(project.resolve("steward/definitions.yaml"),
                "terms:\n  marketing spend: {status: approved, not_tracked: true}\n");
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CliServices services = new CliServices(Map.of("STEWARD_HOME", tmp.resolve("home").toString()), new PrintWriter(out),
                new PrintWriter(err));
        int exit = CliMain.run(services, args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void questionsFileGivesOneStableJsonObjectPerLineInTheProductShape() throws Exception {
        Path questions = Files.writeString(tmp.resolve("questions.txt"),
                "total purchases per customer\n\nHow much marketing spend last year?\n");
        Run first = run("retrieve", project.toString(), "--questions", questions.toString(), "--json");
        Run second = run("retrieve", project.toString(), "--questions", questions.toString(), "--json");

        assertThat(first.exit()).isZero();
        assertThat(second.out()).isEqualTo(first.out());
        List<JsonNode> lines = new ArrayList<>();
        for (String line : first.out().strip().split("\n")) {
            lines.add(new ObjectMapper().readTree(line));
        }
        assertThat(lines).hasSize(2);
        JsonNode purchases = lines.get(0);
        List<String> keys = new ArrayList<>();
        purchases.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).startsWith("question", "tables", "examples", "templates", "gate");
        assertThat(purchases.get("tables")).hasSize(2);
        JsonNode top = purchases.get("tables").get(0);
        assertThat(top.get("name").asText()).isEqualTo("orders");
        assertThat(top.get("layer").asText()).isEqualTo("silver");
        assertThat(top.has("score") && top.has("cosine") && top.has("bm25")).isTrue();
        assertThat(top.get("reasons").toString()).contains("question mentions synonym 'purchases'");
        assertThat(purchases.get("gate").get("threshold").asDouble()).isEqualTo(0.35);
        assertThat(lines.get(1).get("abstain").asText()).contains("does not track 'marketing spend'");
        assertThat(project.resolve(".steward/embeddings/all-MiniLM-L6-v2.vec")).exists();
    }

    @Test
    void humanOutputNamesTheGateAndTheChosenTables() {
        Run result = run("retrieve", project.toString(), "orders by customer region", "--top", "1");
        assertThat(result.exit()).isZero();
        assertThat(result.out()).contains("Table gate: ").contains("Chosen: orders");
    }

    @Test
    void aQuestionAndAQuestionsFileTogetherIsAUsageError() {
        Run result = run("retrieve", project.toString(), "x", "--questions", "q.txt");
        assertThat(result.exit()).isNotZero();
        assertThat(result.err()).contains("give either a QUESTION or --questions FILE");
    }
}
