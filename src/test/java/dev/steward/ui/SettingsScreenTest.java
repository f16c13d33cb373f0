package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.UserSettings;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.ui.fx.FxJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
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
 * Issue 21, settings (acceptance 3): the app starts with the LLM at a port nobody listens on; in the settings screen
 * the steward types the scripted fake Ollama's URL, Test connection lists its models, Save stores it in
 * settings.json, the status bar then shows that endpoint as the one in use, and the next chat question goes to it
 * through the real LangChain4j client: the chat shows the fake's SQL and the rows it gives.
 */
@ExtendWith(ApplicationExtension.class)
class SettingsScreenTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");

    @TempDir
    Path temp;
    private AppContext context;
    private FakeOllamaServer ollama;
    private TestWorkspace workspace;

    @Start
    void start(Stage stage) throws Exception {
        workspace = new TestWorkspace(temp);
        Path project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                SAMPLE.toAbsolutePath().toString()), null, temp).workingCopy(temp.resolve("userdata"));
        // not the default 2-minute safety close: opening the project alone can take a minute under load
        ollama = FakeOllamaServer.start(Duration.ofMinutes(30)).models(FakeOllamaServer.DEFAULT_MODEL, "llama3.2:latest")
                .script(chat -> FakeReply.text("SELECT count(*) AS customers FROM customers"));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName("Dana").withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> TestWorkspace.BAG_OF_WORDS);
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
        ollama.close();
    }

    @Test
    void aUrlChangedInSettingsIsTestedSavedShownInTheStatusBarAndUsedByTheChat(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#chat-input").tryQuery().isPresent(), 60);
        waitUntil(() -> text(robot, "#status-llm").contains("unreachable at 127.0.0.1:9 (settings)"), 60);

        robot.press(KeyCode.CONTROL, KeyCode.COMMA).release(KeyCode.COMMA, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#settings-llm-url").tryQuery().isPresent());
        TextField url = onFx(() -> robot.lookup("#settings-llm-url").queryAs(TextField.class));
        robot.clickOn("#settings-llm-url").press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write(ollama.baseUrl().toString());
        waitUntil(() -> url.getText().equals(ollama.baseUrl().toString()));
        robot.clickOn("#settings-test");

        waitUntil(() -> text(robot, "#settings-connection").startsWith("2 model(s) at " + ollama.baseUrl()));
        ComboBox<?> models = onFx(() -> robot.lookup("#settings-llm-model").queryAs(ComboBox.class));
        assertThat(onFx(() -> models.getItems().stream().map(Object::toString).toList()))
                .containsExactly(FakeOllamaServer.DEFAULT_MODEL, "llama3.2:latest");
        assertThat(ollama.chatCount()).as("testing asks /api/tags only").isZero();

        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#settings-save").queryButton().fire()).get();

        waitUntil(() -> Files.exists(workspace.directories().settingsFile()) && Files.readString(
                workspace.directories().settingsFile()).contains("\"llm_base_url\" : \"" + ollama.baseUrl()));
        UserSettings stored = workspace.settingsStore().load();
        assertThat(stored.llmBaseUrl()).isEqualTo(ollama.baseUrl().toString());
        assertThat(stored.userName()).isEqualTo("Dana");
        assertThat(stored.recentProjects()).hasSize(1);
        String host = ollama.baseUrl().getHost() + ":" + ollama.baseUrl().getPort();
        waitUntil(() -> text(robot, "#status-llm").equals("LLM: " + FakeOllamaServer.DEFAULT_MODEL + " ready at "
                + host + " (settings)"), 60);

        robot.clickOn("#chat-input").write("How many customers do we have in total?").type(KeyCode.ENTER);

        waitUntil(() -> ollama.chatCount() > 0, 90);
        assertThat(ollama.lastChat().toString()).contains("How many customers do we have in total?");
        // the answer shown is the fake's: its SQL, run on the project's data
        waitUntil(() -> robot.lookup("#chat-sql").tryQuery().map(n -> ((javafx.scene.control.TextArea) n).getText())
                .orElse("").equals("SELECT count(*) AS customers FROM customers"), 90);
        waitUntil(() -> robot.lookup(".chat-table").tryQuery().isPresent(), 30);
        assertThat(onFx(() -> robot.lookup(".chat-step").queryAllAs(Labeled.class).stream().map(Labeled::getText)
                .toList())).contains("The model wrote SQL");

        robot.clickOn("#status-project").press(KeyCode.F1).release(KeyCode.F1);
        waitUntil(() -> robot.lookup("#shortcut-sheet").tryQuery().isPresent());
        assertThat(onFx(() -> robot.lookup("#shortcut-sheet .label").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText).toList())).contains("Ctrl+J", "Show or hide the chat panel", "J / K",
                "Approve and move to the next", "Ctrl+,", "F1  or  Ctrl+/", "Del  or  Backspace");
    }

    private static String text(FxRobot robot, String id) throws Exception {
        return onFx(() -> robot.lookup(id).tryQuery().map(n -> ((Labeled) n).getText()).orElse(""));
    }

    private static <T> T onFx(Callable<T> call) throws Exception {
        return WaitForAsyncUtils.asyncFx(call).get();
    }

    /** 60 s: a Test connection or a settings save waits for a job, and the jobs queue behind others under load. */
    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        waitUntil(condition, 60);
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
