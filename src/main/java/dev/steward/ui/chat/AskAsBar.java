package dev.steward.ui.chat;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.IsoDatePicker;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The as-of date (ISO, cleared with ×) and the role the next question is asked with, over the question box. */
final class AskAsBar extends FlowPane {

    AskAsBar(AskAs model) {
        super(12, 4);
        setId("chat-ask-as");
        setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(datePicker(model), rolePicker(model));
    }

    private static HBox datePicker(AskAs model) {
        DatePicker date = new IsoDatePicker();
        date.setId("chat-as-of");
        date.setPrefWidth(150);
        date.valueProperty().bindBidirectional(model.asOfProperty());
        date.setTooltip(new Tooltip("The reporting date definitions resolve at (yyyy-mm-dd), like steward query "
                + "--as-of. Empty: the question's own date, the one it states; a definition that changed then asks "
                + "which date you mean"));
        Button clear = new Button(null, new FontIcon(Feather.X));
        clear.setId("chat-as-of-clear");
        clear.getStyleClass().addAll(Styles.SMALL, Styles.FLAT, Styles.BUTTON_ICON);
        clear.setTooltip(new Tooltip("No as-of date: the question's own date"));
        clear.disableProperty().bind(model.asOfProperty().isNull());
        clear.setOnAction(e -> model.asOfProperty().set(null));
        return row("As of", date, clear);
    }

    private static HBox rolePicker(AskAs model) {
        ComboBox<String> role = new ComboBox<>(model.roleChoices());
        role.setId("chat-role");
        role.valueProperty().bindBidirectional(model.roleProperty());
        role.setCellFactory(list -> new RoleCell());
        role.setButtonCell(new RoleCell());
        role.setTooltip(new Tooltip("Ask as one of your roles in steward/roles.yaml, like steward query --role; "
                + "restricted definitions are kept out of the answer for other roles"));
        return row("Role", role);
    }

    private static HBox row(String text, javafx.scene.Node... controls) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_SMALL);
        label.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(4, label);
        row.getChildren().addAll(controls);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static final class RoleCell extends ListCell<String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : AskAs.label(item));
        }
    }
}
