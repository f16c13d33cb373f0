package dev.steward.health;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Knowledge that names tables or columns the data does not have is a finding, never "Healthy". */
class ReferenceChecksTest {
    @TempDir
    Path tmp;

    private final ProjectOpener opener = new ProjectOpener(Map.of());

    @Test
    void relationshipsToMissingTablesOrColumnsAndEntriesWithoutParquetFail() throws Exception {
        Path project = tmp.resolve("shop");
        parquet(project.resolve("data/silver/orders.parquet"), "SELECT 1 AS order_id, 7 AS customer_id");
        parquet(project.resolve("data/gold/shop/revenue.parquet"), "SELECT 'N' AS region, 1.0 AS revenue");
        write(project.resolve("relationships.yaml"), "relationships:\n"
                + "  - {from_table: orders, to_table: customers, join_on: [customer_id], status: approved}\n"
                + "  - {from_table: orders, to_table: revenue, join_on: [\"order_id = region_id\"]}\n"
                + "  - {from_table: orders, to_table: orders, join_on: [order_id]}\n");
        write(project.resolve("metadata.yaml"), "tables:\n  orders:\n    layer: silver\n    description: Orders\n"
                + "  refunds:\n    layer: silver\n    description: gone\n  revenue:\n    layer: gold\n");

        List<CheckResult> results = new ReferenceChecks().knowledge(opener.open(project));

        assertThat(results).extracting(CheckResult::outcome).containsOnly(CheckResult.Outcome.FAIL);
        assertThat(results).extracting(CheckResult::detail).containsExactly(
                "table 'refunds' (silver) has no Parquet file in " + project.resolve("data/silver")
                        + "; its entry is kept (restore the file, or delete the entry)",
                "orders -> customers on [customer_id]: table 'customers' has no Parquet file (fix or delete the "
                        + "entry in the Relationships tab)",
                "orders -> revenue on [order_id = region_id]: table 'revenue' has no column 'region_id' (fix or "
                        + "delete the entry in the Relationships tab)");
    }

    @Test
    void theAppsFindingsIncludeAnAmbiguousDataFolderAndNothingForAConsistentProject() throws Exception {
        Path project = tmp.resolve("p");
        parquet(project.resolve("data/silver/orders.parquet"), "SELECT 1 AS order_id");
        write(project.resolve("main.yaml"), "paths: {silver: data/silver}\n");
        write(project.resolve("relationships.yaml"), "relationships:\n"
                + "  - {from_table: orders, to_table: orders, join_on: [order_id]}\n");
        Project consistent = opener.open(project);
        assertThat(new ReferenceChecks().findings(consistent)).isEmpty();

        parquet(tmp.resolve("data/silver/theirs.parquet"), "SELECT 1 AS x");
        List<CheckResult> findings = new ReferenceChecks().findings(opener.open(project));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.name()).isEqualTo("Data folder");
            assertThat(f.outcome()).isEqualTo(CheckResult.Outcome.FAIL);
            assertThat(f.detail()).contains("exists in 2 places");
        });
    }

    private static void parquet(Path file, String select) throws SQLException, IOException {
        Files.createDirectories(file.getParent());
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
