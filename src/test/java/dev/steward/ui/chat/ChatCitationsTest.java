package dev.steward.ui.chat;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 20 in the chat: the as-of and role pickers ask the next question like {@code steward query --as-of --role},
 * and every answer shows the definition records it cites. A working copy of the sample, the real pipeline, no LLM
 * (the definition routes need none; the configured endpoint listens nowhere). Marco_Rossi holds analyst and
 * finance_controller in the sample's steward/roles.yaml.
 */
@ExtendWith(ApplicationExtension.class)
class ChatCitationsTest {
    private static final int WAIT_SECONDS = 120;
    private static final String MEMO_QUESTION = "What does the commission memo say?";
    /** The memo's text, title, object and evidence id: none may reach an analyst. */
    private static final List<String> MEMO_MARKERS = List.of("HERON", "accelerator", "1.6x", "ev.memo",
            "memo.commission_plan", "Finance memo", "commission_2025");

    @TempDir
    Path temp;
    private FxJobs jobs;
    private ChatViewModel model;
    private Project project;

    @Start
    void start(Stage stage) throws Exception {
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        project = new ProjectOpener(Map.of()).open(copy);
        jobs = new FxJobs(2);
        ChatBackend backend = new ProjectChatBackend(project, FakeEmbedder::new,
                () -> new OllamaLlm(OllamaLlmConfig.defaults(new OllamaEndpoint(URI.create("http://127.0.0.1:9"),
                        "qwen2.5-coder:7b"))),
                new AtomicFiles(), temp.resolve("duck"), PipelineSettings.defaults(), Clock.systemUTC());
        model = new ChatViewModel(jobs, new ErrorPresenter(), backend, Clock.systemUTC(), "Marco_Rossi", name -> { });
        stage.setScene(new Scene(new ChatPanel(model), 440, 800));
        stage.show();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(model::close).get(10, TimeUnit.SECONDS);
        waitUntil(() -> jobs.running().isEmpty());
        jobs.close();
    }

    @Test
    void theAsOfDateDecidesWhichVersionOfNetRevenueIsCited(FxRobot robot) {
        pickDate(robot, "2024-06-30");
        ChatExchange june = ask(robot, "What is net revenue?");
        assertThat(fx(() -> june.answerProperty().get().kind())).isEqualTo(AnswerKind.DEFINITION);
        assertThat(fx(() -> june.answerProperty().get().llmCalls())).isZero();
        assertThat(citations(robot, 0)).containsExactly(
                "ev.net_revenue.v1 — metric.net_revenue v1, metric definition, approved");
        assertThat(text(robot, 0, ".chat-route"))
                .isEqualTo("A governed definition answered (no SQL, no LLM) · route definition");
        assertThat(text(robot, 0, ".chat-asked-as"))
                .isEqualTo("As Marco_Rossi (all roles: analyst, finance_controller) · as of 2024-06-30");

        pickDate(robot, "2024-07-01");
        ask(robot, "What is net revenue?");
        assertThat(citations(robot, 1)).as("valid_from is inclusive: v2, its model and lineage").containsExactly(
                "ev.net_revenue.v2 — metric.net_revenue v2, metric definition, approved",
                "ev.model.net_revenue.v2 — model.net_revenue v2, model schema, approved",
                "ev.lineage.net_revenue.v2 — lineage.net_revenue v2, lineage, approved");

        robot.clickOn("#chat-as-of-clear");
        assertThat(fx(() -> model.askAs().asOfProperty().get())).isNull();
        ChatExchange undated = ask(robot, "What is net revenue?");
        assertThat(fx(() -> undated.answerProperty().get().kind())).as("no date: the versions differ, so it asks")
                .isEqualTo(AnswerKind.CLARIFICATION);
        assertThat(text(robot, 2, ".chat-asked-as")).endsWith("the question's own date");
    }

    @Test
    void anAnalystIsDeniedTheMemoWithNothingOfItOnScreenAndTheFinanceRoleGetsItWithItsCitation(FxRobot robot)
            throws Exception {
        pickRole(robot, "analyst");
        ChatExchange denied = ask(robot, MEMO_QUESTION);
        assertThat(fx(() -> denied.answerProperty().get().kind())).isEqualTo(AnswerKind.DENIED);
        robot.clickOn("#chat-step-details"); // the technical step lines are in the scene graph either way
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> robot.lookup(".chat-evidence").queryAll())).isEmpty();
        assertThat(text(robot, 0, ".chat-no-sources")).isEqualTo("No sources are shown for this role.");
        assertThat(text(robot, 0, ".chat-route")).contains("route denied");
        record StepShown(String text, Object icon, boolean refusedStyle) { }
        List<StepShown> steps = fx(() -> robot.from(exchange(robot, 0)).lookup(".chat-step").queryAllAs(Labeled.class)
                .stream().map(step -> new StepShown(step.getText(), ((FontIcon) step.getGraphic()).getIconCode(),
                        step.getStyleClass().contains("chat-step-refused"))).toList());
        assertThat(steps).as("the refusal is a step of its own").anyMatch(s -> s.text().equals(
                "Not available for your role"));
        for (StepShown step : steps) {
            boolean refusal = step.text().equals("Not available for your role");
            assertThat(step.icon()).as(step.text()).isEqualTo(refusal ? Feather.LOCK : Feather.CHECK);
            assertThat(step.refusedStyle()).as(step.text()).isEqualTo(refusal);
        }
        String screen = sceneText(robot);
        assertThat(screen).contains(MEMO_QUESTION).contains("As Marco_Rossi (analyst)");
        MEMO_MARKERS.forEach(marker -> assertThat(screen).as("nothing of the memo on screen").doesNotContain(marker));
        String history = Files.readString(project.chatHistoryDir().resolve("Marco_Rossi.jsonl"));
        MEMO_MARKERS.forEach(marker -> assertThat(history).as("nothing of the memo in the chat history")
                .doesNotContain(marker));

        pickRole(robot, "finance_controller");
        ChatExchange answered = ask(robot, MEMO_QUESTION);
        assertThat(fx(() -> answered.answerProperty().get().kind())).isEqualTo(AnswerKind.DEFINITION);
        assertThat(citations(robot, 1)).containsExactly(
                "ev.memo.commission_2025 — memo.commission_plan 1, restricted memo, approved");
        assertThat(text(robot, 1, "#chat-definition")).contains("HERON");
        assertThat(text(robot, 1, ".chat-asked-as")).startsWith("As Marco_Rossi (finance_controller)");
    }

    /**
     * An answer given as finance_controller stays in the conversation when the picker moves to analyst, but with
     * nothing of what it cites: only the question and a sentence saying it is hidden for this role; an answer citing
     * nothing restricted stays whole, marked as asked as another role. Back as finance_controller, it shows again.
     */
    @Test
    void switchingToALesserRoleHidesEarlierAnswersThatCiteWhatItMayNotSee(FxRobot robot) throws Exception {
        pickRole(robot, "finance_controller");
        ask(robot, MEMO_QUESTION);
        pickDate(robot, "2024-06-30");
        ask(robot, "What is net revenue?");
        assertThat(sceneText(robot)).contains("HERON", "ev.memo.commission_2025");

        pickRole(robot, "analyst");
        // until what the analyst may not see is read, every answer citing a record is hidden; then only the memo's
        waitUntil(() -> model.exchanges().get(1).concealedProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> model.exchanges().get(0).concealedProperty().get())).isNotEmpty();
        String screen = sceneText(robot);
        MEMO_MARKERS.forEach(marker -> assertThat(screen).as("nothing of the memo after the switch")
                .doesNotContain(marker));
        assertThat(text(robot, 0, "#chat-concealed")).startsWith("Hidden while you ask as Marco_Rossi (analyst): "
                + "this answer, asked as Marco_Rossi (finance_controller), cites a record");
        assertThat(fx(() -> robot.from(exchange(robot, 0)).lookup(".chat-step").queryAll())).isEmpty();
        assertThat(citations(robot, 1)).as("net revenue v1 is for everyone").containsExactly(
                "ev.net_revenue.v1 — metric.net_revenue v1, metric definition, approved");
        assertThat(text(robot, 1, ".chat-asked-as")).isEqualTo("As Marco_Rossi (finance_controller) · as of "
                + "2024-06-30 — not the role you ask as now");

        pickRole(robot, "finance_controller");
        waitUntil(() -> model.exchanges().get(0).concealedProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(citations(robot, 0)).containsExactly(
                "ev.memo.commission_2025 — memo.commission_plan 1, restricted memo, approved");
        assertThat(text(robot, 0, "#chat-definition")).contains("HERON");
        assertThat(text(robot, 1, ".chat-asked-as")).doesNotContain("not the role");
    }

    private void pickDate(FxRobot robot, String iso) {
        DatePicker picker = fx(() -> robot.lookup("#chat-as-of").queryAs(DatePicker.class));
        robot.interact(() -> picker.getEditor().clear());
        robot.clickOn(fx(picker::getEditor)).write(iso).type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> model.askAs().asOfProperty().get())).isEqualTo(LocalDate.parse(iso));
    }

    private void pickRole(FxRobot robot, String role) {
        waitUntil(() -> model.askAs().roleChoices().contains(role));
        @SuppressWarnings("unchecked")
        ComboBox<String> picker = fx(() -> robot.lookup("#chat-role").queryAs(ComboBox.class));
        robot.clickOn(picker);
        robot.clickOn(fx(() -> robot.lookup(".list-cell").match(n -> n instanceof Labeled l && role.equals(l.getText()))
                .queryAs(Labeled.class)));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> model.askAs().roleProperty().get())).isEqualTo(role);
    }

    private ChatExchange ask(FxRobot robot, String question) {
        int before = fx(() -> model.exchanges().size());
        robot.clickOn("#chat-input").write(question);
        robot.clickOn("#chat-send");
        waitUntil(() -> model.exchanges().size() == before + 1
                && !model.exchanges().get(before).runningProperty().get());
        ChatExchange exchange = fx(() -> model.exchanges().get(before));
        assertThat(fx(() -> exchange.answerProperty().get())).as(fx(() -> exchange.noteProperty().get())).isNotNull();
        WaitForAsyncUtils.waitForFxEvents();
        return exchange;
    }

    private static List<String> citations(FxRobot robot, int exchange) {
        return fx(() -> robot.from(exchange(robot, exchange)).lookup(".chat-evidence").queryAllAs(Labeled.class)
                .stream().map(Labeled::getText).toList());
    }

    private static String text(FxRobot robot, int exchange, String query) {
        return fx(() -> robot.from(exchange(robot, exchange)).lookup(query).queryLabeled().getText());
    }

    private static Node exchange(FxRobot robot, int index) {
        return fx(() -> new ArrayList<Node>(robot.lookup(".chat-exchange").queryAll()).get(index));
    }

    private static String sceneText(FxRobot robot) {
        return fx(() -> String.join("\n", everyText(robot.lookup("#chat-panel").query())));
    }

    /** Every text the node and its descendants hold, shown or not: labels, text nodes, fields, tooltips. */
    private static List<String> everyText(Node node) {
        List<String> texts = new ArrayList<>();
        if (node instanceof Labeled labeled) {
            texts.add(labeled.getText());
            Tooltip tip = labeled.getTooltip();
            if (tip != null) {
                texts.add(tip.getText());
            }
        } else if (node instanceof TextInputControl field) {
            texts.add(field.getText());
        } else if (node instanceof Text text) {
            texts.add(text.getText());
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> texts.addAll(everyText(child)));
        }
        return texts;
    }

    private static void waitUntil(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(WAIT_SECONDS, TimeUnit.SECONDS, () -> fx(condition));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("condition not met within " + WAIT_SECONDS + " s", e);
        }
    }
}
