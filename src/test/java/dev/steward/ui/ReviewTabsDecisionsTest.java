package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.metadata.DraftScript;
import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.UserSettings;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.PulseMonitor;
import dev.steward.ui.metadata.QueueEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
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
 * Decisions in the Metadata tab that meet the outside world, through the real window on a working copy of the
 * sample: metadata.yaml changed behind the tab's back (both banner choices), and drafting with a scripted fake
 * Ollama (progress per table, Cancel, then a draft that shows in the diff and is approved).
 */
@ExtendWith(ApplicationExtension.class)
class ReviewTabsDecisionsTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final String DRAFTED = "Each row represents a customer company with its industry, segment and region.";
    @TempDir
    Path temp;
    private AppContext context;
    private Path project;
    private String before;
    private FakeOllamaServer ollama;
    private final PulseMonitor pulses = new PulseMonitor();

    @Start
    void start(Stage stage) throws Exception {
        ollama = FakeOllamaServer.start();
        TestWorkspace workspace = new TestWorkspace(temp);
        project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        before = Files.readString(metadataFile());
        workspace.settingsStore().save(UserSettings.defaults().withLlm(ollama.baseUrl().toString(),
                FakeOllamaServer.DEFAULT_MODEL).withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        WaitForAsyncUtils.waitForAsyncFx(5000, pulses::stop);
        context.close();
        ollama.close();
    }

    @Test
    void aFileChangedBehindTheTabsBackOffersReloadAndKeepMineAndNeverOverwritesSilently(FxRobot robot)
            throws Exception {
        open(robot);
        select(robot, "customers");
        String theirs = before.replace(DRAFTED, "Customers, as edited in another editor.");
        Files.writeString(metadataFile(), theirs);

        approveByKey(robot); // A approves and moves on; the conflict brings customers back
        waitUntil(() -> robot.lookup("#conflict-banner").query().isVisible());
        assertThat(Files.readString(metadataFile())).as("nothing saved over their change").isEqualTo(theirs);
        waitUntil(() -> text(robot, "#review-title").equals("customers"));

        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#conflict-reload").queryButton().fire()).get();
        waitUntil(() -> !robot.lookup("#conflict-banner").query().isVisible()
                && draftText(robot, "#draft-description").equals("Customers, as edited in another editor."));
        assertThat(Files.readString(metadataFile())).as("Reload keeps their change").isEqualTo(theirs);
        assertThat(curationLog()).doesNotExist();

        robot.press(KeyCode.E).release(KeyCode.E);
        waitUntil(() -> robot.lookup("#edit-description").tryQuery().map(Node::isVisible).orElse(false));
        TextInputControl description = fx(() -> robot.lookup("#edit-description").queryAs(TextInputControl.class));
        WaitForAsyncUtils.asyncFx(() -> description.setText("One row per customer company (mine).")).get();
        String theirsAgain = theirs.replace("Customers, as edited in another editor.", "Customers, edited twice.");
        Files.writeString(metadataFile(), theirsAgain);
        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#review-approve").queryButton().fire()).get();
        waitUntil(() -> robot.lookup("#conflict-banner").query().isVisible());
        assertThat(Files.readString(metadataFile())).isEqualTo(theirsAgain);

        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#conflict-keep-mine").queryButton().fire()).get();
        waitUntil(() -> statusOf(robot, "customers").equals("approved"));
        int at = theirsAgain.indexOf("  customers:");
        String expected = theirsAgain.substring(0, at) + theirsAgain.substring(at)
                .replaceFirst("status: draft", "status: approved")
                .replace("Customers, edited twice.", "One row per customer company (mine).");
        assertThat(Files.readString(metadataFile())).as("Keep mine writes exactly my edit over theirs")
                .isEqualTo(expected);
        assertThat(Files.readString(curationLog())).contains("\"key\":\"customers\"").contains("\"edit_approve\"");
        // The pane is rebuilt after Keep mine: the banner is then gone from the scene or hidden.
        waitUntil(() -> robot.lookup("#conflict-banner").tryQuery().map(n -> !n.isVisible()).orElse(true));
        assertPulsesKept();
    }

    @Test
    void draftingWithTheLlmShowsProgressCanBeCancelledAndItsDraftIsApproved(FxRobot robot) throws Exception {
        ollama.script(chat -> new DraftScript().apply(chat).after(Duration.ofMillis(1500)));
        open(robot);
        robot.clickOn("#generate-drafts");
        Label progress = fx(() -> robot.lookup("#drafting-message").queryAs(Label.class));
        waitUntil(() -> progress.getText().matches("Drafting \\S+ \\(1 of \\d\\)"));
        assertThat(fx(() -> robot.lookup("#drafting-progress").query().isVisible())).isTrue();
        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#drafting-cancel").queryButton().fire()).get();
        waitUntil(() -> !text(robot, "#llm-notice").isEmpty());
        assertThat(fx(() -> text(robot, "#llm-notice"))).contains("cancelled");
        assertThat(fx(() -> robot.lookup("#drafting-progress").query().isVisible())).isFalse();

        ollama.script(new DraftScript());
        select(robot, "customers");
        robot.press(KeyCode.R).release(KeyCode.R);
        waitUntil(() -> !text(robot, "#llm-notice").isEmpty());
        assertThat(fx(() -> text(robot, "#llm-notice"))).isEqualTo("Drafted customers.");
        waitUntil(() -> draftText(robot, "#draft-description").equals("Drafted: one row per customers."));
        assertThat(fx(() -> draftText(robot, "#draft-column-segment")))
                .isEqualTo("Drafted: the segment of a customers row.");

        approveByKey(robot);
        waitUntil(() -> statusOf(robot, "customers").equals("approved"));
        String after = Files.readString(metadataFile());
        String customers = after.substring(after.indexOf("\n  customers:"), after.indexOf("\n  products:"));
        assertThat(customers).contains("status: approved").contains("Drafted: one row per customers.")
                .doesNotContain(DRAFTED);
        assertThat(ollama.chats()).anyMatch(c -> DraftScript.tableOf(c).equals("customers"));
        assertPulsesKept();
    }

    private void open(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().isPresent() && queue(robot).getItems().size() > 8);
        waitUntil(() -> context.jobs().running().isEmpty());
        robot.clickOn("#metadata-tab"); // the project opened on the Overview
        robot.clickOn("#metadata-table"); // keys go to the tab, not to the chat's question box
        WaitForAsyncUtils.asyncFx(pulses::start).get();
    }

    private void select(FxRobot robot, String name) throws Exception {
        TableView<QueueEntry> table = queue(robot);
        WaitForAsyncUtils.asyncFx(() -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(
                table.getItems().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow()))).get();
        waitUntil(() -> text(robot, "#review-title").equals(name) && context.jobs().running().isEmpty());
        robot.clickOn("#key-hint"); // focus away from any text field, so the letters are shortcuts
    }

    private static void approveByKey(FxRobot robot) {
        robot.press(KeyCode.A).release(KeyCode.A);
    }

    private void assertPulsesKept() throws Exception {
        Duration worstBusy = WaitForAsyncUtils.asyncFx(pulses::worstBusy).get();
        Duration worstGap = WaitForAsyncUtils.asyncFx(pulses::worstGap).get();
        System.out.println("pulse monitor: FX thread busy at most " + worstBusy.toMillis() + " ms between pulses; "
                + "worst wall-clock gap " + worstGap.toMillis() + " ms");
        assertThat(worstBusy).isLessThan(ReviewTabsTest.MAX_BUSY);
    }

    private Path metadataFile() {
        return project.resolve("metadata.yaml");
    }

    private Path curationLog() {
        return project.resolve("curation_log.jsonl");
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueEntry> queue(FxRobot robot) {
        return fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
    }

    private static String statusOf(FxRobot robot, String name) {
        return queue(robot).getItems().stream().filter(e -> e.name().equals(name)).findFirst()
                .map(QueueEntry::status).orElse("");
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(n -> ((Label) n).getText()).orElse("");
    }

    /** The words of one side of a diff, as shown. */
    private static String draftText(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(flow -> flow.lookupAll(".diff-segment").stream()
                .map(n -> ((Text) n).getText()).reduce("", String::concat)).orElse("");
    }

    private void waitUntil(Callable<Boolean> condition) throws Exception {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out; the window shows: " + WaitForAsyncUtils.asyncFx(this::state).get(), e);
        }
    }

    /** What the tab shows, for a timeout's message. */
    private String state() {
        FxRobot robot = new FxRobot();
        return "title=" + text(robot, "#review-title") + ", notice=" + text(robot, "#review-notice") + ", llm="
                + text(robot, "#llm-notice") + ", drafting=" + text(robot, "#drafting-message") + ", jobs="
                + context.jobs().running().stream().map(j -> j.title()).toList() + ", chats="
                + ollama.chatCount() + ", banner=" + robot.lookup("#conflict-banner").tryQuery().map(Node::isVisible)
                .orElse(false);
    }
}
