package dev.steward.ui.chat;

import atlantafx.base.theme.Styles;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineStep;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** One question and its answer in the chat: the step timeline, then the SQL, rows, chart, text or error. */
final class ExchangeView extends VBox {
    private final ChatExchange exchange;
    private final ChatViewModel model;
    private final VBox timeline = new VBox(2);
    private final Hyperlink detailsToggle = new Hyperlink("Show details");
    private boolean showDetails;
    private final VBox body = new VBox(6);
    private final HBox working;
    private final HBox actions;
    private final Label concealed = new Label(null, new FontIcon(Feather.EYE_OFF));

    ExchangeView(ChatExchange exchange, ChatViewModel model) {
        super(8);
        this.exchange = exchange;
        this.model = model;
        getStyleClass().add("chat-exchange");
        Label question = new Label(exchange.question());
        question.setWrapText(true);
        question.getStyleClass().addAll("chat-question", Styles.TEXT_BOLD);
        timeline.getStyleClass().add("chat-timeline");
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(16, 16);
        working = new HBox(6, spinner, new Label("Working…"));
        working.getStyleClass().add(Styles.TEXT_MUTED);
        working.visibleProperty().bind(exchange.runningProperty());
        working.managedProperty().bind(exchange.runningProperty());
        actions = actions();
        Label note = new Label();
        note.setWrapText(true);
        note.getStyleClass().addAll("chat-note", Styles.TEXT_SMALL);
        note.textProperty().bind(exchange.noteProperty());
        note.visibleProperty().bind(exchange.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        detailsToggle.setId("chat-step-details");
        detailsToggle.getStyleClass().add(Styles.TEXT_SMALL);
        detailsToggle.setOnAction(e -> toggleDetails());
        concealed.setId("chat-concealed");
        concealed.setWrapText(true);
        concealed.getStyleClass().addAll("chat-concealed", Styles.TEXT_SMALL);
        concealed.textProperty().bind(exchange.concealedProperty());
        concealed.visibleProperty().bind(exchange.concealedProperty().isNotEmpty());
        concealed.managedProperty().bind(concealed.visibleProperty());
        getChildren().addAll(question, concealed, timeline, detailsToggle, working, body, actions, note);
        exchange.steps().addListener((ListChangeListener<PipelineStep>) change -> {
            while (change.next()) {
                if (!isConcealed()) {
                    change.getAddedSubList().forEach(this::addStep);
                }
            }
        });
        exchange.answerProperty().addListener((obs, old, answer) -> showAnswer(answer));
        exchange.resultProperty().addListener((obs, old, result) -> showAnswer(exchange.answerProperty().get()));
        exchange.otherAudienceProperty().addListener((obs, was, other) -> showAnswer(exchange.answerProperty().get()));
        exchange.concealedProperty().addListener((obs, old, now) -> showAll());
        showAll();
    }

    /**
     * The steps and the answer, or — while the answer cites a record the chat's current role may not see — only
     * the sentence saying so: the steps, the answer and its citations leave the scene graph, not just the screen.
     */
    private void showAll() {
        timeline.getChildren().clear();
        boolean hidden = isConcealed();
        detailsToggle.setVisible(!hidden);
        detailsToggle.setManaged(!hidden);
        if (!hidden) {
            exchange.steps().forEach(this::addStep);
        }
        showAnswer(exchange.answerProperty().get());
    }

    private boolean isConcealed() {
        return !exchange.concealedProperty().get().isEmpty();
    }

    /**
     * A plain line per step; its technical line (what the pipeline reported, with the time) on demand. A refusal
     * is no green check: DENIED has its own lock and colour.
     */
    private void addStep(PipelineStep step) {
        boolean refused = StepText.refusal(step);
        Label line = new Label(StepText.plain(step), new FontIcon(refused ? Feather.LOCK : Feather.CHECK));
        line.setWrapText(true);
        line.getStyleClass().addAll("chat-step", Styles.TEXT_SMALL);
        if (refused) {
            line.getStyleClass().add("chat-step-refused");
        }
        Label technical = new Label(StepText.technical(step));
        technical.setWrapText(true);
        technical.getStyleClass().addAll("chat-step-detail", Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        technical.setPadding(new javafx.geometry.Insets(0, 0, 2, 22));
        technical.setVisible(showDetails);
        technical.setManaged(showDetails);
        timeline.getChildren().addAll(line, technical);
    }

    private void toggleDetails() {
        showDetails = !showDetails;
        detailsToggle.setText(showDetails ? "Hide details" : "Show details");
        timeline.getChildren().stream().filter(n -> n.getStyleClass().contains("chat-step-detail")).forEach(n -> {
            n.setVisible(showDetails);
            n.setManaged(showDetails);
        });
    }

    private void showAnswer(PipelineAnswer answer) {
        body.getChildren().clear();
        boolean shown = answer != null && !isConcealed();
        actions.setVisible(shown);
        actions.setManaged(shown);
        if (!shown) {
            return;
        }
        switch (answer.kind()) {
            case ROWS -> body.getChildren().addAll(sqlEditor(), result());
            case MULTIPLE -> answer.parts().forEach(part -> body.getChildren().add(part(part)));
            case ERROR -> body.getChildren().add(error(answer));
            default -> {
                body.getChildren().add(text(answer));
                if (exchange.resultProperty().get() != null) {
                    body.getChildren().add(result());
                }
            }
        }
        body.getChildren().add(new CitationsView(exchange.askedAs(), exchange.otherAudienceProperty().get(), answer));
    }

    private Node sqlEditor() {
        TextArea sql = new TextArea();
        sql.textProperty().bindBidirectional(exchange.sqlProperty());
        sql.getStyleClass().add("chat-sql");
        sql.setPrefRowCount(rowsFor(exchange.sqlProperty().get()));
        exchange.sqlProperty().addListener((obs, old, text) -> sql.setPrefRowCount(rowsFor(text)));
        sql.setWrapText(true);
        sql.setId("chat-sql");
        Button run = new Button("Run", new FontIcon(Feather.PLAY));
        run.getStyleClass().addAll(Styles.SMALL);
        run.setId("chat-run");
        run.setOnAction(e -> model.runSql(exchange));
        Button copy = new Button("Copy SQL", new FontIcon(Feather.COPY));
        copy.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        copy.setId("chat-copy-sql");
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(exchange.sqlProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        return new VBox(4, sql, new HBox(6, run, copy));
    }

    /** The whole statement, no inner scroll bar: its lines, each wrapped at about 56 characters, plus one. */
    static int rowsFor(String sql) {
        int rows = 1;
        for (String line : (sql == null ? "" : sql).split("\n", -1)) {
            rows += Math.max(1, (line.length() + 55) / 56);
        }
        return Math.min(40, Math.max(2, rows));
    }

    private Node result() {
        if (exchange.resultProperty().get() == null) {
            return new Region();
        }
        VBox box = new VBox(4);
        ResultSummary.of(exchange.resultProperty().get()).ifPresent(line -> {
            Label summary = new Label(line);
            summary.setId("chat-summary");
            summary.setWrapText(true);
            summary.getStyleClass().add("chat-summary");
            box.getChildren().add(summary);
        });
        box.getChildren().add(new ResultView(exchange.resultProperty().get()));
        return box;
    }

    private static Node part(PipelineAnswer part) {
        Label question = new Label(part.question());
        question.getStyleClass().add(Styles.TEXT_BOLD);
        VBox box = new VBox(4, question);
        if (!part.sql().isEmpty()) {
            Label sql = new Label(part.runnableSql());
            sql.setWrapText(true);
            sql.getStyleClass().add("chat-sql-text");
            box.getChildren().add(sql);
        }
        part.rows().ifPresent(rows -> box.getChildren().add(new ResultView(rows)));
        part.text().ifPresent(text -> box.getChildren().add(new Label(text)));
        part.failure().ifPresent(e -> box.getChildren().add(new Label(ErrorText.sentence(e))));
        return box;
    }

    private static Node text(PipelineAnswer answer) {
        Feather icon = answer.kind() == AnswerKind.CLARIFICATION ? Feather.HELP_CIRCLE : Feather.INFO;
        Label text = new Label(answer.text().orElse(""), new FontIcon(icon));
        text.setWrapText(true);
        text.getStyleClass().add("chat-answer-text");
        text.setId("chat-" + answer.kind().name().toLowerCase(java.util.Locale.ROOT));
        return text;
    }

    private static Node error(PipelineAnswer answer) {
        Label sentence = new Label(answer.error().getMessage(), new FontIcon(Feather.ALERT_TRIANGLE));
        sentence.setWrapText(true);
        sentence.getStyleClass().addAll("chat-error", Styles.DANGER);
        sentence.setId("chat-error");
        TextArea details = new TextArea(details(answer));
        details.setEditable(false);
        details.setWrapText(true);
        details.setPrefRowCount(4);
        details.setVisible(false);
        details.setManaged(false);
        Hyperlink toggle = new Hyperlink("Details");
        toggle.setOnAction(e -> {
            details.setVisible(!details.isVisible());
            details.setManaged(details.isVisible());
        });
        return new VBox(4, sentence, toggle, details);
    }

    private static String details(PipelineAnswer answer) {
        StringBuilder text = new StringBuilder();
        answer.error().hint().ifPresent(hint -> text.append("What to do: ").append(hint).append("\n\n"));
        if (!answer.sql().isEmpty()) {
            text.append("Last SQL tried:\n").append(answer.runnableSql()).append("\n\n");
        }
        Throwable cause = answer.error().getCause();
        if (cause != null) {
            text.append("Cause: ").append(cause);
        }
        return text.toString().strip();
    }

    private HBox actions() {
        ToggleButton up = vote(Feather.THUMBS_UP, true, "chat-thumbs-up");
        ToggleButton down = vote(Feather.THUMBS_DOWN, false, "chat-thumbs-down");
        exchange.voteProperty().addListener((obs, old, vote) -> {
            up.setSelected(Boolean.TRUE.equals(vote));
            down.setSelected(Boolean.FALSE.equals(vote));
        });
        Button review = new Button("Send to review", new FontIcon(Feather.INBOX));
        review.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        review.setId("chat-send-to-review");
        review.setOnAction(e -> model.sendToReview(exchange));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(6, up, down, gap, review);
        row.getStyleClass().add("chat-actions");
        return row;
    }

    private ToggleButton vote(Feather icon, boolean up, String id) {
        ToggleButton button = new ToggleButton(null, new FontIcon(icon));
        button.getStyleClass().addAll(Styles.SMALL, Styles.BUTTON_ICON);
        button.setId(id);
        button.setOnAction(e -> {
            model.vote(exchange, up);
            button.setSelected(Boolean.valueOf(up).equals(exchange.voteProperty().get()));
        });
        return button;
    }
}
