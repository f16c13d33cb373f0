package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.fx.FxJobs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
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
 * Writes the start screen and the main window, light and dark, to {@code target/screenshots/} for people to
 * look at. Uses the bundled sample project when it is there, else a small generated one.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    @TempDir
    Path temp;
    private AppContext context;
    private Scene scene;
    private Path project;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        // A working copy, so opening it (which takes the project lock) never writes into the bundled sample.
        project = Files.isDirectory(SAMPLE)
                ? new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                        null, temp).workingCopy(temp.resolve("userdata"))
                : workspace.project("sales_intel");
        workspace.settingsStore().save(workspace.offlineSettings()
                .withRecentProject(temp.resolve("archive/old_project")).withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        scene = StewardApp.showIn(stage, shell, context);
        context.status().loadEmbeddings();
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void snapshotsTheKeyScreensInBothThemes(FxRobot robot) throws Exception {
        Files.createDirectories(OUT);
        waitUntil(() -> robot.lookup("#recent-projects").queryListView().getItems().size() == 2);
        snapshot("start-light.png");
        WaitForAsyncUtils.asyncFx(() -> context.shell().open(temp.resolve("gone"))).get(10, TimeUnit.SECONDS);
        waitUntil(() -> robot.lookup("#error-banner").query().isVisible());
        robot.clickOn("#error-details-toggle");
        snapshot("error-light.png");
        robot.clickOn("#error-dismiss");
        robot.clickOn("#theme-toggle");
        snapshot("start-dark.png");
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery()
                .map(n -> !((TableView<?>) n).getItems().isEmpty()).orElse(false));
        waitUntil(() -> context.jobs().running().isEmpty());
        snapshot("main-dark.png");
        robot.clickOn("#theme-toggle");
        snapshot("main-light.png");
        assertThat(OUT.resolve("main-light.png")).isNotEmptyFile();
    }

    private void snapshot(String name) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> {
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png", OUT.resolve(name).toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).get(10, TimeUnit.SECONDS);
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
