package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.examples.ExampleEntry;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.metadata.QueueEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
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
 * Issue 21: after Approve (Metadata), Verify (Examples) and the end of an eval run, the keyboard focus stays in the
 * tab (on its list) instead of jumping to the chat's user-name field, where the next J overwrote the name. The real
 * app window on a working copy of the sample, with real jobs and files; the buttons are clicked with the mouse,
 * as a steward would (a click focuses the button, which then disables itself).
 */
@ExtendWith(ApplicationExtension.class)
class FocusStaysInTheTabTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final String USER = "Dana Whitfield";

    @TempDir
    Path temp;
    private AppContext context;
    private Path project;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName(USER).withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> TestWorkspace.BAG_OF_WORDS);
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void afterApproveTheFocusIsOnTheQueueAndJMovesInsteadOfRenamingTheUser(FxRobot robot) throws Exception {
        open(robot);
        @SuppressWarnings("unchecked")
        TableView<QueueEntry> queue = fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
        WaitForAsyncUtils.asyncFx(() -> queue.getSelectionModel().clearAndSelect(indexOf(queue, "targets"))).get();
        waitUntil(() -> robot.lookup("#review-title").tryQuery().map(n -> ((Label) n).getText().equals("targets"))
                .orElse(false));
        waitUntil(() -> context.jobs().running().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> robot.lookup("#review-approve").tryQuery().map(n -> !n.isDisabled()).orElse(false));

        robot.clickOn("#review-approve");

        waitUntil(() -> Files.exists(project.resolve("curation_log.jsonl"))
                && Files.readString(project.resolve("curation_log.jsonl")).contains("\"key\":\"targets\""));
        waitUntil(() -> context.jobs().running().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertFocusIn(robot, "metadata-table");
        pressJAndKeepTheName(robot);
    }

    @Test
    void afterVerifyTheFocusIsOnTheExampleList(FxRobot robot) throws Exception {
        open(robot);
        robot.clickOn("#tab-examples-templates");
        waitUntil(() -> robot.lookup("#examples-list").tryQuery().map(n -> ((ListView<?>) n).getItems().size() > 20)
                .orElse(false));
        @SuppressWarnings("unchecked")
        ListView<ExampleEntry> list = fx(() -> robot.lookup("#examples-list").queryAs(ListView.class));
        WaitForAsyncUtils.asyncFx(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> e.question().equals("Which product sold the most units last year?")).findFirst()
                .orElseThrow())).get();
        robot.clickOn("#detail-run"); // Verify waits for a run (and the run for the tab's first audit's queries)
        waitUntil(() -> robot.lookup("#detail-verify").tryQuery().map(n -> !n.isDisabled()).orElse(false), 240);

        robot.clickOn("#detail-verify");

        waitUntil(() -> Files.readAllLines(project.resolve("examples").resolve("synthetic.jsonl")).stream()
                .anyMatch(line -> line.contains("Which product sold the most units last year?")
                        && line.matches(".*\"verified\":\\s*true.*")));
        waitUntil(() -> context.jobs().running().isEmpty(), 240); // the audit runs again after Verify
        WaitForAsyncUtils.waitForFxEvents();
        assertFocusIn(robot, "examples-list");
        pressJAndKeepTheName(robot);
    }

    @Test
    void afterAnEvalRunEndsTheFocusIsOnTheResults(FxRobot robot) throws Exception {
        open(robot);
        robot.clickOn("#tab-eval");
        waitUntil(() -> robot.lookup("#eval-run").tryQuery().map(n -> !n.isDisabled()).orElse(false));

        robot.clickOn("#eval-run");

        waitUntil(() -> Files.isDirectory(project.resolve("eval_runs"))
                && Files.list(project.resolve("eval_runs")).findAny().isPresent(), 120);
        waitUntil(() -> !robot.lookup("#eval-run").query().isDisabled(), 60);
        WaitForAsyncUtils.waitForFxEvents();
        assertFocusIn(robot, "eval-results");
        pressJAndKeepTheName(robot);
    }

    private void open(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().map(n -> ((TableView<?>) n).getItems().size() > 8)
                .orElse(false), 60);
        waitUntil(() -> robot.lookup("#chat-user").tryQuery().isPresent());
        waitUntil(() -> context.jobs().running().isEmpty(), 60);
        robot.clickOn("#metadata-tab"); // the project opened on the Overview
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void assertFocusIn(FxRobot robot, String id) throws Exception {
        Node owner = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#main-tabs").query().getScene().getFocusOwner())
                .get();
        assertThat(owner).as("the focus owner").isNotNull();
        assertThat(owner.getId()).as("the focus owner").isNotEqualTo("chat-user").isEqualTo(id);
    }

    private static void pressJAndKeepTheName(FxRobot robot) throws Exception {
        robot.press(KeyCode.J).release(KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.lookup("#chat-user").queryAs(TextField.class).getText())).isEqualTo(USER);
    }

    private static int indexOf(TableView<QueueEntry> table, String name) {
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).name().equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name + " not in the queue");
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        waitUntil(condition, 20);
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
