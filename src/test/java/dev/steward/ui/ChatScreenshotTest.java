package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.fx.FxJobs;
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
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
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
 * The whole app wired by {@link AppContext} (real embedding model, the fake Ollama server as the configured LLM) on
 * a working copy of the sample project: one chat answer with its timeline, rows and chart, light and dark, to
 * {@code target/screenshots/}. Also proves the composition root builds a working chat.
 */
@ExtendWith(ApplicationExtension.class)
class ChatScreenshotTest {
    private static final Path OUT = Path.of("target", "screenshots");
    private static final String MONTHLY_SQL = "SELECT date_trunc('month', txn_date) AS month, SUM(amount) AS revenue "
            + "FROM transactions WHERE stage = 'closed_won' AND year(txn_date) = 2024 GROUP BY month ORDER BY month";
    @TempDir
    Path temp;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private AppContext context;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        workspace.settingsStore().save(workspace.offlineSettings()
                .withLlm(ollama.baseUrl().toString(), FakeOllamaServer.DEFAULT_MODEL).withUserName("Dana Whitfield"));
        context = workspace.context(new FxJobs(2), new EmbeddingModelLoader()::load);
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        scene = StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
        ollama.close();
    }

    @Test
    void aRealAnswerWithItsTimelineAndChartInBothThemes(FxRobot robot) throws Exception {
        ollama.reply(MONTHLY_SQL);
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#chat-input").tryQuery().isPresent());
        robot.interact(() -> context.status().loadEmbeddings()); // the chat and the status bar share one model
        // not a verified question word for word, so the model answers (a verified one runs its SQL with no LLM call)
        robot.clickOn("#chat-input").write("Chart the monthly closed-won revenue of 2024");
        robot.clickOn("#chat-send");
        waitUntil(() -> robot.lookup("#chat-chart").tryQuery().isPresent());
        waitUntil(() -> context.jobs().running().isEmpty());
        robot.interact(() -> robot.lookup("#chat-show-chart").queryAs(ToggleButton.class).fire());
        robot.interact(() -> robot.lookup("#chat-conversation").queryAs(ScrollPane.class).setVvalue(1.0));

        snapshot("chat-light.png");
        robot.interact(() -> robot.lookup("#chat-conversation").queryAs(ScrollPane.class).setVvalue(0));
        snapshot("chat-timeline-light.png");
        robot.clickOn("#theme-toggle");
        snapshot("chat-timeline-dark.png");
        robot.interact(() -> robot.lookup("#chat-conversation").queryAs(ScrollPane.class).setVvalue(1.0));
        snapshot("chat-dark.png");

        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(OUT.resolve("chat-dark.png")).isNotEmptyFile();
        assertThat(temp.resolve("userdata")).isDirectory();
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
        }).get(20, TimeUnit.SECONDS);
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
