package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.settings.UserSettings;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.drift.DriftRow;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.metadata.QueueEntry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
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
 * Writes the Metadata and Drift tabs, light and dark, to {@code target/screenshots/} for people to look at. The
 * sample's customers table gets an earlier approval in the curation log (older wording), so its review shows a
 * real word-level diff; products is the sample's stale table.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewTabsScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final String EARLIER_APPROVAL = "{\"ts\":\"2026-11-02T09:30:00Z\",\"user\":\"maria\","
            + "\"kind\":\"table\",\"key\":\"customers\",\"action\":\"approve\",\"before_hash\":null,"
            + "\"after_hash\":\"0000000000000000\",\"snapshot\":{\"layer\":\"silver\",\"status\":\"approved\","
            + "\"description\":\"Each row is a customer company with its industry and segment.\","
            + "\"synonyms\":[\"accounts\",\"clients\"],\"columns\":{"
            + "\"customer_id\":{\"description\":\"Unique identifier of the customer.\"},"
            + "\"name\":{\"description\":\"Legal name of the customer.\"},"
            + "\"industry\":{\"description\":\"Industry the customer operates in.\"},"
            + "\"segment\":{\"description\":\"Customer size segment: SMB, Mid-Market or Enterprise.\"},"
            + "\"created_at\":{\"description\":\"When the customer account was created.\"}}},\"note\":null}\n";
    @TempDir
    Path temp;
    private AppContext context;
    private Scene scene;
    private FakeOllamaServer ollama;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        Files.writeString(project.resolve("curation_log.jsonl"), EARLIER_APPROVAL);
        // a fake Ollama answering each example's golden SQL, except that it trusts a description saying "cents"
        ollama = GoldenAnsweringOllama.start(project.resolve("examples/synthetic.jsonl"), (question, prompt) ->
                prompt.contains("euro cents") && question.startsWith("What was total closed-won revenue in 2024")
                        ? "SELECT SUM(amount) / 100 AS revenue FROM transactions WHERE stage = 'closed_won' AND "
                        + "txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'" : null);
        workspace.settingsStore().save(UserSettings.defaults().withLlm(ollama.baseUrl().toString(),
                FakeOllamaServer.DEFAULT_MODEL).withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> new EmbeddingModelLoader().load());
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        scene = StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
        ollama.close();
    }

    @Test
    void snapshotsBothTabsInBothThemes(FxRobot robot) throws Exception {
        Files.createDirectories(OUT);
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().isPresent() && queue(robot).getItems().size() > 8);
        for (String theme : new String[] {"light", "dark"}) {
            robot.clickOn("#metadata-tab");
            select(robot, "customers"); // beside the open chat panel (the default): the diff stacks
            snapshot("metadata-review-chat-" + theme + ".png");
            robot.press(KeyCode.CONTROL, KeyCode.J).release(KeyCode.J, KeyCode.CONTROL); // chat closed
            select(robot, "products");
            waitUntil(() -> robot.lookup("#schema-delta").tryQuery().isPresent());
            snapshot("metadata-stale-" + theme + ".png");
            select(robot, "customers");
            snapshot("metadata-review-" + theme + ".png");
            select(robot, "pipeline");
            snapshot("metadata-term-" + theme + ".png");
            select(robot, "transactions");
            robot.clickOn("#review-edit");
            TextInputControl description = fx(() -> robot.lookup("#edit-description").queryAs(TextInputControl.class));
            WaitForAsyncUtils.asyncFx(() -> description.setText("One row per sales deal; amount is in euro cents."))
                    .get();
            robot.clickOn("#review-edit");
            WaitForAsyncUtils.asyncFx(() -> robot.lookup("#review-impact").queryButton().fire()).get();
            waitUntil(() -> !robot.lookup("#impact-headline").queryAs(Label.class).getText().isEmpty());
            snapshot("metadata-impact-" + theme + ".png");
            WaitForAsyncUtils.asyncFx(() -> robot.lookup("#review-discard").queryButton().fire()).get();
            robot.clickOn("#tab-drift-profiling");
            waitUntil(() -> !driftTable(robot).getItems().isEmpty());
            WaitForAsyncUtils.asyncFx(() -> driftTable(robot).getSelectionModel().select(driftTable(robot)
                    .getItems().stream().filter(r -> r.name().equals("transactions")).findFirst().orElseThrow()))
                    .get();
            waitUntil(() -> robot.lookup("#profile-status").queryAs(Label.class).getText().contains("rows"));
            TableView<?> profile = fx(() -> robot.lookup("#profile-table").queryAs(TableView.class));
            WaitForAsyncUtils.asyncFx(() -> profile.getSelectionModel().select(4)).get(); // amount
            snapshot("drift-" + theme + ".png");
            robot.press(KeyCode.CONTROL, KeyCode.J).release(KeyCode.J, KeyCode.CONTROL); // chat open again
            snapshot("drift-chat-" + theme + ".png");
            robot.clickOn("#theme-toggle");
        }
        assertThat(OUT.resolve("drift-dark.png")).isNotEmptyFile();
    }

    private void select(FxRobot robot, String name) throws Exception {
        TableView<QueueEntry> table = queue(robot);
        WaitForAsyncUtils.asyncFx(() -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(
                table.getItems().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow()))).get();
        waitUntil(() -> robot.lookup("#review-title").tryQuery().map(n -> ((Label) n).getText().equals(name))
                .orElse(false));
    }

    private void snapshot(String name) throws Exception {
        waitUntil(() -> context.jobs().running().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> {
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png", OUT.resolve(name).toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).get(10, TimeUnit.SECONDS);
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueEntry> queue(FxRobot robot) {
        return fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
    }

    @SuppressWarnings("unchecked")
    private static TableView<DriftRow> driftTable(FxRobot robot) {
        return fx(() -> robot.lookup("#drift-table").queryAs(TableView.class));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
