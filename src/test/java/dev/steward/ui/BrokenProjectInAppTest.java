package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.metadata.QueueEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
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
 * Broken projects in the real app (issue 21) on a working copy of the sample: a garbage Parquet file is an
 * "unreadable" table whose review says why in one plain sentence, without a banner of DuckDB's raw text; a broken
 * relationships.yaml raises the banner, and fixing the file and reloading takes it away.
 */
@ExtendWith(ApplicationExtension.class)
class BrokenProjectInAppTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    @TempDir
    Path temp;
    private AppContext context;
    private Path project;
    private String relationships;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        relationships = Files.readString(project.resolve("relationships.yaml"));
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> TestWorkspace.BAG_OF_WORDS); // the Overview measures
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void aGarbageParquetFileIsAnUnreadableTableThatSaysWhyOnceInPlainWords(FxRobot robot) throws Exception {
        Files.writeString(project.resolve("data/silver/targets.parquet"), "not a parquet file\n".repeat(40));
        open(robot);
        robot.clickOn("#metadata-tab");
        TableView<QueueEntry> queue = fx(() -> robot.lookup("#metadata-table").queryAs(TableView.class));
        QueueEntry targets = fx(() -> queue.getItems().stream().filter(e -> e.name().equals("targets")).findFirst()
                .orElseThrow());
        assertThat(targets.shownStatus()).isEqualTo("unreadable");

        WaitForAsyncUtils.asyncFx(() -> queue.getSelectionModel().clearAndSelect(queue.getItems().indexOf(targets)))
                .get();
        waitUntil(() -> robot.lookup("#review-unreviewable").query().isVisible());
        waitUntil(() -> context.jobs().running().isEmpty());

        List<String> why = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#review-unreviewable")
                .queryAll().stream().flatMap(n -> robot.from(n).lookup(".label").queryAllAs(Labeled.class).stream())
                .map(Labeled::getText).toList()).get();
        assertThat(why).contains("targets cannot be read").anySatisfy(text -> assertThat(text)
                .contains("targets.parquet: No magic bytes found at end of file").doesNotContain("^^^", "LINE 1",
                        "Invalid Input Error", "read_parquet"));
        assertThat(bannerShown(robot)).as("the review pane says it; no banner of raw DuckDB text").isFalse();
        robot.clickOn("#tab-relationships"); // one broken file does not stop the other tabs
        waitUntil(() -> robot.lookup("#relationships-table").queryAs(TableView.class).getItems().size() == 10);
        assertThat(bannerShown(robot)).isFalse();
    }

    @Test
    void fixingABrokenYamlAndReloadingTakesTheBannerAway(FxRobot robot) throws Exception {
        Files.writeString(project.resolve("relationships.yaml"), "relationships:\n  - {from_table: [\n");
        open(robot);
        robot.clickOn("#tab-relationships");
        waitUntil(() -> bannerShown(robot));
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.lookup("#error-headline").queryAs(Label.class).getText())
                .get()).contains("relationships.yaml");

        Files.writeString(project.resolve("relationships.yaml"), relationships);
        robot.clickOn("#relationships-reload");

        waitUntil(() -> !robot.lookup("#relationships-table").queryAs(TableView.class).getItems().isEmpty());
        waitUntil(() -> !bannerShown(robot));
    }

    private void open(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#metadata-table").tryQuery().isPresent()
                && robot.lookup("#metadata-table").queryAs(TableView.class).getItems().size() > 8);
        waitUntil(() -> context.jobs().running().isEmpty());
    }

    private static boolean bannerShown(FxRobot robot) {
        return fx(() -> robot.lookup("#error-banner").tryQuery().map(Node::isVisible).orElse(false));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
