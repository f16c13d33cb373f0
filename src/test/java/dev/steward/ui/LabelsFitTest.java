package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.fx.FxJobs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
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
 * Issue 21: at 1280×800 with the chat panel open (the default layout), no label, button, column header or cell of
 * any tab is shown cut to "…". Walks the real window's scene graph on a working copy of the sample.
 */
@ExtendWith(ApplicationExtension.class)
class LabelsFitTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final List<String> TABS = List.of("#tab-overview", "#metadata-tab", "#tab-relationships",
            "#tab-examples-templates",
            "#tab-drift-profiling", "#tab-eval", "#tab-definitions");

    @TempDir
    Path temp;
    private AppContext context;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName("Dana").withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void nothingIsEllipsisedInAnyTabBesideTheOpenChat(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().map(n -> ((TableView<?>) n).getItems().size() > 8)
                .orElse(false));
        waitUntil(() -> robot.lookup("#chat-panel").tryQuery().isPresent());
        List<String> clipped = new ArrayList<>();
        for (String tab : TABS) {
            robot.clickOn(tab);
            waitUntil(() -> context.jobs().running().isEmpty());
            WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            clipped.addAll(WaitForAsyncUtils.asyncFx(() -> {
                Node root = robot.lookup("#main-window").query();
                root.getScene().getRoot().applyCss();
                root.getScene().getRoot().layout();
                return ClippedLabels.under(root.getScene().getRoot()).stream().map(c -> tab + " " + c).toList();
            }).get());
        }
        clipped.forEach(System.out::println);
        assertThat(clipped).isEmpty();
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
