package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.project.Layer;
import dev.steward.project.ProjectLock;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The committed sample data is exactly what the generator writes, with the documented schemas. */
class SalesDemoGeneratorTest {
    /** The documented schema (docs/sample-project.md), as DuckDB's DESCRIBE spells the types. */
    static final Map<String, List<String>> DOCUMENTED = new LinkedHashMap<>();

    static {
        DOCUMENTED.put("transactions", List.of("txn_id:BIGINT", "rep_id:INTEGER", "customer_id:INTEGER",
                "product_id:INTEGER", "amount:DECIMAL(12,2)", "units:INTEGER", "txn_date:DATE", "stage:VARCHAR"));
        DOCUMENTED.put("reps", List.of("rep_id:INTEGER", "name:VARCHAR", "region:VARCHAR", "team:VARCHAR",
                "manager_id:INTEGER", "hire_date:DATE"));
        DOCUMENTED.put("customers", List.of("customer_id:INTEGER", "name:VARCHAR", "industry:VARCHAR",
                "segment:VARCHAR", "region:VARCHAR", "created_at:TIMESTAMP"));
        DOCUMENTED.put("products", List.of("product_id:INTEGER", "name:VARCHAR", "category:VARCHAR",
                "list_price:DECIMAL(10,2)"));
        DOCUMENTED.put("targets", List.of("region:VARCHAR", "quarter:VARCHAR", "target_amount:DECIMAL(14,2)"));
        DOCUMENTED.put("rep_performance", List.of("txn_id:BIGINT", "rep_id:INTEGER", "customer_id:INTEGER",
                "product_id:INTEGER", "amount:DECIMAL(12,2)", "units:INTEGER", "txn_date:DATE", "stage:VARCHAR",
                "rep_name:VARCHAR", "region:VARCHAR", "team:VARCHAR", "quarter:VARCHAR",
                "target_amount:DECIMAL(14,2)", "attainment_pct:DECIMAL(7,3)"));
        DOCUMENTED.put("gold.revenue_by_region_quarter", List.of("region:VARCHAR", "quarter:VARCHAR",
                "revenue:DECIMAL(14,2)", "deals:BIGINT", "target_amount:DECIMAL(14,2)", "attainment_pct:DECIMAL(6,2)"));
        DOCUMENTED.put("gold.rep_leaderboard", List.of("rep_id:INTEGER", "rep_name:VARCHAR", "region:VARCHAR",
                "team:VARCHAR", "revenue:DECIMAL(14,2)", "deals:BIGINT", "win_rate:DECIMAL(4,3)", "rank:BIGINT"));
    }

    @TempDir
    static Path regenerated;
    static List<GeneratedTable> written;

    @BeforeAll
    static void regenerate() {
        written = new SalesDemoGenerator().generate(regenerated);
    }

    @Test
    void regeneratingWritesExactlyTheCommittedRowsOfEveryTable() throws Exception {
        assertThat(written).extracting(t -> queryName(t)).containsExactlyElementsOf(DOCUMENTED.keySet());
        try (SampleProjectDatabase committed = new SampleProjectDatabase(SampleProjectDatabase.COMMITTED)) {
            for (GeneratedTable table : written) {
                String fresh = "read_parquet(" + ParquetDescriber.sqlString(table.file().toString()) + ")";
                String stored = queryName(table);
                assertThat(committed.count("SELECT count(*) FROM " + stored)).as(stored).isEqualTo(table.rows());
                assertThat(committed.rows("SELECT * FROM " + stored + " EXCEPT ALL SELECT * FROM " + fresh))
                        .as("committed rows of %s that regeneration no longer writes", stored).isEmpty();
                assertThat(committed.rows("SELECT * FROM " + fresh + " EXCEPT ALL SELECT * FROM " + stored))
                        .as("regenerated rows of %s missing from the committed file", stored).isEmpty();
            }
        }
    }

    @Test
    void committedAndRegeneratedFilesHaveTheDocumentedSchemas() throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            for (GeneratedTable table : written) {
                Path committedFile = SampleProjectDatabase.COMMITTED.resolve(regenerated.relativize(table.file()));
                List<String> expected = DOCUMENTED.get(queryName(table));
                assertThat(render(describer.describe(committedFile))).as(queryName(table)).isEqualTo(expected);
                assertThat(render(describer.describe(table.file()))).as(queryName(table)).isEqualTo(expected);
            }
        }
    }

    @Test
    void theDataHasTheShapeTheDemoReliesOn() throws Exception {
        try (SampleProjectDatabase db = new SampleProjectDatabase(SampleProjectDatabase.COMMITTED)) {
            assertThat(db.count("SELECT count(*) FROM transactions")).isGreaterThanOrEqualTo(5_000);
            assertThat(db.rows("SELECT min(txn_date), max(txn_date) FROM transactions"))
                    .containsExactly(List.of("2023-01-02", "2024-12-31"));
            assertThat(db.count("SELECT count(*) FROM transactions WHERE dayofweek(txn_date) IN (0, 6)"))
                    .as("deals booked on a weekend").isZero();
            assertThat(db.rows("SELECT DISTINCT stage FROM transactions ORDER BY 1")).flatMap(r -> r)
                    .containsExactly("closed_lost", "closed_won", "negotiation", "proposal");
            assertThat(db.rows("SELECT region FROM reps GROUP BY region ORDER BY count(*) DESC")).flatMap(r -> r)
                    .containsExactly("East", "North", "West", "South", "Central");
            assertThat(db.count("SELECT count(*) FROM reps WHERE manager_id IS NULL")).isEqualTo(5);
            assertThat(db.count("SELECT count(*) FROM rep_performance")).isEqualTo(
                    db.count("SELECT count(*) FROM transactions"));
            assertThat(db.count("SELECT count(*) FROM transactions WHERE product_id NOT IN "
                    + "(SELECT product_id FROM products)")).as("deals on retired products").isBetween(20L, 200L);
            assertThat(db.count("SELECT count(*) FROM transactions WHERE amount >= 400000"))
                    .as("a few very large deals").isBetween(1L, 20L);
            assertThat(db.count("SELECT count(*) FROM (SELECT region, quarter FROM targets GROUP BY ALL)"))
                    .as("one target per region and quarter").isEqualTo(40);
        }
    }

    @Test
    void theSampleCommandRegeneratesIntoTheGivenFolder(@TempDir Path folder) {
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out, true);
        CliServices services = new CliServices(Map.of("STEWARD_HOME", folder.resolve("home").toString()),
                writer, writer);
        int exitCode = CliMain.run(services, "sample", "regenerate", folder.toString());
        assertThat(exitCode).isZero();
        assertThat(folder.resolve("data/silver/transactions.parquet")).isRegularFile();
        assertThat(folder.resolve("data/gold/sales_intelligence_demo/rep_leaderboard.parquet")).isRegularFile();
        assertThat(out.toString()).contains("transactions").contains("rep_leaderboard").contains("rows");
    }

    @Test
    void aPathThatIsAFileIsAClearErrorWithExitCodeTwo(@TempDir Path folder) throws Exception {
        Path notAFolder = Files.writeString(folder.resolve("notes.txt"), "keep me");
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out, true);
        CliServices services = new CliServices(Map.of("STEWARD_HOME", folder.resolve("home").toString()),
                writer, writer);
        int exitCode = CliMain.run(services, "sample", "regenerate", notAFolder.toString());
        assertThat(exitCode).isEqualTo(2);
        assertThat(out.toString()).contains("Could not write the sample data into " + notAFolder)
                .contains("Check that the folder is writable");
        assertThat(Files.readString(notAFolder)).isEqualTo("keep me");
    }

    @Test
    void aProjectOpenInAnotherStewardIsRefusedAndLeftAlone(@TempDir Path folder) throws Exception {
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out, true);
        CliServices services = new CliServices(Map.of("STEWARD_HOME", folder.resolve("home").toString()),
                writer, writer);
        Path project = Files.createDirectories(folder.resolve("shop"));
        try (ProjectLock app = ProjectLock.acquire(project, "the Steward desktop app")) {
            int exitCode = CliMain.run(services, "sample", "regenerate", project.toString());

            assertThat(exitCode).isEqualTo(2);
            assertThat(out.toString()).contains("is open in the Steward desktop app");
            assertThat(project.resolve("data")).doesNotExist();
        }
    }

    private static String queryName(GeneratedTable table) {
        return table.layer() == Layer.GOLD ? "gold." + table.name() : table.name();
    }

    private static List<String> render(List<ColumnSchema> columns) {
        return columns.stream().map(c -> c.name() + ":" + c.type()).toList();
    }
}
