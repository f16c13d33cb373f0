package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MetadataViewModelTest {
    @TempDir
    Path temp;
    private Project project;

    @BeforeEach
    void writeProject() throws Exception {
        Path silver = Files.createDirectories(temp.resolve("shop/data/silver"));
        Path gold = Files.createDirectories(temp.resolve("shop/data/gold"));
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duck.createStatement()) {
            copy(sql, "SELECT 1 AS customer_id, 'Ada' AS name", silver.resolve("customers.parquet"));
            copy(sql, "SELECT 10 AS order_id, 1 AS customer_id, 9.5 AS amount", silver.resolve("orders.parquet"));
            copy(sql, "SELECT 'EU' AS region, 100 AS revenue", gold.resolve("revenue_by_region.parquet"));
        }
        Files.writeString(silver.resolve("broken.parquet"), "this is not parquet");
        Files.writeString(temp.resolve("shop/metadata.yaml"), String.join("\n",
                "tables:",
                "  customers:",
                "    layer: silver",
                "    status: approved",
                "    description: One row per customer.",
                "  orders:",
                "    layer: silver",
                "  ghost:",
                "    layer: silver",
                "    status: stale",
                ""));
        project = new ProjectOpener(Map.of()).open(temp.resolve("shop"));
    }

    @Test
    void listsEveryTableWithLayerStatusAndColumnCount() {
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()));

        viewModel.load();

        assertThat(viewModel.visibleRows()).extracting(TableSummary::name, TableSummary::layer,
                TableSummary::status, TableSummary::columnCount).containsExactlyInAnyOrder(
                tuple("broken", Layer.SILVER, "no metadata", -1),
                tuple("customers", Layer.SILVER, "approved", 2),
                tuple("orders", Layer.SILVER, "draft", 3),
                tuple("revenue_by_region", Layer.GOLD, "no metadata", 2),
                tuple("ghost", Layer.SILVER, "stale", -1));
        assertThat(viewModel.visibleRows()).filteredOn(r -> r.name().equals("broken")).singleElement()
                .extracting(TableSummary::problem).asString().contains("broken.parquet");
        assertThat(viewModel.visibleRows()).filteredOn(r -> r.name().equals("ghost")).singleElement()
                .extracting(TableSummary::problem).asString().contains("no silver Parquet file named ghost.parquet");
        assertThat(viewModel.headerProperty().get()).isEqualTo("5 tables · 4 silver · 1 gold · 1 approved · 1 draft"
                + " · 1 stale · 2 no metadata · 2 without a readable file");
        assertThat(viewModel.noticeProperty().get()).isEmpty();
        assertThat(viewModel.loadingProperty().get()).isFalse();
    }

    @Test
    void aFaultyMetadataFileLeavesStatusesUnknownAndSaysWhereTheFaultIs() throws Exception {
        Files.writeString(temp.resolve("shop/metadata.yaml"), "tables:\n  customers:\n    layer: bronze\n");
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()));

        viewModel.load();

        assertThat(viewModel.visibleRows()).hasSize(4).extracting(TableSummary::status)
                .containsOnly(TableSummary.STATUS_UNKNOWN);
        assertThat(viewModel.noticeProperty().get()).startsWith("Statuses unknown: ").contains("metadata.yaml:3");
    }

    @Test
    void theFilterMatchesNameOrLayer() {
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()));
        viewModel.load();

        viewModel.filterProperty().set("ORD");
        assertThat(viewModel.visibleRows()).extracting(TableSummary::name).containsExactly("orders");

        viewModel.filterProperty().set("gold");
        assertThat(viewModel.visibleRows()).extracting(TableSummary::name).containsExactly("revenue_by_region");

        viewModel.filterProperty().set("approved");
        assertThat(viewModel.visibleRows()).extracting(TableSummary::name).containsExactly("customers");

        viewModel.filterProperty().set("");
        assertThat(viewModel.visibleRows()).hasSize(5);
    }

    @Test
    void aCancelledLoadShowsNoRowsAndSaysSo() {
        ImmediateJobs jobs = ImmediateJobs.held();
        MetadataViewModel viewModel = new MetadataViewModel(jobs, new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()));
        viewModel.load();
        assertThat(viewModel.loadingProperty().get()).isTrue();

        viewModel.cancel();
        jobs.runPending();

        assertThat(viewModel.visibleRows()).isEmpty();
        assertThat(viewModel.loadingProperty().get()).isFalse();
        assertThat(viewModel.headerProperty().get()).contains("cancelled");
    }

    private static void copy(Statement sql, String select, Path target) throws Exception {
        sql.execute("COPY (" + select + ") TO " + ParquetDescriber.sqlString(target.toString()) + " (FORMAT parquet)");
    }
}
