package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.examples.ExampleEntry;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.SqlCodeArea;
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
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
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

/** Writes the Examples & Templates tab, light and dark (and once beside the chat), to {@code target/screenshots/}. */
@ExtendWith(ApplicationExtension.class)
class ExamplesScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    @TempDir
    Path temp;
    private AppContext context;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName("Dana Whitfield")
                .withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        scene = StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void snapshotsTheTabInBothThemesAndBesideTheChat(FxRobot robot) throws Exception {
        Files.createDirectories(OUT);
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#tab-examples-templates").tryQuery().isPresent());
        robot.clickOn("#tab-examples-templates");
        waitUntil(() -> robot.lookup("#examples-list").tryQuery().isPresent() && list(robot).getItems().size() > 20);
        select(robot, "Which product sold the most units last year?");
        fire(robot, "#detail-run");
        waitUntil(() -> text(robot, "#detail-run-status").contains("row"));
        snapshot("examples-chat-light.png");
        robot.press(KeyCode.CONTROL, KeyCode.J).release(KeyCode.J, KeyCode.CONTROL);
        for (String theme : new String[] {"light", "dark"}) {
            select(robot, "Which product sold the most units last year?");
            fire(robot, "#detail-run");
            waitUntil(() -> text(robot, "#detail-run-status").contains("row"));
            snapshot("examples-verify-" + theme + ".png");
            select(robot, "Who are the top N reps in a region by won revenue?");
            typeInto(robot, "#test-question", "Top 3 reps in the West?");
            fire(robot, "#test-fill");
            waitUntil(() -> robot.lookup("#fill-n").tryQuery().isPresent());
            scrollDetail(robot, 1.0);
            snapshot("examples-template-" + theme + ".png");
            promoteWithASlot(robot);
            snapshot("examples-promote-" + theme + ".png");
            select(robot, "What is the average discount per rep?");
            snapshot("examples-failure-" + theme + ".png");
            robot.clickOn("#theme-toggle");
        }
        assertThat(OUT.resolve("examples-template-dark.png")).isNotEmptyFile();
    }

    /** Make slot on the 2024-Q4 literal and a test fill for another quarter (nothing is saved). */
    private void promoteWithASlot(FxRobot robot) throws Exception {
        select(robot, "Which regions missed their target in 2024-Q4?");
        SqlCodeArea sql = fx(() -> robot.lookup("#detail-sql").queryAs(SqlCodeArea.class));
        int at = fx(() -> sql.getText().indexOf("'2024-Q4'"));
        WaitForAsyncUtils.asyncFx(() -> sql.select(at, at + "'2024-Q4'".length())).get();
        typeInto(robot, "#slot-name", "quarter");
        fire(robot, "#make-slot");
        waitUntil(() -> sql.getText().contains("{quarter}"));
        typeInto(robot, "#test-question", "Which regions missed their target in Q1 2024?");
        fire(robot, "#test-fill");
        waitUntil(() -> robot.lookup("#fill-quarter").tryQuery().isPresent());
        scrollDetail(robot, 0.3);
    }

    private void scrollDetail(FxRobot robot, double position) throws Exception {
        ScrollPane scroll = fx(() -> robot.lookup("#detail-scroll").queryAs(ScrollPane.class));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> {
            scroll.layout();
            scroll.setVvalue(position);
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void select(FxRobot robot, String question) throws Exception {
        ListView<ExampleEntry> list = list(robot);
        WaitForAsyncUtils.asyncFx(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> e.question().equals(question)).findFirst().orElseThrow())).get();
        waitUntil(() -> text(robot, "#detail-title").equals(question));
    }

    private static void fire(FxRobot robot, String id) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> robot.lookup(id).queryButton().fire()).get();
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
    private static ListView<ExampleEntry> list(FxRobot robot) {
        return fx(() -> robot.lookup("#examples-list").queryAs(ListView.class));
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).tryQuery().map(n -> ((Label) n).getText()).orElse(""));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }

    /** Sets a text field's text on the FX thread (a scene-graph change from the test thread races the pulse). */
    private static void typeInto(FxRobot robot, String id, String text) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> robot.lookup(id).queryAs(TextInputControl.class).setText(text)).get();
    }
}
