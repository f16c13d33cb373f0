package dev.steward.ui;

import atlantafx.base.theme.Styles;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Window;

/**
 * Every key the app answers to, by where it works (Help ▸ Keyboard shortcuts, F1 or Ctrl+/). The letters of a tab
 * work while the focus is in that tab and not in a text field.
 */
final class ShortcutSheet extends Dialog<ButtonType> {
    /** A group of keys: where they work and what each does. */
    record Group(String where, List<String[]> keys) {
    }

    static final List<Group> GROUPS = List.of(
            new Group("Anywhere", List.of(
                    keys("Ctrl+O", "Open a project folder"),
                    keys("Ctrl+W", "Close the project"),
                    keys("Ctrl+J", "Show or hide the chat panel"),
                    keys("Ctrl+,", "Settings"),
                    keys("F1  or  Ctrl+/", "This list of keys"),
                    keys("Ctrl+Tab / Ctrl+Shift+Tab", "Next / previous tab"),
                    keys("Ctrl+Q", "Quit"))),
            new Group("Metadata (outside text fields)", List.of(
                    keys("J / K", "Next / previous table or term"),
                    keys("A", "Approve and move to the next"),
                    keys("S", "Skip and move to the next"),
                    keys("E", "Edit the draft (again: back to reading)"),
                    keys("R", "Draft the selected tables again with the LLM"),
                    keys("Enter", "Open the selected review"))),
            new Group("Relationships (outside text fields)", List.of(
                    keys("J / K", "Next / previous relationship"),
                    keys("A", "Approve the selected relationship"),
                    keys("R", "Reject it"),
                    keys("E", "Edit it"),
                    keys("Del  or  Backspace", "Delete it"),
                    keys("N", "Add a relationship"))),
            new Group("Examples & Templates (outside text fields)", List.of(
                    keys("J / K", "Next / previous example"),
                    keys("C", "Confirm the audited golden as right (with the note; empty: go to the note)"),
                    keys("F", "Fix the audited golden's SQL (then run it and save it verified)"),
                    keys("Enter (in the note)", "Confirm"))),
            new Group("Definitions (outside text fields)", List.of(
                    keys("J / K", "Next / previous definition"),
                    keys("A", "Approve the selected draft version"))),
            new Group("Chat question box", List.of(
                    keys("Enter", "Send the question"),
                    keys("Shift+Enter", "New line"),
                    keys("↑ (on the first line)", "Recall the previous question"))),
            new Group("Lists and tables", List.of(
                    keys("↑ / ↓, Page Up / Page Down", "Move the selection"),
                    keys("Ctrl+click, Shift+click", "Select several (bulk approve, compare two eval runs)"),
                    keys("Tab / Shift+Tab", "Next / previous control"))));

    ShortcutSheet(Window owner) {
        initOwner(owner);
        setTitle("Keyboard shortcuts");
        setHeaderText(null);
        getDialogPane().setId("shortcut-sheet");
        getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        GridPane grid = new GridPane();
        grid.setHgap(18);
        grid.setVgap(4);
        grid.setPadding(new Insets(4, 12, 4, 4));
        int row = 0;
        for (Group group : GROUPS) {
            Label where = new Label(group.where());
            where.getStyleClass().add(Styles.TEXT_BOLD);
            where.setPadding(new Insets(row == 0 ? 0 : 10, 0, 2, 0));
            grid.add(where, 0, row++, 2, 1);
            for (String[] key : group.keys()) {
                Label combination = new Label(key[0]);
                combination.getStyleClass().add("shortcut-key");
                combination.setMinWidth(Region.USE_PREF_SIZE); // a key is never cut; the action column gives way
                grid.addRow(row++, combination, new Label(key[1]));
            }
        }
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(520);
        scroll.setPrefViewportWidth(560);
        getDialogPane().setContent(scroll);
    }

    private static String[] keys(String combination, String action) {
        return new String[] {combination, action};
    }
}
