package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.AnswerStep;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.EvalSummary;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.KnowledgeFingerprint;
import dev.steward.eval.ReasonCode;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.definitions.DefinitionRow;
import dev.steward.ui.drift.DriftRow;
import dev.steward.ui.examples.ExampleEntry;
import dev.steward.ui.examples.ExampleState;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.metadata.QueueEntry;
import dev.steward.ui.relationships.RelationshipRow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
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
 * Issue 23: the project opens on the Overview, and each of its numbers opens the list behind it — the owning tab
 * selected, its list narrowed to exactly those rows, the first selected and the focus in the list. The real app
 * window on a working copy of the sample with two stored eval runs, real jobs, catalog, sandbox and audit.
 */
@ExtendWith(ApplicationExtension.class)
class OverviewNavigationTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");

    @TempDir
    Path temp;
    private AppContext context;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        storeRuns(new ProjectOpener(Map.of()).open(project));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName("Dana").withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> TestWorkspace.BAG_OF_WORDS);
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    /** Run 1: 1 of 2 passed; run 2: 3 of 3. */
    private static void storeRuns(Project project) {
        EvalRunStore store = new EvalRunStore(new AtomicFiles());
        store.write(project, run(project, "20261130T100000Z-00000001", "2026-11-30T10:00:00Z",
                List.of(result("a", ReasonCode.MATCH), result("b", ReasonCode.VALUE_DIFF))));
        store.write(project, run(project, "20261201T100000Z-00000002", "2026-12-01T10:00:00Z",
                List.of(result("a", ReasonCode.MATCH), result("b", ReasonCode.MATCH), result("c", ReasonCode.MATCH))));
    }

    private static EvalRun run(Project project, String id, String at, List<ExampleResult> results) {
        return new EvalRun(id, at, at, false, EvalSettings.defaults(false, "m", "u"),
                KnowledgeFingerprint.of(project, Map.of()), results, EvalSummary.of(results));
    }

    private static ExampleResult result(String id, ReasonCode reason) {
        return new ExampleResult(id, "question " + id, EvalCase.Route.PIPELINE, reason, "detail", "SELECT 1",
                List.of(), "SELECT 1", null, 1, 3, 40, "f" + id, false, List.of(), List.of(),
                List.of(new AnswerStep("generation", "SELECT 1", 7)));
    }

    @Test
    void eachNumberOpensItsListNarrowedWithTheFocusInIt(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#overview-tables-stale").tryQuery().isPresent(), 90);
        TabPane tabs = fx(() -> robot.lookup("#main-tabs").queryAs(TabPane.class));
        assertThat(fx(() -> tabs.getSelectionModel().getSelectedItem().getId())).as("a project opens on the Overview")
                .isEqualTo("tab-overview");
        waitUntil(() -> context.jobs().running().isEmpty(), 60);

        TableView<QueueEntry> queue = table(robot, "#metadata-table");
        open(robot, "#overview-tables-stale");
        assertSelected(tabs, "metadata-tab");
        assertThat(fx(() -> List.copyOf(queue.getItems()))).extracting(QueueEntry::name).containsExactly("products");
        assertThat(fx(() -> queue.getSelectionModel().getSelectedItem().name())).isEqualTo("products");
        assertFocusIn(robot, "metadata-table");
        open(robot, "#overview-columns");
        assertThat(fx(() -> List.copyOf(queue.getItems()))).extracting(QueueEntry::name)
                .containsExactlyInAnyOrder("products", "rep_leaderboard");
        robot.clickOn("#metadata-narrowing-clear");
        assertThat(fx(() -> List.copyOf(queue.getItems()))).as("Show all").hasSizeGreaterThan(8);
        open(robot, "#overview-tables-without-example");
        assertThat(fx(() -> List.copyOf(queue.getItems())))
                .extracting(QueueEntry::name).containsExactlyInAnyOrder("products", "targets");

        TableView<RelationshipRow> paths = table(robot, "#relationships-table");
        open(robot, "#overview-relationships-approved");
        assertSelected(tabs, "tab-relationships");
        assertThat(fx(() -> List.copyOf(paths.getItems()))).hasSize(5).allMatch(r -> r.status().equals("approved"));
        assertFocusIn(robot, "relationships-table");
        open(robot, "#overview-relationships-draft");
        assertThat(fx(() -> List.copyOf(paths.getItems())))
                .extracting(RelationshipRow::from).containsExactlyInAnyOrder("transactions",
                "rep_performance", "rep_performance", "revenue_by_region_quarter", "rep_leaderboard");

        ListView<ExampleEntry> examples = list(robot, "#examples-list");
        open(robot, "#overview-audit");
        assertSelected(tabs, "tab-examples-templates");
        assertThat(fx(() -> List.copyOf(examples.getItems())))
                .extracting(ExampleEntry::question).containsExactlyInAnyOrder(
                "Who are the top 5 reps by revenue?", "Who are the top N reps in a region by won revenue?");
        assertFocusIn(robot, "examples-list");
        open(robot, "#overview-templates");
        assertThat(fx(() -> List.copyOf(examples.getItems())))
                .hasSize(4).allMatch(e -> e.state() == ExampleState.TEMPLATE);

        ListView<DefinitionRow> definitions = list(robot, "#definitions-list");
        open(robot, "#overview-definitions");
        assertSelected(tabs, "tab-definitions");
        assertThat(fx(() -> List.copyOf(definitions.getItems())))
                .extracting(r -> r.definition().id()).containsExactlyInAnyOrder(
                "freshness.transactions", "lineage.net_revenue", "memo.commission_plan", "metric.net_revenue",
                "model.net_revenue", "not_tracked.customer_lifetime_value");
        assertFocusIn(robot, "definitions-list");

        TableView<DriftRow> drift = table(robot, "#drift-table");
        open(robot, "#overview-drift");
        assertSelected(tabs, "tab-drift-profiling");
        assertThat(fx(() -> List.copyOf(drift.getItems()))).extracting(DriftRow::name).containsExactly("products");
        assertFocusIn(robot, "drift-table");
    }

    @Test
    void theEvalFigureOpensTheLastRunAndATrendPointItsOwnRun(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#overview-eval").tryQuery().isPresent(), 90);
        assertThat(text(robot, "#overview-eval")).isEqualTo("100.0 % · 100.0 %");
        LineChart<?, ?> trend = fx(() -> robot.lookup("#overview-eval-trend").queryAs(LineChart.class));
        assertThat(fx(() -> trend.getData().get(0).getData().stream().map(d -> ((Number) d.getYValue()).doubleValue())
                .toList())).containsExactly(50.0, 100.0);
        waitUntil(() -> context.jobs().running().isEmpty(), 60);
        TabPane tabs = fx(() -> robot.lookup("#main-tabs").queryAs(TabPane.class));
        TableView<?> results = table(robot, "#eval-results");

        open(robot, "#overview-eval");
        assertSelected(tabs, "tab-eval");
        assertThat(fx(() -> List.copyOf(results.getItems()))).hasSize(3);
        assertFocusIn(robot, "eval-results");

        toOverview(robot);
        Node first = fx(() -> trend.getData().get(0).getData().get(0).getNode());
        robot.clickOn(first);
        WaitForAsyncUtils.waitForFxEvents();
        assertSelected(tabs, "tab-eval");
        assertThat(fx(() -> List.copyOf(results.getItems()))).as("run 1's results").hasSize(2);
    }

    /** Back to the Overview (by the tab strip's model: with the last tabs shown its header is scrolled away). */
    private static void open(FxRobot robot, String figure) {
        toOverview(robot);
        robot.clickOn(figure);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void toOverview(FxRobot robot) {
        TabPane tabs = fx(() -> robot.lookup("#main-tabs").queryAs(TabPane.class));
        robot.interact(() -> tabs.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void assertSelected(TabPane tabs, String id) {
        assertThat(fx(() -> tabs.getSelectionModel().getSelectedItem().getId())).isEqualTo(id);
    }

    @SuppressWarnings("unchecked")
    private static <T> TableView<T> table(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryAs(TableView.class));
    }

    @SuppressWarnings("unchecked")
    private static <T> ListView<T> list(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryAs(ListView.class));
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryLabeled().getText());
    }

    private static void assertFocusIn(FxRobot robot, String id) throws Exception {
        Node owner = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#main-tabs").query().getScene().getFocusOwner())
                .get();
        assertThat(owner).as("the focus owner").isNotNull();
        assertThat(owner.getId()).as("the focus owner").isEqualTo(id);
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> fx(condition));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
