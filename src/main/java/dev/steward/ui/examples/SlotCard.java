package dev.steward.ui.examples;

import atlantafx.base.theme.Styles;
import dev.steward.examples.SlotType;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/** One slot of the template editor: undeclared with a Declare button, or its type, values, pattern, example, text. */
final class SlotCard extends VBox {

    SlotCard(SlotRow row, Runnable declare) {
        super(6);
        setId("slot-" + row.name());
        getStyleClass().add("slot-card");
        setPadding(new Insets(8, 10, 8, 10));
        Label name = new Label("{" + row.name() + "}");
        name.getStyleClass().addAll(Styles.TEXT_BOLD, "slot-name");
        Label undeclared = new Label("undeclared");
        undeclared.getStyleClass().addAll("state-badge", "badge-undeclared");
        undeclared.visibleProperty().bind(row.declaredProperty().not());
        undeclared.managedProperty().bind(undeclared.visibleProperty());
        Button declareButton = ExampleDetailPane.button("declare-" + row.name(), "Declare", Feather.PLUS, declare);
        declareButton.getStyleClass().add(Styles.SMALL);
        declareButton.visibleProperty().bind(row.declaredProperty().not());
        declareButton.managedProperty().bind(declareButton.visibleProperty());
        Label column = new Label();
        column.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        column.textProperty().bind(row.columnProperty().map(c -> c.isBlank() ? "" : "compared with " + c));
        HBox top = new HBox(8, name, undeclared, declareButton, column);
        top.setAlignment(Pos.CENTER_LEFT);
        GridPane fields = fields(row);
        fields.visibleProperty().bind(row.declaredProperty());
        fields.managedProperty().bind(fields.visibleProperty());
        getChildren().addAll(top, fields);
    }

    private static GridPane fields(SlotRow row) {
        ComboBox<SlotType> type = new ComboBox<>();
        type.getItems().setAll(SlotType.values());
        type.valueProperty().bindBidirectional(row.typeProperty());
        type.setPromptText("inferred");
        type.setId("slot-type-" + row.name());
        type.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(SlotType value) {
                return value == null ? "inferred" : value.jsonName();
            }

            @Override
            public SlotType fromString(String text) {
                return null;
            }
        });
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        ColumnConstraints inputs = new ColumnConstraints();
        inputs.setHgrow(Priority.ALWAYS);
        inputs.setFillWidth(true);
        inputs.setMinWidth(60);
        // the labels keep their words ("E…" and "Des…" beside the chat); the fields give way
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        grid.getColumnConstraints().addAll(labels, inputs, labels, inputs);
        grid.addRow(0, new Label("Type"), type, new Label("Example"), field(row, "example", row.exampleProperty(),
                "a value", "A value that occurs in the data"));
        grid.add(new Label("Description"), 0, 1);
        grid.add(field(row, "description", row.descriptionProperty(), "what the slot means",
                "What the slot means, e.g. Sales region"),
                1, 1, 3, 1);
        grid.addRow(2, new Label("Allowed"), field(row, "values", row.valuesProperty(),
                "a, b, c", "Allowed values, comma-separated; offered from the profile"), new Label("Pattern"),
                field(row, "pattern", row.patternProperty(), "regex",
                "A regular expression every value must match"));
        type.setMaxWidth(Double.MAX_VALUE);
        return grid;
    }

    /** A short prompt that fits the narrow column beside the chat; the whole hint is the tooltip. */
    private static TextField field(SlotRow row, String what, StringProperty property, String prompt, String hint) {
        TextField field = new TextField();
        field.setId("slot-" + what + "-" + row.name());
        field.setPromptText(prompt);
        field.setTooltip(new Tooltip(hint));
        field.textProperty().bindBidirectional(property);
        return field;
    }
}
