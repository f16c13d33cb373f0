package dev.steward.ui.metadata;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.WordDiff;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * One compared field of the review grid: the approved side and the draft side. Switching between reading and
 * editing swaps only the draft side (the editor is made on first use and kept), and the diff is recomputed
 * only when the text changed, so pressing E stays cheap on a wide table.
 */
final class FieldRow {
    private final String id;
    private final String approved;
    private final Optional<EditableField> field;
    private final String fallback;
    private final int rowCount;
    private final StackPane before = new StackPane();
    private final StackPane after = new StackPane();
    private VBox editor;
    private String diffedText;
    private DiffText draft;

    /**
     * @param id        node id suffix, e.g. {@code description} or {@code column-amount}
     * @param field     the editable field, if this text can be edited
     * @param fallback  the text shown when there is no editable field
     * @param rowCount  lines of the edit box: 1 is a one-line field, more a wrapping text area
     */
    FieldRow(String id, String approved, Optional<EditableField> field, String fallback, int rowCount) {
        this.id = id;
        this.approved = approved;
        this.field = field;
        this.fallback = fallback;
        this.rowCount = rowCount;
        before.setAlignment(javafx.geometry.Pos.TOP_LEFT);
        after.setAlignment(javafx.geometry.Pos.TOP_LEFT);
    }

    StackPane before() {
        return before;
    }

    StackPane after() {
        return after;
    }

    void show(boolean editing) {
        if (editing && field.isPresent()) {
            after.getChildren().setAll(editor());
            return;
        }
        String shown = field.map(f -> f.valueProperty().get()).orElse(fallback);
        if (!shown.equals(diffedText)) {
            WordDiff diff = WordDiff.of(approved, shown);
            before.getChildren().setAll(new DiffText(diff.before(), "—"));
            draft = new DiffText(diff.after(), "—");
            draft.setId("draft-" + id);
            diffedText = shown;
        }
        after.getChildren().setAll(draft);
    }

    /** Tab moves to the next field as in a one-line field (a text area would insert a tab character). */
    private static void tabLeavesTheBox(KeyEvent event) {
        if (event.getCode() == KeyCode.TAB && !event.isControlDown() && event.getSource() instanceof TextArea area) {
            event.consume();
            area.fireEvent(new KeyEvent(area, area, KeyEvent.KEY_PRESSED, "", "", KeyCode.TAB, event.isShiftDown(),
                    true, false, false)); // Ctrl+Tab is the text area's own "move focus"
        }
    }

    private VBox editor() {
        if (editor != null) {
            return editor;
        }
        EditableField editable = field.orElseThrow();
        TextInputControl input = rowCount > 1 ? new TextArea() : new TextField();
        if (input instanceof TextArea area) {
            area.setWrapText(true);
            area.setPrefRowCount(rowCount);
            area.addEventFilter(KeyEvent.KEY_PRESSED, FieldRow::tabLeavesTheBox);
        }
        input.setId("edit-" + id);
        input.textProperty().bindBidirectional(editable.valueProperty());
        Label problem = new Label();
        problem.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.DANGER);
        problem.setWrapText(true);
        problem.textProperty().bind(editable.problemProperty());
        problem.visibleProperty().bind(editable.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        editable.problemProperty().addListener((obs, old, now) -> input.pseudoClassStateChanged(Styles.STATE_DANGER,
                !now.isEmpty()));
        input.pseudoClassStateChanged(Styles.STATE_DANGER, !editable.valid());
        editor = new VBox(2, input, problem);
        return editor;
    }
}
