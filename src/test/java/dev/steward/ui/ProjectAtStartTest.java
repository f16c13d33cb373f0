package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.ui.fx.FxJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * {@code steward open PROJECT}: the shell is built while the project given at start opens (StewardApp asks for the
 * open first). It shows a line instead of the start screen, which it never builds when the open succeeds; the
 * project's loads start once its first frame is drawn (the Overview's figures then come); a failed open falls back
 * to the start screen.
 */
class ProjectAtStartTest {
    @TempDir
    Path temp;
    private AppContext context;
    private final List<String> centres = new ArrayList<>(); // every centre the shell showed, on the FX thread

    @AfterEach
    void stop() throws Exception {
        FxToolkit.cleanupStages();
        if (context != null) {
            context.close();
        }
    }

    @Test
    void theProjectShowsWithoutTheStartScreenAndItsLoadsStartAfterItsFirstFrame() throws Exception {
        TestWorkspace workspace = new TestWorkspace(Files.createTempDirectory(temp, "ws"));
        Path shop = workspace.project("shop");
        FxRobot robot = shellOpening(workspace, shop);
        waitUntil(() -> robot.lookup("#main-tabs").tryQuery().isPresent());
        // the loads start after the first frame: the Overview is measured although nobody selected it
        waitUntil(() -> !robot.lookup("#overview-figures").queryAs(FlowPane.class).getChildren().isEmpty());
        assertThat(fx(() -> List.copyOf(centres))).as("the shell's centre, in order: never the start screen")
                .containsExactly("opening-centre", "main-window");
    }

    @Test
    void aProjectThatDoesNotOpenLeavesTheStartScreen() throws Exception {
        TestWorkspace workspace = new TestWorkspace(Files.createTempDirectory(temp, "ws"));
        FxRobot robot = shellOpening(workspace, workspace.root().resolve("no-such-project"));
        waitUntil(() -> robot.lookup("#start-screen").tryQuery().isPresent());
        assertThat(fx(() -> List.copyOf(centres))).containsExactly("opening-centre", "start-screen");
        assertThat(fx(() -> robot.lookup("#main-tabs").tryQuery())).isEmpty();
    }

    /** As StewardApp.showShell does: the open is asked for, then the shell is built and shown. */
    private FxRobot shellOpening(TestWorkspace workspace, Path project) throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        context = workspace.context(new FxJobs(2));
        FxToolkit.setupFixture(() -> {
            context.shell().open(project);
            AppShell shell = new AppShell(context, owner -> Optional.empty(), stage::close);
            centres.add(shell.getCenter().getId());
            shell.centerProperty().addListener((obs, old, now) -> centres.add(now == null ? null : now.getId()));
            StewardApp.showIn(stage, shell, context);
        });
        return new FxRobot();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met within 60 s", e);
        }
    }
}
