package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.metadata.QueueEntry;
import dev.steward.ui.relationships.RelationshipRow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
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
 * Issue 22: the project's first frame builds the tab headers, the Overview and the chat panel only; the other tabs'
 * content comes while the app is idle, one tab per idle moment, then the diagram — or at once when the steward gets
 * to a tab first (a click, an Overview figure), showing what its view model loaded before the tab existed. The real
 * main window on a working copy of the sample with real jobs, catalog and sandbox (a bag-of-words model).
 */
@ExtendWith(ApplicationExtension.class)
class TabsAfterTheFirstFrameTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final List<String> LATER = List.of("metadata-tab", "tab-relationships", "tab-examples-templates",
            "tab-drift-profiling", "tab-eval", "tab-definitions");

    @TempDir
    Path temp;
    private Stage stage;
    private AppContext context;
    private FxJobs jobs;
    private volatile WorkspaceViewModel workspace;
    private volatile MainWindow window;
    private volatile Scene scene;
    /** Post-layout pulses since the window was shown. */
    private volatile int pulses;
    /** The tabs with content in the window's first laid-out frame. */
    private final List<String> builtInFirstFrame = new ArrayList<>();

    @Start
    void start(Stage shown) {
        Application.setUserAgentStylesheet(dev.steward.ui.fx.Theme.LIGHT.userAgentStylesheet());
        stage = shown;
    }

    @AfterEach
    void stop() {
        if (workspace != null) {
            WaitForAsyncUtils.waitForAsyncFx(10_000, workspace::close);
        }
        if (context != null) {
            context.close();
        }
    }

    private void openWindow() throws Exception {
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        Project project = new ProjectOpener(Map.of()).open(copy);
        jobs = new FxJobs(2);
        context = new TestWorkspace(temp).context(jobs, () -> TestWorkspace.BAG_OF_WORDS);
        WaitForAsyncUtils.asyncFx(() -> {
            workspace = new WorkspaceViewModel(project, jobs, new ErrorPresenter(), null, new AtomicFiles(),
                    UserSettings::defaults, context.evals(project), null);
            window = new MainWindow(workspace);
            scene = new Scene(window, 1280, 800);
            scene.getStylesheets().add(StewardApp.STYLESHEET);
            scene.addPostLayoutPulseListener(() -> {
                if (pulses++ == 0) {
                    tabs().getTabs().stream().filter(t -> t.getContent() != null).map(Tab::getId)
                            .forEach(builtInFirstFrame::add);
                }
            });
            stage.setScene(scene);
            stage.show();
            workspace.start();
        }).get(120, TimeUnit.SECONDS);
        waitUntil(() -> pulses > 0, 30);
    }

    @Test
    void theFirstFrameHoldsTheOverviewAndTheOtherTabsAreBuiltOneAtATimeWhenIdle() throws Exception {
        openWindow();
        assertThat(builtInFirstFrame).as("the first frame").containsExactly("tab-overview");
        List<String> order = new ArrayList<>();
        List<Integer> atPulse = new ArrayList<>();
        WaitForAsyncUtils.asyncFx(() -> {
            for (Tab tab : tabs().getTabs()) {
                tab.contentProperty().addListener((obs, old, content) -> {
                    order.add(tab.getId());
                    atPulse.add(pulses);
                });
            }
            window.workWhenIdle(jobs);
        }).get();

        waitUntil(() -> order.size() == LATER.size() && scene.lookup("#erd-webview") != null, 120);
        assertThat(order).as("built in the tabs' order once the loads were done").isEqualTo(LATER);
        assertThat(atPulse).as("one tab per idle moment: each laid out in a pulse of its own").doesNotHaveDuplicates();
        assertThat(fx(() -> tabs().getSelectionModel().getSelectedItem().getId())).isEqualTo("tab-overview");
    }

    @Test
    void aTabReachedBeforeItsTurnIsBuiltThenWithWhatItsViewModelHolds(FxRobot robot) throws Exception {
        CountDownLatch busy = new CountDownLatch(1);
        openWindow();
        WaitForAsyncUtils.asyncFx(() -> {
            // a job that outlasts the test: the idle moment never comes, so only the steward's moves build tabs
            jobs.submitQuietly("a long job", c -> busy.await(120, TimeUnit.SECONDS), JobCallbacks.of(d -> { },
                    f -> { }));
            window.workWhenIdle(jobs);
        }).get();
        try {
            waitUntil(() -> !workspace.metadata().allRows().isEmpty()
                    && !workspace.relationships().visibleRows().isEmpty()
                    && robot.lookup("#overview-tables-stale").tryQuery().isPresent(), 90);
            assertThat(fx(() -> tabs().getTabs().stream().filter(t -> t.getContent() != null).map(Tab::getId)
                    .toList())).as("nothing built while a job runs").containsExactly("tab-overview");

            // chosen in the view model before the tab exists: the new tab shows it
            RelationshipRow chosen = fx(() -> {
                workspace.relationships().tableFilterProperty().set("transactions");
                RelationshipRow row = workspace.relationships().visibleRows().get(0);
                workspace.relationships().selectedProperty().set(row);
                tabs().getSelectionModel().select(tab("tab-relationships"));
                return row;
            });
            WaitForAsyncUtils.waitForFxEvents();
            @SuppressWarnings("unchecked")
            ComboBox<String> filter = fx(() -> robot.lookup("#relationships-table-filter").queryAs(ComboBox.class));
            assertThat(fx(filter::getValue)).isEqualTo("transactions");
            assertThat(fx(() -> List.copyOf(filter.getItems()))).contains("All tables", "transactions");
            TableView<?> relationships = fx(() -> robot.lookup("#relationships-table").queryAs(TableView.class));
            assertThat(fx(() -> relationships.getSelectionModel().getSelectedItem())).isSameAs(chosen);

            // an Overview figure opens a tab not built yet: narrowed, the first row selected, the focus in the list
            robot.interact(() -> tabs().getSelectionModel().select(0));
            WaitForAsyncUtils.waitForFxEvents();
            robot.clickOn("#overview-tables-stale");
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(fx(() -> tabs().getSelectionModel().getSelectedItem().getId())).isEqualTo("metadata-tab");
            @SuppressWarnings("unchecked")
            TableView<QueueEntry> queue = fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
            assertThat(fx(() -> List.copyOf(queue.getItems()))).extracting(QueueEntry::name).containsExactly("products");
            assertThat(fx(() -> queue.getSelectionModel().getSelectedItem().name())).isEqualTo("products");
            Node focus = fx(scene::getFocusOwner);
            assertThat(focus == null ? null : focus.getId()).as("the focus owner").isEqualTo("metadata-table");
        } finally {
            busy.countDown();
        }
    }

    private TabPane tabs() {
        return (TabPane) scene.lookup("#main-tabs");
    }

    private Tab tab(String id) {
        return tabs().getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> fx(condition));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
