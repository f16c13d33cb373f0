package dev.steward.ui.examples;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.ConflictBanner;
import dev.steward.ui.fx.EmptyState;
import dev.steward.ui.fx.ResultTable;
import dev.steward.ui.fx.SqlCodeArea;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The right side of the Examples tab: the selected entry's state, who verified it and when, its question and SQL
 * (highlighted, editable for rows of synthetic.jsonl), Run / Verify / Reject, what a failure carried, the result
 * preview, and the template editor for verified examples and templates.
 */
final class ExampleDetailPane extends StackPane {
    private final ExampleDetailViewModel viewModel;
    private final SqlCodeArea sql = new SqlCodeArea();
    private final HBox titleRow = new HBox(10);
    private final Label meta = new Label();
    private final VBox failureBox = new VBox(4);
    private final ResultTable result = new ResultTable("Run the SQL to see its first rows here.");
    private final ScrollPane scroll;
    private final AuditBox audit;

    ExampleDetailPane(ExampleDetailViewModel viewModel, ExampleAuditViewModel auditModel) {
        this.viewModel = viewModel;
        getStyleClass().add("example-detail");
        sql.setId("detail-sql");
        sql.setPrefHeight(120);
        sql.setMinHeight(90);
        sql.bind(viewModel.sqlProperty());
        result.setId("detail-result");
        result.setPrefHeight(170);
        result.visibleProperty().bind(viewModel.resultProperty().isNotNull());
        result.managedProperty().bind(result.visibleProperty());
        meta.setId("detail-meta");
        meta.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        meta.setWrapText(true);
        TemplateEditorPane editor = new TemplateEditorPane(viewModel.template(), sql);
        audit = new AuditBox(viewModel, auditModel);
        VBox content = new VBox(10, titleRow, meta, audit, conflictBanner(), notice(), section("Question"), questionField(),
                section("SQL"), sql, actions(), failureBox, runStatus(), result, editor);
        content.setPadding(new Insets(14, 16, 16, 16));
        content.setFillWidth(true);
        scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setId("detail-scroll");
        EmptyState empty = new EmptyState(Feather.MESSAGE_SQUARE, "Nothing selected",
                "Pick an example on the left. Its question and SQL appear here: run it, verify it, or make a "
                        + "template of it by turning literals into slots.");
        getChildren().addAll(empty, scroll);
        scroll.visibleProperty().bind(viewModel.entryProperty().isNotNull());
        empty.visibleProperty().bind(scroll.visibleProperty().not());
        viewModel.entryProperty().addListener((obs, old, entry) -> show(entry));
        viewModel.fixingProperty().addListener((obs, was, fixing) -> fixing(fixing));
        viewModel.auditFixProperty().addListener((obs, old, golden) -> {
            if (golden != null) {
                sql.area().requestFocus(); // Fix: the steward corrects the SQL, the finding in the notice above it
            }
        });
        viewModel.resultProperty().addListener((obs, old, rows) -> result.show(rows));
        show(viewModel.entryProperty().get());
        if (viewModel.resultProperty().get() != null) { // run before the tab was built
            result.show(viewModel.resultProperty().get());
        }
        viewModel.revealSlotProperty().addListener((obs, old, slot) -> {
            if (slot != null) {
                reveal(content, editor, slot);
            }
        });
    }

    /** Scrolls the template editor (or the named slot's card in it) to the top of the view, focusing the card. */
    private void reveal(VBox content, TemplateEditorPane editor, String slot) {
        scroll.applyCss();
        scroll.layout();
        Node card = slot.isEmpty() ? null : editor.lookup("#slot-" + slot);
        Node target = card != null ? card : editor;
        double top = content.sceneToLocal(target.localToScene(0, 0)).getY();
        double room = content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, top / room)));
        target.requestFocus();
    }

    SqlCodeArea sqlArea() {
        return sql;
    }

    /** The audit's Confirm / Fix, for the tab's C and F keys. */
    AuditBox audit() {
        return audit;
    }

    private void show(ExampleEntry entry) {
        if (entry == null) {
            return;
        }
        Label title = new Label(entry.question());
        title.setId("detail-title");
        title.getStyleClass().add(Styles.TITLE_4);
        title.setWrapText(true);
        HBox.setHgrow(title, Priority.ALWAYS);
        titleRow.getChildren().setAll(StateBadge.of(entry.state()), title);
        titleRow.setAlignment(Pos.CENTER_LEFT);
        meta.setText(metaOf(entry));
        sql.setEditable(entry.editable());
        showFailure(entry);
        scroll.setVvalue(0);
    }

    /**
     * Fixing a failure: the SQL becomes editable and takes the focus; the fix button has done its work. The focus
     * moves before the button goes: leaving a removed control, the FocusKeeper took the move for JavaFX's and sent
     * the keyboard back to the list.
     */
    private void fixing(boolean fixing) {
        ExampleEntry entry = viewModel.entryProperty().get();
        sql.setEditable(fixing || (entry != null && entry.editable()));
        if (fixing) {
            sql.requestFocus();
        }
        failureBox.getChildren().removeIf(node -> "detail-fix-failure".equals(node.getId()));
        if (!fixing && entry != null) {
            showFailure(entry);
        }
    }

    private static String metaOf(ExampleEntry entry) {
        StringBuilder text = new StringBuilder();
        if (entry.row() != null) {
            text.append("synthetic.jsonl line ").append(entry.row().lineNumber());
        } else {
            text.append(entry.state() == ExampleState.FAILURE ? "failures.jsonl" : "harvested.jsonl (not harvested yet)");
        }
        if (entry.who() != null) {
            text.append(" · ").append(entry.state() == ExampleState.VERIFIED || entry.state() == ExampleState.TEMPLATE
                    ? "verified by " : "rated by ").append(entry.who());
        }
        if (entry.when() != null) {
            text.append(" at ").append(dev.steward.ui.fx.WhenText.local(entry.when()));
        }
        if (entry.source() != null) {
            text.append(" · source: ").append(entry.source());
        }
        if (entry.duplicate()) {
            text.append("\n⚠ Duplicate of '").append(entry.duplicateOf()).append("' (same question and SQL, or the "
                    + "same SQL apart from case, spacing and comments).");
        }
        return text.toString();
    }

    private void showFailure(ExampleEntry entry) {
        failureBox.getChildren().clear();
        boolean failure = entry.state() == ExampleState.FAILURE;
        failureBox.setVisible(failure);
        failureBox.setManaged(failure);
        if (!failure) {
            return;
        }
        failureBox.setId("detail-failure");
        failureBox.getStyleClass().setAll("failure-box");
        failureBox.setPadding(new Insets(8, 12, 8, 12));
        if (entry.answer() != null && !entry.answer().equals(entry.error())) {
            failureBox.getChildren().add(labelled("Answer it gave", entry.answer(), "failure-answer"));
        }
        failureBox.getChildren().add(labelled("Error", entry.error() == null
                ? "None: the answer ran, and the person marked it wrong." : entry.error(), "failure-error"));
        Button fix = button("detail-fix-failure", "Fix the SQL and add as example", Feather.EDIT_3,
                viewModel::startFix);
        fix.setTooltip(new Tooltip("Edit the SQL it gave, run it, and add the question with your SQL to "
                + "synthetic.jsonl as a verified example"));
        failureBox.getChildren().add(fix);
    }

    private static Node labelled(String heading, String text, String id) {
        Label head = section(heading);
        Label body = new Label(text == null || text.isBlank() ? "(none recorded)" : text);
        body.setId(id);
        body.setWrapText(true);
        body.getStyleClass().add("monospace-text");
        return new VBox(2, head, body);
    }

    private Node questionField() {
        TextField question = new TextField();
        question.setId("detail-question");
        question.textProperty().bindBidirectional(viewModel.questionProperty());
        question.editableProperty().bind(Bindings.createBooleanBinding(() -> viewModel.fixingProperty().get()
                || viewModel.entryProperty().get() != null && viewModel.entryProperty().get().editable(),
                viewModel.entryProperty(), viewModel.fixingProperty()));
        return question;
    }

    private Node actions() {
        Button run = button("detail-run", "Run", Feather.PLAY, viewModel::run);
        run.disableProperty().bind(viewModel.runningProperty());
        Button verify = button("detail-verify", "Verify", Feather.CHECK_CIRCLE, viewModel::verify);
        verify.getStyleClass().add(Styles.SUCCESS);
        StringBinding blocker = Bindings.createStringBinding(viewModel::verifyBlocker, viewModel.entryProperty(),
                viewModel.questionProperty(), viewModel.sqlProperty(), viewModel.ranSqlProperty(),
                viewModel.fixingProperty());
        verify.textProperty().bind(Bindings.createStringBinding(() -> viewModel.fixingProperty().get()
                ? "Add as verified example" : viewModel.edited() ? "Save edits and verify" : "Verify",
                viewModel.entryProperty(), viewModel.questionProperty(), viewModel.sqlProperty(),
                viewModel.fixingProperty()));
        verify.disableProperty().bind(blocker.isNotEmpty().or(viewModel.savingProperty()));
        Tooltip why = new Tooltip();
        why.textProperty().bind(Bindings.when(blocker.isEmpty()).then("Mark it verified, recorded with your name "
                + "and the time").otherwise(blocker));
        verify.setTooltip(why);
        Button reject = button("detail-reject", "Reject", Feather.X_CIRCLE, viewModel::reject);
        reject.getStyleClass().add(Styles.DANGER);
        reject.disableProperty().bind(Bindings.createBooleanBinding(() -> {
            ExampleEntry entry = viewModel.entryProperty().get();
            return entry == null || !entry.editable() || entry.example().verified();
        }, viewModel.entryProperty()).or(viewModel.savingProperty()));
        reject.setTooltip(new Tooltip("Remove this unverified example from synthetic.jsonl (the log keeps it)"));
        HBox row = new HBox(8, run, verify, reject);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node runStatus() {
        Label status = new Label();
        status.setId("detail-run-status");
        status.setWrapText(true);
        status.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        status.textProperty().bind(viewModel.runStatusProperty());
        return status;
    }

    private Node notice() {
        Label notice = new Label();
        notice.setId("detail-notice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.TEXT_SMALL);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        return notice;
    }

    private Node conflictBanner() {
        return ConflictBanner.of("examples-", "synthetic.jsonl changed on disk after this example was shown; nothing was saved. "
                + "Reload shows the file as it is now (your edits are dropped); Keep mine writes your decision over "
                + "that line.", viewModel.conflictProperty(),
                viewModel::reload, viewModel::keepMine);
    }

    static Label section(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("section-heading");
        return label;
    }

    static Button button(String id, String text, Ikon icon, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        button.setOnAction(e -> action.run());
        return button;
    }
}
