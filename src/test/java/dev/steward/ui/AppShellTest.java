package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.Theme;
import dev.steward.ui.metadata.QueueEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Application;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class AppShellTest {
    @TempDir
    static Path temp;
    private final AtomicReference<Path> chosen = new AtomicReference<>();
    private FxJobs jobs;
    private AppContext context;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        TestWorkspace workspace = new TestWorkspace(Files.createTempDirectory(temp, "ws"));
        Path missing = workspace.root().resolve("a-folder-with-a-long-name-".repeat(6)).resolve("moved-away");
        Path present = workspace.project("shop");
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(missing)
                .withRecentProject(present));
        chosen.set(present);
        jobs = new FxJobs(2);
        context = workspace.context(jobs);
        AppShell shell = new AppShell(context, owner -> Optional.ofNullable(chosen.get()), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void theStartScreenListsRecentProjectsFromTheSettingsFile(FxRobot robot) {
        ListView<RecentProject> recent = fx(() -> robot.lookup("#recent-projects").queryListView());
        waitUntil(() -> recent.getItems().size() == 2 && !recent.getItems().get(1).available());
        assertThat(fx(() -> List.copyOf(recent.getItems())))
                .extracting(RecentProject::name).containsExactly("shop", "moved-away");
        // a long path is shortened in its row: the remove buttons stay inside the list, which never scrolls sideways
        double width = fx(recent::getWidth);
        assertThat(fx(() -> recent.lookupAll(".recent-remove").stream().filter(Node::isVisible)
                .map(button -> recent.sceneToLocal(button.localToScene(button.getBoundsInLocal())).getMaxX())
                .toList())).hasSize(2).allSatisfy(right -> assertThat(right).isLessThanOrEqualTo(width));
        assertThat(fx(() -> recent.lookupAll(".scroll-bar").stream().filter(bar -> bar instanceof ScrollBar scroll
                && scroll.getOrientation() == Orientation.HORIZONTAL && scroll.isVisible()).count())).isZero();
        assertThat(stage.getTitle()).isEqualTo("Steward");
        assertThat(stage.getIcons()).extracting(Image::getWidth, Image::isError)
                .containsExactly(StewardApp.ICON_SIZES.stream().map(size -> tuple(size.doubleValue(), false))
                        .toArray(Tuple[]::new));
    }

    @Test
    void openingAFolderShowsTheMainWindowWithTheTableList(FxRobot robot) {
        robot.clickOn("#open-folder");

        TableView<QueueEntry> table = waitForTable(robot);
        List<QueueEntry> rows = fx(() -> List.copyOf(table.getItems()));
        assertThat(rows).extracting(QueueEntry::name).containsExactlyInAnyOrder("customers", "orders");
        assertThat(rows).extracting(QueueEntry::columnCount).containsExactlyInAnyOrder(3, 4);
        assertThat(fx(stage::getTitle)).isEqualTo("Steward — shop");
        assertThat(fx(() -> robot.lookup("#metadata-header").queryAs(Label.class).getText()))
                .startsWith("2 tables · 0 terms");
        assertThat(fx(() -> robot.lookup("#status-project").queryAs(Label.class).getText())).endsWith("shop");
        TabPane tabs = fx(() -> robot.lookup("#main-tabs").queryAs(TabPane.class));
        assertThat(fx(() -> tabs.getTabs().get(0).getId())).isEqualTo("tab-overview");
        assertThat(fx(() -> tabs.getSelectionModel().getSelectedItem().getId())).as("a project opens on the Overview")
                .isEqualTo("tab-overview");
        waitUntil(() -> !robot.lookup("#overview-figures").queryAs(FlowPane.class).getChildren().isEmpty());

        robot.press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.lookup("#start-screen").tryQuery())).isPresent();
        assertThat(fx(stage::getTitle)).isEqualTo("Steward");
    }

    @Test
    void theChatPanelTogglesWithTheButtonAndCtrlJ(FxRobot robot) {
        robot.clickOn("#open-folder");
        waitForTable(robot);
        SplitPane split = fx(() -> robot.lookup("#main-split").queryAs(SplitPane.class));
        assertThat(fx(() -> List.copyOf(split.getItems()))).hasSize(2);

        robot.clickOn("#chat-toggle");
        assertThat(fx(() -> List.copyOf(split.getItems()))).hasSize(1);
        assertThat(fx(() -> robot.lookup("#chat-panel").tryQuery())).isEmpty();

        robot.press(KeyCode.CONTROL, KeyCode.J).release(KeyCode.J, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> List.copyOf(split.getItems()))).hasSize(2);
        assertThat(fx(() -> robot.lookup("#chat-panel").tryQuery())).isPresent();
    }

    @Test
    void theThemeToggleSwitchesTheStylesheetAndRemembersIt(FxRobot robot) {
        assertThat(Application.getUserAgentStylesheet()).isEqualTo(Theme.LIGHT.userAgentStylesheet());

        robot.clickOn("#theme-toggle");

        assertThat(Application.getUserAgentStylesheet()).isEqualTo(Theme.DARK.userAgentStylesheet());
        assertThat(context.shell().settingsProperty().get().theme()).isEqualTo("dark");
        robot.clickOn("#theme-toggle");
        assertThat(Application.getUserAgentStylesheet()).isEqualTo(Theme.LIGHT.userAgentStylesheet());
    }

    @Test
    void anErrorWhileOpeningIsShownAndTheStartScreenStays(FxRobot robot) throws Exception {
        chosen.set(Files.writeString(temp.resolve("not-a-folder.txt"), "x"));

        robot.clickOn("#open-folder");

        waitUntil(() -> robot.lookup("#error-banner").query().isVisible());
        assertThat(fx(() -> robot.lookup("#error-headline").queryAs(Label.class).getText()))
                .contains("not-a-folder.txt").contains("not a project folder");
        assertThat(fx(() -> robot.lookup("#start-screen").tryQuery())).isPresent();
        assertThat(fx(() -> robot.lookup("#open-folder").query().isDisabled())).isFalse();

        robot.clickOn("#error-details-toggle");
        assertThat(fx(() -> robot.lookup("#error-details").query().isVisible())).isTrue();
        robot.clickOn("#error-dismiss");
        assertThat(fx(() -> robot.lookup("#error-banner").query().isVisible())).isFalse();
    }

    @Test
    void ctrlOOpensTheChosenFolderAndWarningsOfTheOpenerAreShown(FxRobot robot) throws Exception {
        chosen.set(Files.createDirectories(temp.resolve("empty-project")));

        robot.press(KeyCode.CONTROL, KeyCode.O).release(KeyCode.O, KeyCode.CONTROL);

        waitUntil(() -> robot.lookup("#project-warnings").tryQuery().isPresent());
        assertThat(fx(() -> robot.lookup("#project-warnings .label").queryAs(Label.class).getText()))
                .contains("No silver or gold data folder");
        assertThat(fx(stage::getTitle)).isEqualTo("Steward — empty-project");
    }

    @Test
    void aStrayExceptionIsShownInsteadOfEndingTheApp(FxRobot robot) throws Exception {
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        try {
            context.errors().installAsUncaughtHandler(context.jobs());
            Thread stray = new Thread(() -> {
                throw new IllegalStateException("stray failure");
            });
            stray.start();
            stray.join();

            waitUntil(() -> robot.lookup("#error-banner").query().isVisible());
            assertThat(fx(() -> robot.lookup("#error-headline").queryAs(Label.class).getText()))
                    .isEqualTo("Something went wrong: stray failure");
            assertThat(stage.isShowing()).isTrue();
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(previous);
        }
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueEntry> waitForTable(FxRobot robot) {
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery()
                .map(node -> !((TableView<QueueEntry>) node).getItems().isEmpty()).orElse(false));
        return fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met within 15 s", e);
        }
    }

}
