package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.migrate.Migrator;
import dev.steward.migrate.Moves;
import dev.steward.migrate.OldSample;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.FxJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
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
 * Opening a project an older Steward curated (the old sample: extras inside openmedallion's files) shows the
 * migrate dry run's list in a banner; two clicks move it (the same Migrator as {@code steward migrate --apply}, as a
 * job), after which openmedallion's loader accepts every file and {@code steward migrate --undo} restores them.
 */
@ExtendWith(ApplicationExtension.class)
class MigrationInAppTest {
    @TempDir
    Path temp;
    private AppContext context;
    private Path project;
    private byte[] oldMetadata;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = OldSample.copyTo(temp.resolve("projects").resolve("old_sample"));
        oldMetadata = Files.readAllBytes(project.resolve("metadata.yaml"));
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void theBannerListsTheMovesAndAConfirmedClickMovesThemUndoably(FxRobot robot) throws Exception {
        int planned = migrator().plan(project).moved().size();
        assertThat(planned).isPositive();
        assertThat(OmConformance.check(project)).isNotEmpty();
        robot.clickOn("#open-folder");

        waitUntil(() -> robot.lookup("#migration-summary").tryQuery().map(n -> n.isVisible()
                && !((Label) n).getText().isEmpty()).orElse(false));
        assertThat(fx(() -> robot.lookup("#migration-summary").queryAs(Label.class).getText()))
                .contains(planned + " value(s)", "metadata.yaml", "relationships.yaml");
        @SuppressWarnings("unchecked")
        ListView<String> moves = fx(() -> robot.lookup("#migration-moves").queryAs(ListView.class));
        List<String> listed = fx(() -> List.copyOf(moves.getItems()));
        assertThat(listed).hasSize(planned);
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).as("nothing moves before the confirm")
                .isEqualTo(oldMetadata);

        robot.clickOn("#migration-move");
        waitUntil(() -> robot.lookup("#migration-confirm").query().isVisible());
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).isEqualTo(oldMetadata);
        robot.clickOn("#migration-confirm");

        waitUntil(() -> robot.lookup("#migration-done").tryQuery().map(n -> n.isVisible()).orElse(false));
        assertThat(fx(() -> robot.lookup("#migration-done").queryAs(Label.class).getText()))
                .contains(planned + " value(s) moved", "steward migrate --undo");
        assertThat(OmConformance.check(project)).isEmpty();
        assertThat(migrator().plan(project).isEmpty()).isTrue();
        assertThat(Files.readString(project.resolve("steward/migrations.jsonl"))).contains("\"action\":\"apply\"");

        // what 'steward migrate --undo' runs
        assertThat(migrator().undo(project)).contains("metadata.yaml");
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).isEqualTo(oldMetadata);
    }

    private static Migrator migrator() {
        return new Migrator(Moves.all(), new AtomicFiles(), Clock.systemUTC(), "tester");
    }

    private static <T> T fx(java.util.concurrent.Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(10, TimeUnit.SECONDS);
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
