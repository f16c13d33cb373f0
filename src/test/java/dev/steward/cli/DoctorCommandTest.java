package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DoctorCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private String deadLlmUrl;

    @BeforeEach
    void findAPortWithNothingListening() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            deadLlmUrl = "http://127.0.0.1:" + socket.getLocalPort();
        }
    }

    @Test
    void healthyProjectWithoutAnLlmExitsZeroAndListsEveryCheck() throws Exception {
        Path project = tmp.resolve("shop");
        Files.createDirectories(project.resolve("data/silver"));
        writeParquet(project.resolve("data/silver/orders.parquet"));

        int exit = run("doctor", project.toString(), "--llm-url", deadLlmUrl);

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("✓ Java: 17", "✓ JavaFX: 21.0.11", "✓ DuckDB: v", "✓ Embedding model: "
                + "all-MiniLM-L6-v2 (384 dimensions)", "⚠ LLM: No Ollama answers at " + deadLlmUrl,
                "✓ silver Parquet: 1 table(s): orders", "orders: 3 column(s)", "Healthy.");
    }

    @Test
    void corruptParquetAndRequiredLlmAreFailures() throws Exception {
        Path project = tmp.resolve("broken");
        Files.createDirectories(project.resolve("data/silver"));
        Files.writeString(project.resolve("data/silver/torn.parquet"), "PAR1 not really");

        int exit = run("doctor", project.toString(), "--llm-url", deadLlmUrl, "--require-llm");

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("✗   torn: Could not read the schema of", "2 problem(s) found.");
    }

    @Test
    void everyKnowledgeFileIsParsedAndErrorsNameFileLineAndColumn() throws Exception {
        Path project = tmp.resolve("curated");
        Files.createDirectories(project.resolve("data/silver"));
        writeParquet(project.resolve("data/silver/orders.parquet"));
        Files.writeString(project.resolve("metadata.yaml"), "tables:\n  orders:\n    layer: silver\n"
                + "    descriptoin: typo\n");
        Files.createDirectories(project.resolve("chat_history"));
        Files.writeString(project.resolve("chat_history/alice.jsonl"), "{\"question\": \"q\", \"sql\": \"\"}\n{\"ques");
        Files.createDirectories(project.resolve("examples"));
        Files.writeString(project.resolve("examples/synthetic.jsonl"),
                "{\"question\": \"How many?\", \"sql\": \"SELECT 1\", \"verified\": true}\n");
        String before = Files.readString(project.resolve("metadata.yaml"));

        int exit = run("doctor", project.toString(), "--llm-url", deadLlmUrl);

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("✗ metadata.yaml: ", "metadata.yaml:4:5", "descriptoin",
                "⚠ chat_history/alice.jsonl: alice.jsonl:2:", "✓ chat_history/alice.jsonl: 1 turn(s)",
                "✓ examples/synthetic.jsonl: 1 example(s): 1 verified", "✓ relationships.yaml: none yet");
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(before);
    }

    @Test
    void anAmbiguousDataPathAndARelationshipToAMissingTableAreProblemsNotHealthy() throws Exception {
        Path project = tmp.resolve("copied_sample");
        Files.createDirectories(project.resolve("data/silver"));
        writeParquet(project.resolve("data/silver/orders.parquet"));
        Files.createDirectories(tmp.resolve("data/silver")); // another project's data/ beside the copy
        writeParquet(tmp.resolve("data/silver/theirs.parquet"));
        Files.writeString(project.resolve("main.yaml"), "pipeline: {name: shop}\npaths: {silver: data/silver}\n");
        Files.writeString(project.resolve("relationships.yaml"), "relationships:\n  - from_table: orders\n"
                + "    to_table: customers\n    join_on: [customer_id]\n    confidence: high\n"
                + "    status: approved\n    method: fk_naming\n");

        int exit = run("doctor", project.toString(), "--llm-url", deadLlmUrl);

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("✗ Data folder: paths.silver 'data/silver' exists in 2 places: "
                + project.resolve("data/silver") + " (used, inside the project) and " + tmp.resolve("data/silver"),
                "✓ silver Parquet: 1 table(s): orders",
                "✗ relationships.yaml: orders -> customers on [customer_id]: table 'customers' has no Parquet file",
                "table 'orders' has no column 'customer_id'", "2 problem(s) found.").doesNotContain("Healthy");
    }

    @Test
    void aRecordOfStewardsExamplesFileWhoseExampleIsGoneIsListedAsAnOrphan() throws Exception {
        Path project = tmp.resolve("orphaned");
        Files.createDirectories(project.resolve("data/silver"));
        writeParquet(project.resolve("data/silver/orders.parquet"));
        Files.createDirectories(project.resolve("examples"));
        Files.writeString(project.resolve("examples/synthetic.jsonl"),
                "{\"question\": \"How many?\", \"sql\": \"SELECT 1\", \"verified\": true}\n");
        Files.createDirectories(project.resolve("steward"));
        Files.writeString(project.resolve("steward/examples.yaml"), "examples:\n  0123456789ab:\n"
                + "    question: Gone?\n    verified_by: dana\n    verified_at: '2026-11-29T12:00:00Z'\n");

        int exit = run("doctor", project.toString(), "--llm-url", deadLlmUrl);

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("⚠ steward/examples.yaml: orphan record 0123456789ab (\"Gone?\", verified "
                + "by dana at 2026-11-29T12:00:00Z): no example in synthetic.jsonl has this content hash or question");
    }

    /** Issue 19: a project's trusted SQL functions are a recorded decision, and doctor shows who made it and why. */
    @Test
    void theFunctionsAProjectTrustsAreShownWithWhoDecidedAndWhy() throws Exception {
        Path project = tmp.resolve("shop");
        Files.createDirectories(project.resolve("data/silver"));
        writeParquet(project.resolve("data/silver/orders.parquet"));
        assertThat(run("doctor", project.toString(), "--llm-url", deadLlmUrl)).isZero();
        assertThat(out.toString()).contains("✓ Trusted SQL functions: none added");

        out.getBuffer().setLength(0);
        Files.writeString(project.resolve("trusted_sql_functions.txt"), "# decided in the review of 1 Dec\n"
                + "current_database\tana\tour reports show it\nquery\tmallory\tdynamic SQL\n");
        assertThat(run("doctor", project.toString(), "--llm-url", deadLlmUrl)).isZero();
        assertThat(out.toString()).contains("⚠ Trusted SQL functions: trusted_sql_functions.txt adds "
                + "current_database (ana: our reports show it); still refused, Steward never allows them: query");

        out.getBuffer().setLength(0);
        Files.writeString(project.resolve("trusted_sql_functions.txt"), "Read_CSV\tmallory\n");
        assertThat(run("doctor", project.toString(), "--llm-url", deadLlmUrl)).isEqualTo(1);
        assertThat(out.toString()).contains("✗ Trusted SQL functions: ", "trusted_sql_functions.txt:1",
                "'Read_CSV' is not a function name");
    }

    @Test
    void missingProjectFolderIsAFailureWithAClearMessage() {
        int exit = run("doctor", tmp.resolve("nope").toString(), "--llm-url", deadLlmUrl);

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("✗ Project: The project folder", "does not exist");
    }

    private int run(String... args) {
        Map<String, String> env = Map.of("STEWARD_HOME", tmp.resolve("home").toString());
        PrintWriter writer = new PrintWriter(out, true);
        return CliMain.run(new CliServices(env, writer, writer), args);
    }

    private static void writeParquet(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT range AS order_id, range * 1.5 AS amount, 'North' AS region FROM range(3)) TO '"
                    + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }
}
