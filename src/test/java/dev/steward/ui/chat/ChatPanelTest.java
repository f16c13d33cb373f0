package dev.steward.ui.chat;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.StepKind;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The chat panel on a working copy of the sample project, the real pipeline and the fake Ollama server. */
@ExtendWith(ApplicationExtension.class)
class ChatPanelTest {
    static final String REGION_SQL = "SELECT r.region, SUM(t.amount) AS revenue FROM transactions t "
            + "JOIN reps r ON r.rep_id = t.rep_id WHERE t.stage = 'closed_won' GROUP BY r.region ORDER BY revenue DESC";

    /** Generous: the first question builds the retrieval index, and the build machine is shared. */
    private static final int WAIT_SECONDS = 120;

    @TempDir
    Path temp;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private FxJobs jobs;
    private ChatViewModel model;
    private Project project;
    private final FakeEmbedder embedder = new FakeEmbedder()
            .fix(TEMPLATE_QUESTION, 1, 0, 0).fix("What is the total revenue by region for 2024-Q4?", 1, 0, 0);
    private volatile boolean llmRunning = true;
    static final String TEMPLATE_QUESTION = "What is the total revenue by region for a given quarter?";

    @Start
    void start(Stage stage) throws Exception {
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        project = new ProjectOpener(Map.of()).open(copy);
        jobs = new FxJobs(2);
        ChatBackend backend = new ProjectChatBackend(project, () -> embedder,
                () -> llmRunning ? ollama.llm() : new OllamaLlm(OllamaLlmConfig.defaults(
                        new OllamaEndpoint(URI.create("http://127.0.0.1:9"), "qwen2.5-coder:7b"))),
                new AtomicFiles(), temp.resolve("duck"), PipelineSettings.defaults(),
                Clock.systemUTC());
        model = new ChatViewModel(jobs, new ErrorPresenter(), backend, Clock.systemUTC(), "tester", name -> { });
        stage.setScene(new Scene(new ChatPanel(model), 520, 760));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(model::close).get(10, TimeUnit.SECONDS);
        waitUntil(() -> jobs.running().isEmpty());
        jobs.close();
        ollama.close();
    }

    @Test
    void askShowsTheTimelineTheSqlAndTheRows(FxRobot robot) {
        ollama.reply(REGION_SQL);
        robot.clickOn("#chat-input").write("Revenue by region?").type(javafx.scene.input.KeyCode.ENTER);

        ChatExchange exchange = answered();
        assertThat(fx(() -> List.copyOf(exchange.steps())))
                .extracting(s -> s.kind()).containsExactly(StepKind.RETRIEVAL, StepKind.TEMPLATE,
                StepKind.PROMPT, StepKind.GENERATION, StepKind.VALIDATION, StepKind.EXECUTION);
        assertThat(fx(() -> robot.lookup(".chat-step").queryAll())).hasSize(6);
        assertThat(fx(() -> robot.lookup("#chat-sql").queryAs(TextArea.class).getText())).isEqualTo(REGION_SQL);
        assertThat(fx(() -> List.copyOf(robot.lookup(".chat-table").queryAs(TableView.class).getItems()))).isNotEmpty();
        assertThat(fx(() -> robot.lookup(".chat-table .value-number").queryAllAs(javafx.scene.control.TableCell.class)
                .stream().map(cell -> cell.getText() + " " + cell.getAlignment()).toList()))
                .as("revenue cells: grouped and right-aligned").isNotEmpty()
                .allSatisfy(shown -> assertThat(shown).matches("\\d{1,3}(,\\d{3})+(\\.\\d+)? CENTER_RIGHT"));
        assertThat(fx(() -> robot.lookup("#chat-chart").tryQuery())).isPresent();
        assertThat(fx(() -> model.inputProperty().get())).isEmpty();
        assertThat(fx(() -> exchange.turnsProperty().get())).hasSize(1);
        snapshot(robot, "chat-panel-light.png");
    }

    private static void snapshot(FxRobot robot, String name) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            try {
                Path out = Files.createDirectories(Path.of("target", "screenshots"));
                javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(
                        robot.lookup("#chat-panel").query().getScene().snapshot(null), null), "png",
                        out.resolve(name).toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @Test
    void aClarifyReplyShowsTheClarification(FxRobot robot) {
        ollama.reply("CLARIFY: Do you mean booked or closed-won revenue?");
        ask(robot, "What is revenue?");

        answered();
        assertThat(fx(() -> robot.lookup("#chat-clarification").queryLabeled().getText()))
                .contains("booked or closed-won revenue");
    }

    @Test
    void thumbsUpThenEndSessionAddsOneHarvestedLine(FxRobot robot) throws Exception {
        Path harvested = project.harvestedFile();
        long before = lines(harvested);
        ollama.reply(REGION_SQL);
        ask(robot, "Revenue by region?");
        answered();

        ToggleButton up = fx(() -> robot.lookup("#chat-thumbs-up").queryAs(ToggleButton.class));
        robot.interact(up::fire); // below the chart, outside the visible part of the scroll pane
        waitUntil(() -> jobs.running().isEmpty());
        robot.clickOn("#chat-end-session");

        waitUntil(() -> robot.lookup("#chat-status").queryLabeled().getText().contains("1 learned, 0 noted"));
        assertThat(lines(harvested)).isEqualTo(before + 1);
        assertThat(Files.readAllLines(harvested).get((int) before)).contains("\"status\":\"candidate\"");
    }

    @Test
    void reuseFromHistoryPutsThePastQuestionBack(FxRobot robot) throws Exception {
        String question = "What was the revenue by region of our closed-won deals, from the largest to the smallest?";
        ollama.reply(REGION_SQL);
        ask(robot, question);
        answered();

        robot.clickOn("#chat-history-toggle");
        waitUntil(() -> !model.history().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node list = fx(() -> robot.lookup("#chat-history").query());
        javafx.scene.Node reuse = fx(() -> robot.lookup(".chat-reuse").query());
        javafx.geometry.Bounds listBounds = WaitForAsyncUtils.asyncFx(() -> list.localToScene(
                list.getLayoutBounds())).get();
        javafx.geometry.Bounds reuseBounds = WaitForAsyncUtils.asyncFx(() -> reuse.localToScene(
                reuse.getLayoutBounds())).get();
        assertThat(reuseBounds.getMaxX()).as("Reuse is inside the list, not pushed past its edge by a long question")
                .isLessThanOrEqualTo(listBounds.getMaxX());
        assertThat(fx(() -> robot.lookup("#chat-history .label").queryAllAs(javafx.scene.control.Label.class).stream()
                .map(javafx.scene.control.Label::getText).toList()))
                .anyMatch(t -> t.matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · 5 rows"));
        assertThat(fx(() -> texts(robot, "#chat-history .text")))
                .as("no line cut to '…'").noneMatch(t -> t.endsWith("…"));
        assertThat(fx(() -> texts(robot, "#chat-history .chat-history-question")))
                .as("the question whole").contains(question);
        robot.clickOn(".chat-reuse");

        assertThat(fx(() -> model.inputProperty().get())).isEqualTo(question);
        assertThat(fx(() -> robot.lookup("#chat-conversation").query().isVisible())).isTrue();
    }

    @Test
    void stopCancelsASlowAnswerAndRecordsNothing(FxRobot robot) {
        ollama.enqueue(FakeReply.text(REGION_SQL).after(Duration.ofSeconds(120)));
        ask(robot, "Revenue by region?");
        waitUntil(() -> model.busyProperty().get()
                && model.exchanges().get(0).steps().stream().anyMatch(s -> s.kind() == StepKind.PROMPT));

        robot.clickOn("#chat-send");

        waitUntil(() -> !model.busyProperty().get());
        ChatExchange exchange = fx(() -> model.exchanges().get(0));
        assertThat(fx(() -> exchange.noteProperty().get())).startsWith("Stopped");
        assertThat(fx(() -> exchange.runningProperty().get())).isFalse();
        assertThat(project.chatHistoryDir().resolve("tester.jsonl")).doesNotExist();
    }

    @Test
    void withoutAnLlmATemplateQuestionStillAnswersAndOthersSayWhatToStart(FxRobot robot) throws Exception {
        llmRunning = false;
        ask(robot, "What is the total revenue by region for 2024-Q4?");
        ChatExchange exchange = answered();
        assertThat(fx(() -> exchange.answerProperty().get().kind())).isEqualTo(AnswerKind.ROWS);
        assertThat(fx(() -> exchange.answerProperty().get().llmCalls())).isZero();
        assertThat(fx(() -> exchange.resultProperty().get().rowCount())).isEqualTo(5);
        assertThat(fx(() -> List.copyOf(exchange.steps())))
                .anySatisfy(step -> assertThat(step.detail()).contains("quarter=2024-Q4 (rule)"));
        assertThat(ollama.chatCount()).isZero();
        String shown = fx(() -> robot.lookup("#chat-sql").queryAs(TextArea.class).getText());
        assertThat(shown).contains("quarter = '2024-Q4'").doesNotContain("?");
        robot.interact(() -> robot.lookup("#chat-copy-sql").queryButton().fire());
        assertThat(WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get()).isEqualTo(shown);
        assertThat(fx(() -> model.exchanges().get(0).turnsProperty().get().get(0).sql())).isEqualTo(shown);

        ask(robot, "Which rep closed the most deals?");
        waitUntil(() -> model.exchanges().size() == 2 && model.exchanges().get(1).answerProperty().get() != null);
        assertThat(fx(() -> robot.lookup("#chat-error").queryLabeled().getText())).containsIgnoringCase("ollama");
    }

    private void ask(FxRobot robot, String question) {
        robot.clickOn("#chat-input").write(question);
        robot.clickOn("#chat-send");
    }

    private ChatExchange answered() {
        waitUntil(() -> !model.exchanges().isEmpty());
        ChatExchange first = fx(() -> model.exchanges().get(0));
        waitUntil(() -> !first.runningProperty().get());
        assertThat(fx(() -> first.answerProperty().get()))
                .as(fx(() -> first.noteProperty().get() + " " + first.steps())).isNotNull();
        WaitForAsyncUtils.waitForFxEvents();
        return fx(() -> model.exchanges().get(0));
    }

    private static List<String> texts(FxRobot robot, String query) {
        return robot.lookup(query).queryAllAs(javafx.scene.text.Text.class).stream()
                .map(javafx.scene.text.Text::getText).toList();
    }

    private static long lines(Path file) throws Exception {
        return Files.exists(file) ? Files.readAllLines(file).stream().filter(l -> !l.isBlank()).count() : 0;
    }

    static void waitUntil(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(WAIT_SECONDS, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met in " + WAIT_SECONDS + " s", e);
        }
    }
}
