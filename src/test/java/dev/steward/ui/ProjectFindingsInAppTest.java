package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.ui.fx.FxJobs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Label;
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
 * The app says which folder the data is read from, and shows doctor's findings: an ambiguous data path (the
 * project copied next to another project's data/) and a relationship naming a table with no Parquet file.
 */
@ExtendWith(ApplicationExtension.class)
class ProjectFindingsInAppTest {
    private static final Path OUT = Path.of("target", "screenshots");
    @TempDir
    Path temp;
    private AppContext context;
    private Scene scene;
    private Path project;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = workspace.project("copied");
        Files.writeString(project.resolve("main.yaml"), "pipeline: {name: copied}\npaths: {silver: data/silver}\n");
        Files.createDirectories(temp.resolve("data/silver")); // another project's data/ beside the copy
        Files.writeString(project.resolve("relationships.yaml"), "relationships:\n"
                + "  - {from_table: orders, to_table: regions, join_on: [region_id], status: approved}\n");
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        scene = StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void theStartScreenStatusBarAndBannerSayWhichDataIsReadAndWhatDoesNotMatch(FxRobot robot) throws Exception {
        waitUntil(() -> robot.lookup(".recent-data").tryQuery().isPresent());
        assertThat(fx(() -> robot.lookup(".recent-data").queryAs(Label.class).getText()))
                .startsWith("⚠ paths.silver 'data/silver' also exists outside the project; Steward reads ");
        snapshot("findings-start.png");

        robot.clickOn("#open-folder");

        waitUntil(() -> labels(robot).stream().anyMatch(t -> t.startsWith("relationships.yaml")));
        assertThat(labels(robot)).anySatisfy(t -> assertThat(t).contains("paths.silver 'data/silver' exists in 2 "
                + "places", project.resolve("data/silver").toString(), temp.resolve("data/silver").toString()))
                .anySatisfy(t -> assertThat(t).isEqualTo("relationships.yaml: orders -> regions on [region_id]: "
                        + "table 'regions' has no Parquet file; table 'orders' has no column 'region_id' (fix or "
                        + "delete the entry in the Relationships tab)"));
        Label data = fx(() -> robot.lookup("#status-data").queryAs(Label.class));
        assertThat(fx(data::getText)).isEqualTo("Data: check the folder (see the banner)");
        assertThat(fx(() -> List.copyOf(data.getPseudoClassStates()))).extracting(Object::toString).contains("failed");
        assertThat(fx(() -> data.getTooltip().getText())).contains("Steward reads", "openmedallion");
        snapshot("findings-main.png");
    }

    private static List<String> labels(FxRobot robot) {
        return fx(() -> robot.lookup("#project-warnings .label").queryAllAs(Label.class).stream().map(Label::getText)
                .toList());
    }

    private void snapshot(String name) throws Exception {
        Files.createDirectories(OUT);
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
