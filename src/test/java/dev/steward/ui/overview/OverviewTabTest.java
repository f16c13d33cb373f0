package dev.steward.ui.overview;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.readiness.ProjectReadiness;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.StewardApp;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.ListTargets;
import dev.steward.ui.fx.Theme;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.chart.PieChart;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Overview tab headless on a copy of the sample, real jobs, catalog and sandbox: its figures, and a click on a
 * number asking for the list behind it (which list, narrowed to which names); OverviewNavigationTest follows the
 * clicks into the real tabs.
 */
@ExtendWith(ApplicationExtension.class)
class OverviewTabTest {
    @TempDir
    Path temp;
    private FxJobs jobs;
    private OverviewViewModel vm;
    private final List<String> opened = new CopyOnWriteArrayList<>();
    private final ListTargets targets = (place, narrowing) -> opened.add(place + " " + (narrowing == null ? "all"
            : narrowing.title() + " " + new java.util.TreeSet<>(narrowing.keys())));

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        Project project = new ProjectOpener(Map.of()).open(copy);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        jobs = new FxJobs(2);
        vm = new OverviewViewModel(jobs, new ErrorPresenter(), context -> {
            try (Catalog catalog = new Catalog(project); Sandbox sandbox = Sandbox.open(project, temp.resolve("d"))) {
                return new ProjectReadiness(files, log, Clock.systemUTC()).measure(project, catalog,
                        new SqlExecutor(sandbox), Optional.empty());
            }
        });
        root = new TabPane(new OverviewTab(vm, targets));
        Scene scene = new Scene(root, 1280, 800);
        scene.getStylesheets().add(StewardApp.STYLESHEET);
        stage.setScene(scene);
        stage.show();
        vm.load();
    }

    /** Lookups start here: a window another test class left behind may hold nodes with the same ids. */
    private TabPane root;

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void figuresAskForTheListBehindThem(FxRobot robot) throws Exception {
        // every lookup starts at this test's own root: a global lookup once found a card with the same id in a window
        // an earlier test class left behind, whose scene was gone (NPE in clickOn, seen in a full run)
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> fx(() -> vm.readinessProperty().get() != null
                && !robot.from(root).lookup("#overview-tables-stale").queryAll().isEmpty()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.from(root).lookup("#overview-tables-approved").queryAs(Hyperlink.class).getText()))
                .isEqualTo("4 of 8");
        PieChart pie = fx(() -> robot.from(root).lookup("#overview-tables-chart").queryAs(PieChart.class));
        assertThat(fx(() -> List.copyOf(pie.getData())))
                .extracting(PieChart.Data::getName).contains("approved 4", "stale 1");
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-tables-stale").queryAs(Hyperlink.class)));
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-columns").queryAs(Hyperlink.class)));
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-relationships-draft").queryAs(Hyperlink.class)));
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-audit").queryAs(Hyperlink.class)));
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-templates").queryAs(Hyperlink.class)));
        robot.clickOn(fx(() -> robot.from(root).lookup("#overview-drift").queryAs(Hyperlink.class)));
        assertThat(opened).containsExactly("TABLES Tables stale [products]",
                "TABLES Tables with undescribed columns [gold.rep_leaderboard, products]",
                "RELATIONSHIPS Relationships draft [rep_leaderboard.rep_id → reps.rep_id, "
                        + "rep_performance.customer_id → customers.customer_id, "
                        + "rep_performance.txn_id → transactions.txn_id, "
                        + "revenue_by_region_quarter.region,quarter → targets.region,quarter, "
                        + "transactions.product_id → products.product_id]",
                "GOLDENS Goldens the audit flags (disputed or warning) " + new java.util.TreeSet<>(
                        fx(() -> vm.readinessProperty().get().audit().exampleIds())),
                "TEMPLATES all", "DRIFT Drifted tables [products]");
        assertThat(fx(() -> vm.readinessProperty().get().audit().exampleIds())).hasSize(2);
    }
}
