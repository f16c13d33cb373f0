package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqlCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void writeProject() throws Exception {
        project = tmp.resolve("shop");
        Path silver = Files.createDirectories(project.resolve("data/silver"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT range AS id, (range * 1.5)::DECIMAL(10,2) AS amount, "
                    + "CASE WHEN range = 0 THEN 'North, \"upper\"' ELSE 'a very long region name that will not fit "
                    + "in one table cell at all' END AS region, DATE '2024-01-01' + range::INT AS day "
                    + "FROM range(3)) TO '" + silver.resolve("orders.parquet") + "' (FORMAT parquet)");
        }
    }

    @Test
    void tableFormatIsAlignedAndCutsLongCells() {
        int exit = run("sql", project.toString(), "SELECT id, amount, region FROM orders ORDER BY id");

        assertThat(exit).isZero();
        assertThat(out.toString()).startsWith("id | amount | region\n-- | ------ | -----")
                .contains("0  | 0.00   | North, \"upper\"\n", "1  | 1.50   | a very long region name that will not f…",
                        "(3 rows, ")
                .doesNotContain("at all");
    }

    @Test
    void csvFormatQuotesWhatNeedsQuoting() {
        int exit = run("sql", project.toString(), "SELECT id, region, day FROM orders WHERE id = 0", "--format",
                "csv");

        assertThat(exit).isZero();
        assertThat(out.toString()).isEqualTo("id,region,day\r\n0,\"North, \"\"upper\"\"\",2024-01-01\r\n");
    }

    @Test
    void jsonFormatHasTheStableShapeAndHonoursTheRowCap() throws Exception {
        int exit = run("sql", project.toString(), "SELECT id, amount, day FROM orders ORDER BY id", "--format",
                "json", "--max-rows", "2");

        assertThat(exit).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.fieldNames()).toIterable()
                .containsExactly("columns", "rows", "row_count", "truncated", "elapsed_ms");
        assertThat(json.get("columns").toString()).isEqualTo("[{\"name\":\"id\",\"type\":\"BIGINT\"},"
                + "{\"name\":\"amount\",\"type\":\"DECIMAL(10,2)\"},{\"name\":\"day\",\"type\":\"DATE\"}]");
        assertThat(out.toString()).contains("\"rows\":[[0,0.00,\"2024-01-01\"],[1,1.50,\"2024-01-02\"]]");
        assertThat(json.get("row_count").asInt()).isEqualTo(2);
        assertThat(json.get("truncated").asBoolean()).isTrue();
    }

    @Test
    void refusedQueryPrintsTheReasonAndExitsTwo() {
        int exit = run("sql", project.toString(), "SELECT * FROM read_csv('/etc/passwd')");

        assertThat(exit).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).contains("Refused (TABLE_FUNCTION_NOT_ALLOWED)", "read_csv");
    }

    @Test
    void binderErrorShowsDuckDbsTextAndExitsTwo() {
        int exit = run("sql", project.toString(), "SELECT amout FROM orders");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Refused (BINDER_ERROR)", "Binder Error", "^");
    }

    @Test
    void aDialectSlipIsMendedAndNamedOnStderr() {
        int exit = run("sql", project.toString(), "SELECT IIF(amount > 2, 'big', 'small') AS size FROM orders "
                + "WHERE day >= DATE('2024-01-01', '+1 day') ORDER BY id", "--format", "csv");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).isEqualTo("size\r\nsmall\r\nbig\r\n");
        assertThat(err.toString()).contains("Repaired: DATE('2024-01-01', '+1 day') → CAST(",
                "Repaired: IIF(amount > 2, 'big', 'small') → CASE WHEN");
    }

    @Test
    void noRepairShowsTheRefusalOfTheSqlAsWritten() {
        int exit = run("sql", project.toString(), "SELECT count(*) AS n FROM orders WHERE region = \"North\"",
                "--no-repair");
        int repaired = run("sql", project.toString(), "SELECT count(*) AS n FROM orders WHERE region = \"North\"");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("Refused (BINDER_ERROR)", "Referenced column \"North\" not found",
                "Repaired: \"North\" → 'North'");
        assertThat(repaired).isZero();
    }

    @Test
    void theStatementIsTakenFromAModelsReply() {
        int exit = run("sql", project.toString(), "Sure! Here it is:\n```sql\nSELECT count(*) AS n FROM orders;\n"
                + "```\nThis counts the orders.", "--format", "csv");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).isEqualTo("n\r\n3\r\n");
        assertThat(err.toString()).contains("SQL taken from the fenced block (sql).");
    }

    @Test
    void runtimeFailureAndTimeoutExitOne() {
        int failed = run("sql", project.toString(), "SELECT CAST(region AS INTEGER) FROM orders");
        int timedOut = run("sql", project.toString(),
                "SELECT count(*) FROM range(1000000000) a, range(1000000) b WHERE a.range = b.range + 7",
                "--timeout-ms", "200");

        assertThat(failed).isEqualTo(1);
        assertThat(timedOut).isEqualTo(1);
        assertThat(err.toString()).contains("Query failed: Conversion Error", "stopped after 200 ms");
    }

    private int run(String... args) {
        return CliRun.run(tmp, out, err, args);
    }
}
