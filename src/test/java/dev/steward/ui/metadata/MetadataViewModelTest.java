package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ParquetDescriber;
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
        project = new ProjectOpener(Map.of()).open(temp.resolve("shop"));
    }

    @Test
    void listsEveryTableWithLayerAndColumnCountAndAnHonestStatus() {
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableSummaryReader());

        viewModel.load();

        assertThat(viewModel.visibleRows()).extracting(TableSummary::name, TableSummary::layer,
                TableSummary::columnCount).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("broken", Layer.SILVER, -1),
                org.assertj.core.groups.Tuple.tuple("customers", Layer.SILVER, 2),
                org.assertj.core.groups.Tuple.tuple("orders", Layer.SILVER, 3),
                org.assertj.core.groups.Tuple.tuple("revenue_by_region", Layer.GOLD, 2));
        assertThat(viewModel.visibleRows()).extracting(TableSummary::status).containsOnly(TableSummary.STATUS_UNKNOWN);
        assertThat(viewModel.visibleRows()).filteredOn(r -> !r.readable()).singleElement()
                .extracting(TableSummary::problem).asString().contains("broken.parquet");
        assertThat(viewModel.headerProperty().get())
                .isEqualTo("4 tables · 3 silver · 1 gold · status: metadata not loaded · 1 unreadable");
        assertThat(viewModel.loadingProperty().get()).isFalse();
    }

    @Test
    void theFilterMatchesNameOrLayer() {
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableSummaryReader());
        viewModel.load();

        viewModel.filterProperty().set("ORD");
        assertThat(viewModel.visibleRows()).extracting(TableSummary::name).containsExactly("orders");

        viewModel.filterProperty().set("gold");
        assertThat(viewModel.visibleRows()).extracting(TableSummary::name).containsExactly("revenue_by_region");

        viewModel.filterProperty().set("");
        assertThat(viewModel.visibleRows()).hasSize(4);
    }

    @Test
    void aCancelledLoadShowsNoRowsAndSaysSo() {
        ImmediateJobs jobs = ImmediateJobs.held();
        MetadataViewModel viewModel = new MetadataViewModel(jobs, new ErrorPresenter(), project,
                new TableSummaryReader());
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
