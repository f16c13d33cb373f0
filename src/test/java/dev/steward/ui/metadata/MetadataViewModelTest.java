package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.metadata.MetadataLoader;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.time.Clock;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import dev.steward.ui.fx.Job;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.collections.ObservableList;
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
        MetadataViewModel viewModel = viewModel(new ImmediateJobs());

        viewModel.load();

        assertThat(viewModel.visibleRows()).extracting(QueueEntry::name, QueueEntry::layer,
                QueueEntry::status, QueueEntry::columnCount).containsExactlyInAnyOrder(
                tuple("broken", "silver", "no metadata", -1),
                tuple("customers", "silver", "approved", 2),
                tuple("orders", "silver", "draft", 3),
                tuple("revenue_by_region", "gold", "no metadata", 2),
                tuple("ghost", "silver", "missing Parquet", 0));
        assertThat(viewModel.visibleRows()).filteredOn(r -> r.name().equals("broken")).singleElement()
                .extracting(QueueEntry::problem).asString().contains("broken.parquet");
        assertThat(viewModel.visibleRows()).filteredOn(r -> r.name().equals("ghost")).singleElement()
                .extracting(QueueEntry::problem).asString().contains("no silver Parquet file named ghost.parquet");
        assertThat(viewModel.headerProperty().get()).isEqualTo("5 tables · 0 terms · 1 draft · 1 approved"
                + " · 1 missing Parquet · 2 no metadata · 1 unreadable");
        assertThat(viewModel.noticeProperty().get()).isEmpty();
        assertThat(viewModel.loadingProperty().get()).isFalse();
    }

    @Test
    void aFaultyMetadataFileLeavesStatusesUnknownAndSaysWhereTheFaultIs() throws Exception {
        Files.writeString(temp.resolve("shop/metadata.yaml"), "tables:\n  customers:\n    layer: bronze\n");
        MetadataViewModel viewModel = viewModel(new ImmediateJobs());

        viewModel.load();

        assertThat(viewModel.visibleRows()).hasSize(4).extracting(QueueEntry::status)
                .containsOnly(QueueEntry.STATUS_UNKNOWN);
        assertThat(viewModel.noticeProperty().get()).startsWith("Statuses unknown: ").contains("metadata.yaml:3");
    }

    @Test
    void theFilterMatchesNameOrLayer() {
        MetadataViewModel viewModel = viewModel(new ImmediateJobs());
        viewModel.load();

        viewModel.filterProperty().set("ORD");
        assertThat(viewModel.visibleRows()).extracting(QueueEntry::name).containsExactly("orders");

        viewModel.filterProperty().set("gold");
        assertThat(viewModel.visibleRows()).extracting(QueueEntry::name).containsExactly("revenue_by_region");

        viewModel.filterProperty().set("approved");
        assertThat(viewModel.visibleRows()).extracting(QueueEntry::name).containsExactly("customers");

        viewModel.filterProperty().set("");
        assertThat(viewModel.visibleRows()).hasSize(5);
    }

    @Test
    void aCancelledLoadShowsNoRowsAndSaysSo() {
        ImmediateJobs jobs = ImmediateJobs.held();
        MetadataViewModel viewModel = viewModel(jobs);
        viewModel.load();
        assertThat(viewModel.loadingProperty().get()).isTrue();

        viewModel.cancel();
        jobs.runPending();

        assertThat(viewModel.visibleRows()).isEmpty();
        assertThat(viewModel.loadingProperty().get()).isFalse();
        assertThat(viewModel.headerProperty().get()).contains("cancelled");
    }

    @Test
    void aReadOfTheListThatPredatesAnApprovalCannotUndoIt() throws Exception {
        Path metadata = project.root().resolve("metadata.yaml");
        Files.writeString(metadata, Files.readString(metadata).replace("  orders:\n    layer: silver\n",
                "  orders:\n    layer: silver\n    description: One row per order.\n"));
        LateReads jobs = new LateReads();
        MetadataViewModel viewModel = viewModel(jobs);
        viewModel.load();
        viewModel.selectedProperty().set(entry(viewModel, "orders"));
        assertThat(viewModel.review().reviewProperty().get()).isNotNull();

        jobs.holdDeliveries = true;
        viewModel.load(); // e.g. the read after a drafting: it reads orders as a draft now, delivers later
        viewModel.review().approve();
        assertThat(viewModel.review().noticeProperty().get()).isEqualTo("Approved orders.");
        String saved = Files.readString(metadata);
        assertThat(saved.substring(saved.indexOf("  orders:"), saved.indexOf("  ghost:"))).contains("status: approved");
        assertThat(entry(viewModel, "orders").status()).isEqualTo("approved");
        jobs.deliver();

        assertThat(entry(viewModel, "orders").status()).as("the older read's rows do not replace the approval")
                .isEqualTo("approved");
        assertThat(viewModel.headerProperty().get()).contains("2 approved");
    }

    private static QueueEntry entry(MetadataViewModel viewModel, String name) {
        return viewModel.allRows().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    /**
     * Jobs whose reads of the table list run at once but, while {@link #holdDeliveries}, deliver their rows only on
     * {@link #deliver()} — a read overtaken by a save, as on a busy machine. A cancelled read delivers nothing, as
     * with the real jobs (both the cancel and the delivery happen on the FX thread).
     */
    private static final class LateReads implements Jobs {
        private final ImmediateJobs inner = new ImmediateJobs();
        private final List<Runnable> held = new ArrayList<>();
        boolean holdDeliveries;

        @Override
        public <T> RunningJob submit(String title, Job<T> work, JobCallbacks<T> callbacks) {
            if (!holdDeliveries || !title.startsWith("Reading tables")) {
                return inner.submit(title, work, callbacks);
            }
            AtomicReference<RunningJob> job = new AtomicReference<>();
            job.set(inner.submit(title, work, JobCallbacks.<T>of(result -> held.add(() -> {
                if (!job.get().isCancelled()) {
                    callbacks.onSuccess().accept(result);
                }
            }), callbacks.onFailure()).whenCancelled(callbacks.onCancelled())));
            return job.get();
        }

        @Override
        public <T> RunningJob submitQuietly(String title, Job<T> work, JobCallbacks<T> callbacks) {
            return inner.submitQuietly(title, work, callbacks);
        }

        @Override
        public ObservableList<RunningJob> running() {
            return inner.running();
        }

        @Override
        public void onUiThread(Runnable action) {
            action.run();
        }

        void deliver() {
            List<Runnable> now = List.copyOf(held);
            held.clear();
            now.forEach(Runnable::run);
            if (!held.isEmpty()) {
                deliver();
            }
        }
    }

    private MetadataViewModel viewModel(Jobs jobs) {
        Catalog catalog = new Catalog(project);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        MetadataReview review = new MetadataReview(project, catalog, log,
                new MetadataApprovals(catalog, log, files, "tester"), new GlossaryApprovals(log, files, "tester"),
                new ProfileCache(project.cacheDir(), files));
        return new MetadataViewModel(jobs, new ErrorPresenter(), project, new TableListReader(new MetadataLoader()),
                review, (keys, context) -> "drafted");
    }

    private static void copy(Statement sql, String select, Path target) throws Exception {
        sql.execute("COPY (" + select + ") TO " + ParquetDescriber.sqlString(target.toString()) + " (FORMAT parquet)");
    }
}
