package dev.steward.ui.chat;

import atlantafx.base.theme.Styles;
import dev.steward.chat.ChatTurn;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The chat side panel: who is asking, the conversation (each answer with its timeline), the history with Reuse,
 * the options, and the question box (Enter sends, Shift+Enter adds a line, ↑ recalls the previous question).
 */
public final class ChatPanel extends BorderPane {
    private static final Duration IDLE_CHECK = Duration.seconds(30);

    private final ChatViewModel model;
    private final VBox conversation = new VBox(14);
    private final ScrollPane scroller = new ScrollPane(conversation);
    private final ListView<ChatTurn> historyList = new ListView<>();
    private final ToggleButton historyToggle = new ToggleButton("History", new FontIcon(Feather.CLOCK));
    private final Timeline idleTimer;

    public ChatPanel(ChatViewModel model) {
        this.model = model;
        setId("chat-panel");
        getStyleClass().add("chat-panel");
        setMinWidth(300);
        setTop(header());
        setCenter(centre());
        setBottom(questionBox());
        model.exchanges().addListener((ListChangeListener<ChatExchange>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(this::addExchange);
            }
            scrollTo(conversation.getChildren().get(conversation.getChildren().size() - 1));
        });
        conversation.addEventFilter(ScrollEvent.SCROLL, this::wheel);
        idleTimer = new Timeline(new KeyFrame(IDLE_CHECK, e -> model.checkIdle()));
        idleTimer.setCycleCount(Animation.INDEFINITE);
        idleTimer.play();
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene == null) {
                idleTimer.stop();
            } else {
                idleTimer.play();
            }
        });
    }

    /** Each answer, when it arrives, is scrolled into view from its question down. */
    private void addExchange(ChatExchange exchange) {
        ExchangeView view = new ExchangeView(exchange, model);
        conversation.getChildren().add(view);
        exchange.answerProperty().addListener((obs, old, answer) -> {
            if (answer != null) {
                scrollTo(view);
            }
        });
    }

    private void scrollTo(javafx.scene.Node view) {
        conversation.applyCss();
        conversation.layout();
        scroller.layout();
        double hidden = conversation.getHeight() - scroller.getViewportBounds().getHeight();
        if (hidden > 0) {
            scroller.setVvalue(Math.min(1, Math.max(0, view.getBoundsInParent().getMinY() / hidden)));
        }
    }

    /** The wheel scrolls the conversation, even over the SQL box or a result table (their bars still scroll them). */
    private void wheel(ScrollEvent event) {
        double hidden = conversation.getHeight() - scroller.getViewportBounds().getHeight();
        if (event.getDeltaY() == 0 || event.isShiftDown() || hidden <= 0) {
            return;
        }
        scroller.setVvalue(Math.min(1, Math.max(0, scroller.getVvalue() - event.getDeltaY() / hidden)));
        event.consume();
    }

    private VBox header() {
        Label title = new Label("Chat", new FontIcon(Feather.MESSAGE_CIRCLE));
        title.getStyleClass().add(Styles.TITLE_4);
        TextField user = new TextField();
        user.setId("chat-user");
        user.setPromptText("Your name");
        user.setPrefColumnCount(9);
        user.textProperty().bindBidirectional(model.userNameProperty());
        user.setOnAction(e -> model.commitUserName());
        user.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                model.commitUserName();
            }
        });
        historyToggle.setId("chat-history-toggle");
        historyToggle.getStyleClass().add(Styles.SMALL);
        historyToggle.setOnAction(e -> {
            if (historyToggle.isSelected()) {
                model.loadHistory();
            }
        });
        Button end = new Button("End session", new FontIcon(Feather.LOG_OUT));
        end.setId("chat-end-session");
        end.getStyleClass().add(Styles.SMALL);
        end.setOnAction(e -> model.endSession());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(6, title, gap, user);
        top.setAlignment(Pos.CENTER_LEFT);
        HBox buttons = new HBox(6, historyToggle, end);
        Label status = new Label();
        status.setId("chat-status");
        status.setWrapText(true);
        status.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        status.textProperty().bind(model.statusProperty());
        VBox box = new VBox(6, top, buttons, status);
        box.setPadding(new Insets(10, 12, 6, 12));
        return box;
    }

    private StackPane centre() {
        conversation.setPadding(new Insets(8, 12, 12, 12));
        conversation.getStyleClass().add("chat-conversation");
        Label empty = new Label("Ask a question about the project's data. Each answer shows its steps, the SQL and "
                + "the rows. Rate answers with thumbs up or down: when the session ends, liked answers go to the steward's review "
                + "and disliked ones are noted.");
        empty.setWrapText(true);
        empty.getStyleClass().add(Styles.TEXT_MUTED);
        conversation.getChildren().add(empty);
        empty.visibleProperty().bind(javafx.beans.binding.Bindings.isEmpty(model.exchanges()));
        empty.managedProperty().bind(empty.visibleProperty());
        scroller.setFitToWidth(true);
        scroller.setId("chat-conversation");
        historyList.setId("chat-history");
        historyList.setItems(model.history());
        historyList.setCellFactory(list -> new HistoryCell());
        historyList.setPlaceholder(new Label("No questions asked yet."));
        historyList.visibleProperty().bind(historyToggle.selectedProperty());
        scroller.visibleProperty().bind(historyToggle.selectedProperty().not());
        return new StackPane(scroller, historyList);
    }

    private VBox questionBox() {
        CheckBox templates = option("Templates", "chat-opt-templates", model.useTemplatesProperty());
        CheckBox ambiguity = option("Ambiguity check", "chat-opt-ambiguity", model.detectAmbiguityProperty());
        CheckBox decompose = option("Decompose", "chat-opt-decompose", model.decomposeProperty());
        TextArea input = new TextArea();
        input.setId("chat-input");
        input.setPromptText("Ask a question… (Enter sends, Shift+Enter new line, ↑ previous)");
        input.setPrefRowCount(2);
        input.setWrapText(true);
        input.textProperty().bindBidirectional(model.inputProperty());
        input.addEventFilter(KeyEvent.KEY_PRESSED, e -> onKey(e, input));
        Button send = new Button();
        send.setId("chat-send");
        send.textProperty().bind(model.busyProperty().map(busy -> busy ? "Stop" : "Send"));
        send.graphicProperty().bind(model.busyProperty().map(busy -> new FontIcon(busy ? Feather.SQUARE
                : Feather.SEND)));
        send.setOnAction(e -> {
            if (model.busyProperty().get()) {
                model.stop();
            } else {
                model.send();
            }
        });
        send.setMaxHeight(Double.MAX_VALUE);
        send.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        send.setPrefWidth(84);
        HBox.setHgrow(input, Priority.ALWAYS);
        VBox box = new VBox(6, new AskAsBar(model.askAs()), new HBox(12, templates, ambiguity, decompose),
                new HBox(6, input, send));
        box.setPadding(new Insets(8, 12, 12, 12));
        box.getStyleClass().add("chat-question-box");
        return box;
    }

    private void onKey(KeyEvent e, TextArea input) {
        if (e.getCode() == KeyCode.ENTER && e.isShiftDown()) {
            input.insertText(input.getCaretPosition(), "\n");
            e.consume();
        } else if (e.getCode() == KeyCode.ENTER) {
            model.send();
            e.consume();
        } else if (e.getCode() == KeyCode.UP && !input.getText().substring(0, input.getCaretPosition())
                .contains("\n")) {
            model.recallPrevious();
            input.end();
            e.consume();
        }
    }

    private static CheckBox option(String text, String id, javafx.beans.property.BooleanProperty value) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.selectedProperty().bindBidirectional(value);
        box.getStyleClass().add(Styles.TEXT_SMALL);
        return box;
    }

    /**
     * A past turn: the question, when (local time) and how it ended, and Reuse. The text wraps inside the list's
     * width so Reuse stays in view: a long question's one-line width used to push it past the right edge.
     */
    private final class HistoryCell extends ListCell<ChatTurn> {
        @Override
        protected void updateItem(ChatTurn turn, boolean empty) {
            super.updateItem(turn, empty);
            if (empty || turn == null) {
                setGraphic(null);
                return;
            }
            // a Text: it wraps to the width beside Reuse (a wrapping Label in a list cell kept one line and "…")
            javafx.scene.text.Text question = new javafx.scene.text.Text(turn.question());
            question.getStyleClass().add("chat-history-question");
            question.fillProperty().bind(textFillProperty());
            question.fontProperty().bind(fontProperty());
            question.wrappingWidthProperty().bind(getListView().widthProperty().subtract(130));
            Label when = new Label(whenText(turn));
            when.setWrapText(true);
            when.setMinWidth(0);
            when.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            Button reuse = new Button("Reuse", new FontIcon(Feather.CORNER_DOWN_LEFT));
            reuse.getStyleClass().addAll(Styles.SMALL, Styles.FLAT, "chat-reuse");
            reuse.setMinWidth(Region.USE_PREF_SIZE);
            reuse.setOnAction(e -> {
                model.reuse(turn);
                historyToggle.setSelected(false);
            });
            VBox text = new VBox(2, question, when);
            text.setMinWidth(0);
            text.setPrefWidth(0); // takes what the row leaves beside Reuse instead of asking for the text's width
            HBox.setHgrow(text, Priority.ALWAYS);
            text.setMaxWidth(Double.MAX_VALUE);
            HBox row = new HBox(6, text, reuse);
            row.setAlignment(Pos.CENTER_LEFT);
            row.setMinWidth(0);
            row.setPrefWidth(0);
            setPrefWidth(0); // no sideways scrolling: the cell is as wide as the list
            setGraphic(row);
        }
    }

    /** "2026-12-02 06:56 · 5 rows · liked". */
    static String whenText(ChatTurn turn) {
        String outcome = !turn.responseGenerated() ? "no answer"
                : turn.rowCount() == 1 ? "1 row" : turn.rowCount() + " rows";
        return dev.steward.ui.fx.WhenText.local(turn.ts()) + " · " + outcome
                + (turn.accepted() == null ? "" : turn.accepted() ? " · liked" : " · disliked");
    }
}
