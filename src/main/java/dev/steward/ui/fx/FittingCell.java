package dev.steward.ui.fx;

import javafx.scene.control.TableCell;

/**
 * A text cell that widens its column when its text would be cut to "…" (in whatever font the theme gives it), for
 * tables that scroll sideways rather than squeeze: a fixed width fits one font and cuts in another (the Eval
 * history's '#1' and dates were cut under Xvfb's fonts at the width that fitted the test's).
 */
public final class FittingCell<S> extends TableCell<S, String> {
    @Override
    protected void updateItem(String item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty ? null : item);
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (getText() == null || getTableColumn() == null) {
            return;
        }
        // measured from the text: a table cell's own pref width is its column's width
        javafx.scene.text.Text probe = new javafx.scene.text.Text(getText());
        probe.setFont(getFont());
        double needed = Math.ceil(probe.getLayoutBounds().getWidth() + snappedLeftInset() + snappedRightInset() + 4);
        if (needed > getTableColumn().getWidth() + 0.5) {
            getTableColumn().setMinWidth(Math.ceil(needed));
            getTableColumn().setPrefWidth(Math.ceil(needed));
        }
    }
}
