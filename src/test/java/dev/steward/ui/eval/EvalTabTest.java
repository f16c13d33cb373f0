package dev.steward.ui.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.EvalRun;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.eval.ReasonCode;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.StewardApp;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.PulseMonitor;
import dev.steward.ui.fx.Theme;
import dev.steward.ui.fx.WindowOfItsOwn;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.application.Application;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Eval tab headless on a copy of the sample project, with real jobs, DuckDB, pipeline and LangChain4j client
 * against a scripted Ollama that answers each question with its golden SQL (one answer perturbed): run, history,
 * a failed example's reason and SQL diff, comparing two runs, no LLM, cancelling, the governed cases of
 * steward/eval_cases.yaml; screenshots in both themes.
 */
@ExtendWith(ApplicationExtension.class)
class EvalTabTest {
    static final String PERTURBED = "What was total closed-won revenue in 2024?";
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /**
     * A gross bound on the FX thread's CPU time between two pulses: work that belongs on a job (a query, a file
     * read, a model load) costs hundreds of milliseconds to seconds and fails it, while JIT and first-use class
     * loading on a loaded 2-core machine (seen: 109 ms, 201 ms) do not. The fine figure is printed here and
     * measured per tab by bench/run (item 7, docs/performance.md).
     */
    private static final Duration MAX_BUSY = Duration.ofMillis(300);
    @TempDir
    Path temp;
    private final Map<String, String> replies = new ConcurrentHashMap<>();
    private volatile long replyDelayMillis;
    private FakeOllamaServer ollama;
    private volatile OllamaEndpoint endpoint;
    private FxJobs jobs;
    private EvalViewModel vm;
    private Project project;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        project = new ProjectOpener(Map.of()).open(copy);
        ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(), (question, prompt) -> {
            pause();
            return replies.get(question);
        });
        endpoint = ollama.endpoint(FakeOllamaServer.DEFAULT_MODEL);
        jobs = new FxJobs(2);
        FakeEmbedder embedder = new FakeEmbedder();
        ProjectEvals evals = new ProjectEvals(project, () -> embedder, () -> endpoint, new AtomicFiles(),
                temp.resolve("duck"), Clock.systemUTC());
        vm = new EvalViewModel(jobs, new ErrorPresenter(), evals, ZoneOffset.UTC);
        scene = new Scene(new TabPane(new EvalTab(vm)), 1280, 800);
        scene.getStylesheets().add(StewardApp.STYLESHEET);
        stage.setScene(scene);
        stage.show();
        vm.load();
    }

    @AfterEach
    void stop() {
        jobs.close();
        ollama.close();
    }

    @Test
    void runsAnEvalSeesItInHistoryOpensAFailedExampleAndComparesTwoRuns(FxRobot robot) throws Exception {
        waitUntil(() -> vm.statusProperty().get().startsWith("No eval run yet"));
        assertThat(onFx(() -> robot.lookup("#eval-empty").query().isVisible())).isTrue();
        snapshot("eval-empty-light.png");
        PulseMonitor pulses = onFx(() -> {
            PulseMonitor monitor = new PulseMonitor();
            monitor.start();
            return monitor;
        });
        replies.put(PERTURBED, "SELECT SUM(amount) AS revenue FROM transactions WHERE stage = 'closed_won' "
                + "AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-06-30'");
        List<VerdictCounts> tallies = new CopyOnWriteArrayList<>();
        onFx(() -> {
            vm.countsProperty().addListener((obs, old, now) -> tallies.add(now));
            return null;
        });
        runEval(robot);
        VerdictCounts last = onFx(() -> vm.countsProperty().get());
        assertThat(last).isEqualTo(new VerdictCounts(32, 1, 0, 0, 0));
        assertThat(tallies).as("the tally moves while the run goes").hasSizeGreaterThan(2);
        assertThat(storedRuns()).hasSize(1);
        assertThat(onFx(() -> chartPoints(robot))).isEqualTo(1);
        assertThat(onFx(() -> runsTable(robot).getItems().size())).isEqualTo(1);
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).passRateText())).isEqualTo("97.0 %");

        // the first problem is selected: the perturbed question, its reason code and the SQL diff
        waitUntil(() -> text(robot, "#eval-detail-question").equals(PERTURBED));
        assertThat(text(robot, "#eval-detail-reason")).isEqualTo(ReasonCode.VALUE_DIFF.name());
        assertThat(styledSegments(robot, "#eval-sql-golden", "diff-removed")).contains("12");
        assertThat(styledSegments(robot, "#eval-sql-generated", "diff-added")).contains("06");
        assertThat(onFx(() -> List.copyOf(robot.lookup("#eval-golden-only").queryAs(javafx.scene.layout.VBox.class)
                .getChildren()))).isNotEmpty();
        assertThat(onFx(() -> vm.selectedResult().steps()).stream().map(s -> s.step()).toList())
                .contains("retrieval", "generation", "execution");
        assertThat(onFx(() -> robot.lookup("#eval-steps").tryQuery())).isPresent();
        snapshot("eval-failed-example-light.png");

        replies.clear();
        runEval(robot);
        assertThat(onFx(() -> chartPoints(robot))).isEqualTo(2);
        onFx(() -> {
            runsTable(robot).getSelectionModel().selectAll();
            return null;
        });
        robot.clickOn("#eval-compare");
        waitUntil(() -> vm.comparingProperty().get());
        assertThat(onFx(() -> vm.results().stream().map(r -> r.reason() + " " + r.question()).toList()))
                .containsExactly("VALUE_DIFF → MATCH " + PERTURBED);
        assertThat(text(robot, "#eval-results-title")).contains("1 changed from run #1", "0 regression(s), 1 fix(es), 0 skipped → not passed, 0 passed → skipped");
        snapshot("eval-compare-light.png");

        onFx(() -> {
            pulses.stop();
            return null;
        });
        Duration busy = onFx(pulses::worstBusy);
        Duration gap = onFx(pulses::worstGap);
        String measured = "Eval tab, two runs of 33 cases and a comparison: FX thread busy at most "
                + busy.toMillis() + " ms between pulses; worst wall-clock gap " + gap.toMillis() + " ms; "
                + onFx(pulses::pulses) + " pulses";
        System.out.println(measured);
        Files.writeString(Path.of("target", "eval-tab-pulse.txt"), measured + System.lineSeparator());
        assertThat(busy).isLessThan(MAX_BUSY);

        onFx(() -> {
            runsTable(robot).getSelectionModel().clearAndSelect(1); // the older run, with the failure
            return null;
        });
        waitUntil(() -> text(robot, "#eval-detail-reason").equals("VALUE_DIFF"));
        assertThat(text(robot, "#eval-count-fail")).as("the tally is the shown run's").isEqualTo("1 fail");
        snapshot("eval-history-light.png");
        Application.setUserAgentStylesheet(Theme.DARK.userAgentStylesheet());
        snapshot("eval-failed-example-dark.png");
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
    }

    @Test
    void withNoLlmReachableTheTemplatesRunAndTheRestIsSkippedWithAReason(FxRobot robot) throws Exception {
        endpoint = new OllamaEndpoint(URI.create("http://127.0.0.1:9"), FakeOllamaServer.DEFAULT_MODEL);
        waitUntil(() -> vm.statusProperty().get().startsWith("No eval run yet"));
        runEval(robot);
        VerdictCounts counts = onFx(() -> vm.countsProperty().get());
        assertThat(counts).isEqualTo(new VerdictCounts(15, 0, 0, 0, 18));
        assertThat(text(robot, "#eval-status")).contains("Pass rate 45.5% (15 of all 33 cases passed)",
                "coverage 45.5%", "18 skipped", "ollama serve");
        assertThat(onFx(() -> vm.results().stream().filter(r -> r.result().reason() == ReasonCode.SKIPPED)
                .allMatch(r -> r.result().detail().contains("ollama serve")))).isTrue();
        assertThat(ollama.chatCount()).isZero();
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).passRateText())).as("of all cases")
                .isEqualTo("45.5 %");
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).coverageText())).isEqualTo("45.5 %");
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).modelText())).as("never reached")
                .isEqualTo("none reached");
        assertThat(onFx(() -> chartPoints(robot))).as("a run that skipped is plotted at its pass rate").isEqualTo(1);
        assertThat(onFx(() -> robot.lookup("#eval-chart").queryAs(LineChart.class).getData().stream()
                .map(s -> ((javafx.scene.chart.XYChart.Series<?, ?>) s).getName() + " "
                        + ((javafx.scene.chart.XYChart.Series<?, ?>) s).getData().get(0).getYValue()).toList()))
                .as("18 of 33 skipped: 45.5 %, not the 100 % of the evaluated").containsExactly("pass rate 45.5",
                        "coverage 45.5");
        assertThat(onFx(() -> ((javafx.scene.chart.NumberAxis) robot.lookup("#eval-chart").queryAs(LineChart.class)
                .getYAxis()).getUpperBound())).as("the axis ends at 100 %").isEqualTo(100.0);
        onFx(() -> {
            vm.selectedProperty().set(vm.results().get(0));
            return null;
        });
        waitUntil(() -> text(robot, "#eval-detail-reason").equals("SKIPPED"));
        assertThat(text(robot, "#eval-detail-why")).contains("ollama serve");
        assertThat(styledSegments(robot, "#eval-sql-golden", "diff-removed")).as("no SQL: nothing to diff").isEmpty();
        snapshot("eval-no-llm-light.png");
        besideTheOpenChatTheResultsKeepRowsToWorkWith(robot);

        doubleTheAmounts();
        runEval(robot);
        ResultRow moved = onFx(() -> vm.results().stream().filter(r -> r.result().goldenChanged()).findFirst()
                .orElseThrow());
        assertThat(moved.result().goldenSql()).contains("transactions");
        onFx(() -> {
            vm.selectedProperty().set(moved);
            return null;
        });
        waitUntil(() -> robot.lookup("#eval-golden-changed").tryQuery().isPresent());
        assertThat(text(robot, "#eval-golden-changed")).startsWith("Golden result changed since the last run");
    }

    /**
     * The tab's part of a 1280x800 window with the chat open (845x682): the results list shows rows to work with
     * (two at the old half-and-half split), the reason codes whole beside the question.
     */
    private void besideTheOpenChatTheResultsKeepRowsToWorkWith(FxRobot robot) throws Exception {
        WindowOfItsOwn beside = onFx(() -> new WindowOfItsOwn(scene, 845, 682));
        try {
            WaitForAsyncUtils.waitForFxEvents();
            TableView<?> results = onFx(() -> robot.lookup("#eval-results").queryAs(TableView.class));
            assertThat(onFx(() -> wholeRowsInView(results))).as("result rows in view beside the chat")
                    .isGreaterThanOrEqualTo(4);
            snapshot(results.getScene(), "eval-no-llm-beside-chat-light.png");
        } finally {
            onFx(() -> {
                beside.close();
                return null;
            });
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Rows whose whole height is inside the list (under its header). */
    private static int wholeRowsInView(TableView<?> list) {
        javafx.geometry.Bounds inside = list.localToScene(list.getLayoutBounds());
        int whole = 0;
        for (javafx.scene.Node node : list.lookupAll(".table-row-cell")) {
            if (node instanceof javafx.scene.control.TableRow<?> row && row.getItem() != null && row.isVisible()) {
                javafx.geometry.Bounds bounds = row.localToScene(row.getLayoutBounds());
                if (bounds.getMinY() >= inside.getMinY() && bounds.getMaxY() <= inside.getMaxY()) {
                    whole++;
                }
            }
        }
        System.out.println("eval results: " + whole + " whole rows in a list " + Math.round(inside.getHeight())
                + " px high");
        return whole;
    }

    /**
     * Issue 20: the governed cases of steward/eval_cases.yaml run in the tab as in 'steward examples eval' (no LLM
     * needed): the list shows each one's as-of date and role, and the detail sets the expected answer kind, route and
     * evidence beside what the pipeline gave instead of a SQL diff — with what differs marked when a case fails.
     */
    @Test
    void governedCasesShowTheirAsOfDateRoleAndExpectedAgainstGivenAnswer(FxRobot robot) throws Exception {
        endpoint = new OllamaEndpoint(URI.create("http://127.0.0.1:9"), FakeOllamaServer.DEFAULT_MODEL);
        Path cases = project.root().resolve("steward/eval_cases.yaml");
        waitUntil(() -> vm.statusProperty().get().startsWith("No eval run yet"));
        runEval(robot);
        assertThat(onFx(() -> vm.results().stream().map(ResultRow::question).toList())).contains(
                "[as of 2024-08-31] What is net revenue?", "[as of 2024-06-30] What is net revenue?",
                "[as analyst] What does the commission memo say?",
                "[as finance_controller] What does the commission memo say?",
                "[as of 2025-01-02] How fresh is transactions?", "[as of 2024-08-31 as analyst] What was net revenue "
                        + "for August 2024?");
        ResultRow v2 = row("[as of 2024-08-31] What is net revenue?");
        assertThat(v2.reason()).isEqualTo("EXPECTED_ANSWER");
        select(v2);
        waitUntil(() -> robot.lookup("#eval-expected-answer").tryQuery().isPresent());
        assertThat(text(robot, "#eval-detail-asked-as")).isEqualTo("Asked as of 2024-08-31 with no role (only what "
                + "everyone may see)");
        assertThat(onFx(() -> robot.lookup("#eval-sql-golden").tryQuery())).as("no SQL diff for a definition answer")
                .isEmpty();
        assertThat(text(robot, "#eval-expected-kind")).isEqualTo("DEFINITION");
        assertThat(text(robot, "#eval-given-kind")).isEqualTo("DEFINITION");
        assertThat(text(robot, "#eval-given-route")).isEqualTo("definition");
        assertThat(evidence(robot, "#eval-given-evidence")).containsExactly("ev.net_revenue.v2",
                "ev.model.net_revenue.v2", "ev.lineage.net_revenue.v2");
        assertThat(onFx(() -> robot.lookup(".eval-answer-differs").tryQuery())).isEmpty();
        snapshot("eval-governed-case-light.png");

        ResultRow metric = row("[as of 2024-08-31 as analyst] What was net revenue for August 2024?");
        select(metric);
        waitUntil(() -> text(robot, "#eval-detail-question").equals(metric.result().question()));
        assertThat(text(robot, "#eval-detail-asked-as")).isEqualTo("Asked as of 2024-08-31 as analyst");
        assertThat(onFx(() -> robot.lookup("#eval-sql-golden").tryQuery())).as("a SQL answer keeps its diff")
                .isPresent();

        // the steward gets the memo case wrong on purpose: an analyst is expected to get a definition
        Files.writeString(cases, Files.readString(cases).replace(
                "role: analyst\n    expect: {kind: DENIED, route: denied, evidence: []}\n  commission_memo_injection",
                "role: analyst\n    expect: {kind: DEFINITION, route: definition}\n  commission_memo_injection"));
        runEval(robot);
        ResultRow memo = row("[as analyst] What does the commission memo say?");
        assertThat(memo.reason()).isEqualTo("UNEXPECTED_ANSWER");
        select(memo);
        waitUntil(() -> text(robot, "#eval-detail-question").equals("What does the commission memo say?")
                && robot.lookup("#eval-expected-answer").tryQuery().isPresent());
        assertThat(text(robot, "#eval-detail-asked-as")).isEqualTo("Asked at the question's own date as analyst");
        assertThat(text(robot, "#eval-expected-kind")).isEqualTo("DEFINITION");
        assertThat(text(robot, "#eval-given-kind")).isEqualTo("DENIED");
        for (String given : new String[] {"#eval-given-kind", "#eval-given-route"}) {
            assertThat(onFx(() -> List.copyOf(robot.lookup(given).query().getStyleClass()))).as(given)
                    .contains("eval-answer-differs");
        }
        assertThat(text(robot, "#eval-expected-evidence")).isEqualTo("any");
        assertThat(evidence(robot, "#eval-given-evidence")).containsExactly("none");
        snapshot("eval-governed-failure-light.png");
        Application.setUserAgentStylesheet(Theme.DARK.userAgentStylesheet());
        snapshot("eval-governed-failure-dark.png");
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
    }

    private ResultRow row(String question) throws Exception {
        return onFx(() -> vm.results().stream().filter(r -> r.question().equals(question)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + question)));
    }

    private void select(ResultRow row) throws Exception {
        onFx(() -> {
            vm.selectedProperty().set(row);
            return null;
        });
    }

    private static List<String> evidence(FxRobot robot, String id) throws Exception {
        return onFx(() -> robot.lookup(id).queryAs(javafx.scene.layout.VBox.class).getChildren().stream()
                .map(n -> ((Label) n).getText()).toList());
    }

    /** The data moves under the goldens: every transaction's amount doubles. */
    private void doubleTheAmounts() throws Exception {
        Path file = project.root().resolve("data/silver/transactions.parquet");
        Path doubled = temp.resolve("transactions.parquet");
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:");
             Statement sql = duck.createStatement()) {
            sql.execute("COPY (SELECT * REPLACE (amount * 2 AS amount) FROM read_parquet('" + file + "')) TO '"
                    + doubled + "' (FORMAT parquet)");
        }
        Files.move(doubled, file, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Issue 25: a slip mended by rule is counted in the history and listed in the question's detail. */
    @Test
    void dialectRepairsShowInTheHistoryAndInTheQuestionsDetail(FxRobot robot) throws Exception {
        waitUntil(() -> vm.statusProperty().get().startsWith("No eval run yet"));
        replies.put(PERTURBED, "SELECT SUM(amount) AS revenue FROM transactions WHERE stage = \"closed_won\" "
                + "AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'");
        runEval(robot);
        assertThat(onFx(() -> vm.countsProperty().get())).isEqualTo(new VerdictCounts(33, 0, 0, 0, 0));
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).repairsText())).isEqualTo("1 in 1");
        assertThat(onFx(() -> runsTable(robot).getColumns().stream().map(c -> c.getId()).toList()))
                .contains("eval-runs-repairs");
        assertThat(onFx(() -> vm.statusProperty().get())).contains("1 dialect slip(s) in 1 answer(s) mended by rule");
        ResultRow repaired = onFx(() -> vm.results().stream().filter(r -> r.question().equals(PERTURBED))
                .findFirst().orElseThrow());
        onFx(() -> {
            vm.selectedProperty().set(repaired);
            return null;
        });
        waitUntil(() -> robot.lookup("#eval-dialect-repairs").tryQuery().isPresent());
        List<String> lines = onFx(() -> robot.lookup("#eval-dialect-repairs").queryAs(javafx.scene.layout.VBox.class)
                .getChildren().stream().map(n -> ((Label) n).getText()).toList());
        assertThat(lines).containsExactly("\"closed_won\" → 'closed_won'");
        assertThat(onFx(() -> vm.selectedResult().steps()).stream().map(s -> s.step()).toList())
                .contains("generation", "dialect repair", "validation", "execution").doesNotContain("repair");
        snapshot("eval-dialect-repairs-light.png");

        ResultRow plain = onFx(() -> vm.results().stream().filter(r -> !r.question().equals(PERTURBED))
                .findFirst().orElseThrow());
        onFx(() -> {
            vm.selectedProperty().set(plain);
            return null;
        });
        waitUntil(() -> text(robot, "#eval-detail-question").equals(plain.result().question()));
        assertThat(onFx(() -> robot.lookup("#eval-dialect-repairs").tryQuery())).isEmpty();
    }

    @Test
    void cancellingStopsTheRunAndKeepsTheQuestionsThatFinished(FxRobot robot) throws Exception {
        replyDelayMillis = 150;
        waitUntil(() -> vm.statusProperty().get().startsWith("No eval run yet"));
        robot.clickOn("#eval-run");
        waitUntil(() -> vm.countsProperty().get().total() >= 2);
        robot.clickOn("#eval-cancel");
        waitUntil(() -> !vm.runningProperty().get());
        assertThat(onFx(() -> vm.runs().size())).as(onFx(() -> vm.statusProperty().get())).isEqualTo(1);
        EvalRun run = onFx(() -> vm.runs().get(0).run());
        assertThat(run.cancelled()).isTrue();
        assertThat(run.results().size()).isBetween(2, 32);
        assertThat(storedRuns()).hasSize(1);
        assertThat(onFx(() -> runsTable(robot).getItems().get(0).countsText())).endsWith("cancelled");
    }

    private void pause() {
        try {
            Thread.sleep(replyDelayMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void runEval(FxRobot robot) throws Exception {
        int before = onFx(() -> vm.runs().size());
        robot.clickOn("#eval-run");
        waitUntil(() -> !vm.runningProperty().get() && vm.runs().size() == before + 1, 120);
    }

    private List<Path> storedRuns() throws IOException {
        try (Stream<Path> files = Files.list(project.evalRunsDir())) {
            return files.toList();
        }
    }

    private static int chartPoints(FxRobot robot) {
        LineChart<?, ?> chart = robot.lookup("#eval-chart").queryAs(LineChart.class);
        return chart.getData().get(0).getData().size();
    }

    @SuppressWarnings("unchecked")
    private static TableView<RunRow> runsTable(FxRobot robot) {
        return robot.lookup("#eval-runs").queryAs(TableView.class);
    }

    private static String text(FxRobot robot, String id) throws Exception {
        return onFx(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    private static String styledSegments(FxRobot robot, String id, String style) throws Exception {
        return onFx(() -> {
            StringBuilder found = new StringBuilder();
            for (Node node : robot.lookup(id).queryAs(TextFlow.class).getChildren()) {
                if (node.getStyleClass().contains(style)) {
                    found.append(((Text) node).getText());
                }
            }
            return found.toString();
        });
    }

    private void snapshot(String name) throws Exception {
        snapshot(scene, name);
    }

    private static void snapshot(Scene scene, String name) throws Exception {
        Files.createDirectories(SCREENSHOTS);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> {
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png",
                        SCREENSHOTS.resolve(name).toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).get(10, TimeUnit.SECONDS);
    }

    private static <T> T onFx(Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get(10, TimeUnit.SECONDS);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        waitUntil(condition, 20);
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
