package dev.steward.ui.fx;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.service.query.NodeQuery;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class JobsIndicatorTest {
    private final FxJobs jobs = new FxJobs(2);
    private final CountDownLatch stopped = new CountDownLatch(3);
    private Stage window;

    /**
     * The indicator gets a window of its own: a 600x80 scene on TestFX's shared primary stage kept that stage at
     * 600x80 for the next test class's app window ("no nodes were visible" in MigrationInAppTest run after this one).
     * Lookups start at this window's root, not at whatever an earlier test class left on the primary stage.
     */
    @Start
    void start(Stage primary) {
        window = new Stage();
        window.setScene(new Scene(new StackPane(new JobsIndicator(jobs.running())), 600, 80));
        window.show();
    }

    @AfterEach
    void close() {
        jobs.close();
        WaitForAsyncUtils.waitForAsyncFx(5000, window::close);
    }

    @Test
    void showsRunningJobsExceptQuietOnesAndCancelsThemFromTheStatusBar(FxRobot robot) throws Exception {
        assertThat(fx(() -> in(robot).lookup("#jobs-indicator").query().isVisible())).isFalse();

        WaitForAsyncUtils.asyncFx(() -> {
            jobs.submit("Reading tables", this::untilCancelled, JobCallbacks.of(v -> { }, f -> { }));
            jobs.submit("Loading the embedding model", this::untilCancelled, JobCallbacks.of(v -> { }, f -> { }));
            jobs.submitQuietly("Saving settings", this::untilCancelled, JobCallbacks.of(v -> { }, f -> { }));
        }).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> fx(() -> in(robot).lookup("#job-title").queryAs(Label.class).getText()
                        .startsWith("Reading tables — step")));

        assertThat(fx(() -> in(robot).lookup("#jobs-indicator").query().isVisible())).isTrue();
        MenuButton menu = fx(() -> in(robot).lookup("#jobs-menu").queryAs(MenuButton.class));
        assertThat(fx(menu::isVisible)).isTrue();
        assertThat(fx(menu::getText)).isEqualTo("+1 more");
        assertThat(fx(() -> menu.getItems().stream().map(item -> item.getText()).toList()))
                .containsExactly("Cancel: Reading tables", "Cancel: Loading the embedding model");

        robot.clickOn(fx(() -> in(robot).lookup("#job-cancel").queryAs(Node.class)));
        assertThat(fx(() -> List.copyOf(jobs.running()))).extracting(RunningJob::title)
                .containsExactly("Loading the embedding model", "Saving settings");
        assertThat(fx(menu::isVisible)).isFalse();
        robot.clickOn(fx(() -> in(robot).lookup("#job-cancel").queryAs(Node.class)));
        assertThat(fx(() -> in(robot).lookup("#jobs-indicator").query().isVisible())).isFalse();
        WaitForAsyncUtils.asyncFx(() -> jobs.running().get(0).cancel()).get(5, TimeUnit.SECONDS);

        assertThat(stopped.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(fx(() -> List.copyOf(jobs.running()))).isEmpty();
        assertThat(fx(() -> in(robot).lookup("#jobs-indicator").query().isVisible())).isFalse();
    }

    private NodeQuery in(FxRobot robot) {
        return robot.from(window.getScene().getRoot());
    }

    private Void untilCancelled(JobContext context) {
        try {
            for (int step = 1; !context.isCancelled(); step++) {
                context.progress(-1, "step " + step);
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stopped.countDown();
        }
        return null;
    }
}
