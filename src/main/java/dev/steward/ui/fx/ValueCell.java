package dev.steward.ui.fx;

import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.TableCell;

/** A result table's cell: the value as {@link ValueText} writes it, numbers right-aligned. */
public final class ValueCell extends TableCell<List<Object>, Object> {
    private final String column;

    public ValueCell(String column) {
        this.column = column;
    }

    @Override
    protected void updateItem(Object value, boolean empty) {
        super.updateItem(value, empty);
        getStyleClass().removeAll("value-number", "value-null");
        if (empty) {
            setText(null);
            return;
        }
        Object shown = value; // a row's SQL NULL comes as a null item of a non-empty cell
        setText(ValueText.of(shown, column));
        setAlignment(ValueText.isNumber(shown) ? Pos.CENTER_RIGHT : Pos.CENTER_LEFT);
        if (ValueText.isNumber(shown)) {
            getStyleClass().add("value-number");
        } else if (shown == null) {
            getStyleClass().add("value-null");
        }
    }
}
