package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.drift.DriftRow;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.PulseMonitor;
import dev.steward.ui.metadata.QueueEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
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
 * The Metadata and Drift tabs driven through the real app window on a working copy of the sample project, with
 * real jobs, DuckDB and files. A pulse monitor runs throughout; each test asserts the FX thread kept pulsing.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewTabsTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    /**
     * The FX thread must never be kept busy this long (issue 7). Measured as the FX thread's CPU time between
     * pulses: on a loaded build machine the wall-clock gap also counts time the thread was not scheduled.
     */
    /**
     * A gross bound on the FX thread's CPU time between two pulses: work that belongs on a job (a query, a file
     * read, a model load) costs hundreds of milliseconds to seconds and fails it, while JIT and first-use class
     * loading on a loaded 2-core machine (seen in CI: 104 ms) do not. The fine figure is printed here and
     * measured per tab by bench/run (item 7, docs/performance.md).
     */
    static final Duration MAX_BUSY = Duration.ofMillis(300);
    @TempDir
    Path temp;
    private AppContext context;
    private Path project;
    private String before;
    private final PulseMonitor pulses = new PulseMonitor();

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        before = Files.readString(project.resolve("metadata.yaml"));
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        WaitForAsyncUtils.waitForAsyncFx(5000, pulses::stop);
        context.close();
    }

    @Test
    void approvingADraftWithTheKeyboardChangesOnlyThatTablesStatus(FxRobot robot) throws Exception {
        open(robot);
        select(robot, "targets");
        waitUntil(() -> text(robot, "#review-title").equals("targets"));

        robot.press(KeyCode.A).release(KeyCode.A);

        waitUntil(() -> Files.exists(curationLog()) && Files.readString(curationLog()).contains("\"approve\""));
        String after = Files.readString(project.resolve("metadata.yaml"));
        int at = before.indexOf("  targets:");
        String expected = before.substring(0, at) + before.substring(at).replaceFirst("status: draft",
                "status: approved");
        assertThat(after).isEqualTo(expected);
        waitUntil(() -> statusOf(robot, "targets").equals("approved"));
        assertThat(Files.readString(curationLog())).contains("\"key\":\"targets\"");
        assertPulsesKept();
    }

    @Test
    void editThenApproveWritesTheEditedDescription(FxRobot robot) throws Exception {
        open(robot);
        select(robot, "customers");
        waitUntil(() -> text(robot, "#review-title").equals("customers"));
        robot.press(KeyCode.E).release(KeyCode.E);
        waitUntil(() -> robot.lookup("#edit-column-created_at").tryQuery().isPresent());
        TextInputControl field = fx(() -> robot.lookup("#edit-column-created_at").queryAs(TextInputControl.class));
        WaitForAsyncUtils.asyncFx(() -> field.setText("When the customer account was created (not a purchase).")).get();
        robot.press(KeyCode.E).release(KeyCode.E); // back to reading: the diff shows the edit
        waitUntil(() -> robot.lookup("#draft-column-created_at").tryQuery().map(n -> n.isVisible()).orElse(false));
        assertThat(fx(() -> robot.lookup("#draft-column-created_at .diff-segment")
                .queryAllAs(javafx.scene.text.Text.class).stream().map(javafx.scene.text.Text::getText).toList()))
                .anyMatch(t -> t.contains("(not a purchase)"));
        robot.press(KeyCode.E).release(KeyCode.E);
        waitUntil(() -> robot.lookup("#edit-description").tryQuery().map(Node::isVisible).orElse(false));
        TextInputControl description = fx(() -> robot.lookup("#edit-description").queryAs(TextInputControl.class));
        WaitForAsyncUtils.asyncFx(() -> description.setText(" ")).get();
        assertThat(fx(() -> robot.lookup("#review-approve").query().isDisabled()))
                .as("a blank description blocks").isTrue();
        WaitForAsyncUtils.asyncFx(() -> description.setText("One row per customer company.")).get();

        javafx.scene.control.Button approve = fx(() -> robot.lookup("#review-approve").queryButton());
        assertThat(fx(approve::isDisabled)).isFalse();
        WaitForAsyncUtils.asyncFx(approve::fire).get(); // a click, without the mouse (a stray tooltip can eat one)

        // the pane is rebuilt when the approved table is read again: look at the banner on the FX thread only
        waitUntil(() -> statusOf(robot, "customers").equals("approved") || bannerShown(robot));
        assertThat(WaitForAsyncUtils.asyncFx(() -> bannerShown(robot)).get()).as("no conflict").isFalse();
        String after = Files.readString(project.resolve("metadata.yaml"));
        assertThat(after).contains("description: When the customer account was created (not a purchase).")
                .contains("description: One row per customer company.")
                .doesNotContain("Timestamp of the customer's first purchase.");
        assertThat(outside(after, "\n  customers:", "\n  products:")).isEqualTo(outside(before,
                "\n  customers:", "\n  products:"));
        assertThat(Files.readString(curationLog())).contains("\"edit_approve\"");
        assertPulsesKept();
    }

    @Test
    void aStaleTableShowsItsSchemaDeltaOnTop(FxRobot robot) throws Exception {
        open(robot);
        select(robot, "products");

        waitUntil(() -> robot.lookup("#schema-delta").tryQuery().map(Node::isVisible).orElse(false));
        assertThat(labelTexts(robot, "#schema-delta .label")).contains("Added: category");
        assertThat(fx(() -> robot.lookup("#facts-category").queryAs(Label.class).getText())).contains("distinct");
        assertPulsesKept();
    }

    @Test
    void bulkApproveAsksFirstAndThenApprovesEachTable(FxRobot robot) throws Exception {
        open(robot);
        TableView<QueueEntry> table = queue(robot);
        WaitForAsyncUtils.asyncFx(() -> {
            table.getSelectionModel().clearSelection();
            table.getItems().stream().filter(e -> List.of("customers", "targets").contains(e.name()))
                    .forEach(e -> table.getSelectionModel().select(e));
        }).get();

        robot.clickOn("#bulk-approve");

        waitUntil(() -> robot.lookup("#bulk-panel").query().isVisible());
        assertThat(labelTexts(robot, "#bulk-panel .label"))
                .anyMatch(t -> t.startsWith("• customers: draft → approved"))
                .anyMatch(t -> t.startsWith("• targets: draft → approved"));
        assertThat(Files.exists(curationLog())).as("nothing written before confirming").isFalse();
        robot.clickOn("#bulk-confirm");
        waitUntil(() -> statusOf(robot, "customers").equals("approved") && statusOf(robot, "targets")
                .equals("approved"));
        assertThat(Files.readAllLines(curationLog())).hasSize(2);
        assertPulsesKept();
    }

    @Test
    void theDriftTabListsTheStaleTableAndCheckWritesNothing(FxRobot robot) throws Exception {
        open(robot);
        robot.clickOn("#tab-drift-profiling");
        waitUntil(() -> !driftTable(robot).getItems().isEmpty());
        assertThat(driftRows(robot)).filteredOn(r -> r.name().equals("products")).singleElement()
                .satisfies(r -> assertThat(r.state()).isEqualTo("stale"))
                .satisfies(r -> assertThat(r.delta()).isEqualTo("added: category"))
                .satisfies(r -> assertThat(r.lastChange()).as("no decision yet: when the file changed")
                        .matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · file written"));
        assertThat(driftRows(robot)).filteredOn(r -> r.name().equals("rep_leaderboard"))
                .extracting(DriftRow::state).containsExactly("new");
        assertThat(driftRows(robot)).filteredOn(r -> r.name().equals("transactions")).singleElement()
                .satisfies(r -> assertThat(r.state()).isEqualTo("ok"))
                .satisfies(r -> assertThat(r.lastChange()).as("matching data: its file time says nothing")
                        .isEqualTo("—"));

        robot.clickOn("#drift-check");
        waitUntil(() -> text(robot, "#drift-summary").contains("nothing was written"));
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(before);
        assertThat(curationLog()).doesNotExist();

        WaitForAsyncUtils.asyncFx(() -> driftTable(robot).getSelectionModel().select(
                driftTable(robot).getItems().stream().filter(r -> r.name().equals("transactions")).findFirst()
                        .orElseThrow())).get();
        waitUntil(() -> text(robot, "#profile-status").contains("rows"));
        assertThat(text(robot, "#histogram-title")).isEqualTo("txn_id · identifier, no histogram");
        assertThat(fx(() -> robot.lookup("#histogram").query().isVisible())).as("no bars of identifiers").isFalse();
        assertThat(text(robot, "#top-values"))
                .matches("[\\d,]+ distinct values · from [\\d,]+ to [\\d,]+ · 0(\\.0)?% NULL");
        TableView<?> columns = fx(() -> robot.lookup("#profile-table").queryAs(TableView.class));
        WaitForAsyncUtils.asyncFx(() -> columns.getSelectionModel().select(columns.getItems().stream()
                .filter(c -> ((dev.steward.catalog.ColumnProfile) c).name().equals("amount")).findFirst()
                .map(columns.getItems()::indexOf).orElseThrow())).get();
        waitUntil(() -> text(robot, "#histogram-title").startsWith("amount · "));
        assertThat(fx(() -> robot.lookup("#histogram").query().isVisible()))
                .as("amounts keep their histogram").isTrue();
        assertPulsesKept();
    }

    @Test
    void withoutAnLlmRegenerateSaysWhatToStartAndTheTabStaysUsable(FxRobot robot) throws Exception {
        open(robot);
        select(robot, "targets");
        waitUntil(() -> text(robot, "#review-title").equals("targets"));

        robot.press(KeyCode.R).release(KeyCode.R);

        waitUntil(() -> robot.lookup("#llm-notice").query().isVisible());
        assertThat(text(robot, "#llm-notice")).contains("Nothing was drafted").contains("ollama serve");
        robot.press(KeyCode.J).release(KeyCode.J);
        waitUntil(() -> !text(robot, "#review-title").equals("targets"));
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(before);
        assertPulsesKept();
    }

    /**
     * Impact with no LLM reachable: one plain sentence (not the bold result line) saying what is missing and what
     * to do, gone when the steward leaves the tab or presses E.
     */
    @Test
    void withoutAnLlmImpactSaysOncePlainlyAndTheNoteGoesWhenTheStewardMovesOn(FxRobot robot) throws Exception {
        open(robot);
        select(robot, "transactions");
        waitUntil(() -> text(robot, "#review-title").equals("transactions"));

        robot.clickOn("#review-impact");

        waitUntil(() -> !text(robot, "#impact-problem").isEmpty() && context.jobs().running().isEmpty());
        String said = text(robot, "#impact-problem");
        assertThat(said).startsWith("The impact preview needs an LLM, and none answers at http://127.0.0.1:9.")
                .contains("File ▸ Settings").doesNotContain("ollama serve");
        assertThat(said.split("Ollama", -1)).as("names Ollama once: " + said).hasSize(2);
        assertThat(fx(() -> robot.lookup("#impact-problem").queryAs(Label.class).getFont().getStyle()))
                .as("plain, not bold").doesNotContainIgnoringCase("bold");
        assertThat(fx(() -> robot.lookup("#impact-headline").query().isVisible())).isFalse();

        robot.clickOn("#tab-relationships");
        robot.clickOn("#metadata-tab");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.lookup("#impact-box").query().isVisible())).as("after leaving the tab").isFalse();

        robot.clickOn("#review-impact");
        waitUntil(() -> !text(robot, "#impact-problem").isEmpty() && context.jobs().running().isEmpty());
        robot.clickOn("#review-edit");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.lookup("#impact-box").query().isVisible())).as("after Edit").isFalse();
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(before);
    }

    private void open(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().isPresent() && queue(robot).getItems().size() > 8);
        waitUntil(() -> context.jobs().running().isEmpty());
        robot.clickOn("#metadata-tab"); // the project opened on the Overview
        robot.clickOn("#metadata-table");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(pulses::start).get(); // the tabs from here on; opening the window is the shell's

    }

    private void select(FxRobot robot, String name) throws Exception {
        TableView<QueueEntry> table = queue(robot);
        WaitForAsyncUtils.asyncFx(() -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(
                table.getItems().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow()))).get();
        robot.clickOn("#key-hint"); // focus away from any text field, so the letters are shortcuts
    }

    private void assertPulsesKept() throws Exception {
        Duration worstGap = WaitForAsyncUtils.asyncFx(pulses::worstGap).get();
        Duration worstBusy = WaitForAsyncUtils.asyncFx(pulses::worstBusy).get();
        long count = WaitForAsyncUtils.asyncFx(pulses::pulses).get();
        System.out.println("pulse monitor: FX thread busy at most " + worstBusy.toMillis() + " ms between pulses; "
                + "worst wall-clock gap " + worstGap.toMillis() + " ms; " + count + " pulses");
        assertThat(count).isGreaterThan(10);
        assertThat(worstBusy).isLessThan(MAX_BUSY);
    }

    private static boolean bannerShown(FxRobot robot) {
        return fx(() -> robot.lookup("#conflict-banner").tryQuery().map(Node::isVisible).orElse(false));
    }

    private Path curationLog() {
        return project.resolve("curation_log.jsonl");
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueEntry> queue(FxRobot robot) {
        return fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
    }

    @SuppressWarnings("unchecked")
    private static TableView<DriftRow> driftTable(FxRobot robot) {
        return fx(() -> robot.lookup("#drift-table").queryAs(TableView.class));
    }

    private static List<DriftRow> driftRows(FxRobot robot) {
        return fx(() -> List.copyOf(driftTable(robot).getItems()));
    }

    /** The texts of the labels {@code query} finds. */
    private static List<String> labelTexts(FxRobot robot, String query) {
        return fx(() -> robot.lookup(query).queryAllAs(Label.class).stream().map(Label::getText).toList());
    }

    private static String statusOf(FxRobot robot, String name) {
        return queue(robot).getItems().stream().filter(e -> e.name().equals(name)).findFirst()
                .map(QueueEntry::status).orElse("");
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).tryQuery().map(n -> ((Label) n).getText()).orElse(""));
    }

    /** The text without the block from {@code start} up to {@code end}. */
    private static String outside(String text, String start, String end) {
        return text.substring(0, text.indexOf(start)) + text.substring(text.indexOf(end));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
