package dev.steward.ui;

import atlantafx.base.theme.Styles;
import java.nio.file.Path;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The settings screen (File ▸ Settings…, Ctrl+,): LLM URL and model with Test connection (the models Ollama has
 * fill the model list), user name, theme, timeouts, row cap, and where files live. Save applies and stores them in
 * settings.json; Cancel changes nothing.
 */
final class SettingsDialog extends Dialog<ButtonType> {
    static final ButtonType SAVE = new ButtonType("Save", ButtonBar.ButtonData.OK_DONE);

    SettingsDialog(Window owner, SettingsViewModel model) {
        initOwner(owner);
        setTitle("Settings");
        setHeaderText(null);
        getDialogPane().setId("settings-dialog");
        getDialogPane().getButtonTypes().setAll(SAVE, ButtonType.CANCEL);
        getDialogPane().setContent(content(model));
        getDialogPane().setPrefWidth(680);
        Button save = (Button) getDialogPane().lookupButton(SAVE);
        save.setId("settings-save");
        save.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            if (!model.save()) {
                e.consume(); // keeps the dialog open; the problem line says what to fix
            }
        });
    }

    private static VBox content(SettingsViewModel model) {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMaxWidth(190); // long place names wrap; the fields keep the width (the URL was cut at 680 px)
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        int row = 0;
        grid.add(heading("Language model (Ollama)"), 0, row++, 2, 1);
        Label note = muted(model.environmentNote());
        note.setId("settings-env-note");
        note.setVisible(!model.environmentNote().isEmpty());
        note.setManaged(note.isVisible());
        grid.add(note, 0, row++, 2, 1);
        grid.addRow(row++, new Label("URL"), urlRow(model));
        grid.addRow(row++, new Label("Model"), modelBox(model));
        Label connection = muted("");
        connection.setId("settings-connection");
        connection.textProperty().bind(model.connectionProperty());
        grid.add(connection, 1, row++);
        grid.addRow(row++, new Label("LLM timeout (s)"), number("settings-llm-timeout", model.llmTimeoutProperty(),
                "How long one LLM call may take before it is given up"));
        grid.add(heading("Queries"), 0, row++, 2, 1);
        grid.addRow(row++, new Label("Query timeout (s)"), number("settings-query-timeout",
                model.queryTimeoutProperty(), "How long one SQL query may run"));
        grid.addRow(row++, new Label("Row cap"), number("settings-row-cap", model.rowCapProperty(),
                "Rows kept of one result; more are cut and the answer says so"));
        grid.add(muted("Timeouts of queries and the row cap apply to projects opened from now on."), 1, row++);
        grid.add(heading("You"), 0, row++, 2, 1);
        TextField user = new TextField();
        user.setId("settings-user");
        user.setPromptText("blank: your login name");
        user.textProperty().bindBidirectional(model.userNameProperty());
        grid.addRow(row++, new Label("User name"), user);
        CheckBox dark = new CheckBox("Dark theme");
        dark.setId("settings-dark");
        dark.selectedProperty().bindBidirectional(model.darkProperty());
        grid.addRow(row++, new Label("Theme"), dark);
        grid.add(heading("Where files live"), 0, row++, 2, 1);
        for (Map.Entry<String, Path> place : model.places().entrySet()) {
            grid.addRow(row++, muted(place.getKey()), path(place.getValue()));
        }
        Label problem = new Label();
        problem.setId("settings-problem");
        problem.setWrapText(true);
        problem.getStyleClass().add(Styles.DANGER);
        problem.textProperty().bind(model.problemProperty());
        VBox box = new VBox(10, grid, problem);
        box.setPadding(new Insets(8, 12, 8, 12));
        return box;
    }

    private static HBox urlRow(SettingsViewModel model) {
        TextField url = new TextField();
        url.setId("settings-llm-url");
        url.setPromptText("http://localhost:11434");
        url.textProperty().bindBidirectional(model.llmUrlProperty());
        Button test = new Button("Test connection", new FontIcon(Feather.ZAP));
        test.setId("settings-test");
        test.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        test.disableProperty().bind(model.testingProperty());
        test.setOnAction(e -> model.testConnection());
        HBox.setHgrow(url, Priority.ALWAYS);
        return new HBox(8, url, test);
    }

    private static ComboBox<String> modelBox(SettingsViewModel model) {
        ComboBox<String> box = new ComboBox<>(model.models());
        box.setId("settings-llm-model");
        box.setEditable(true);
        box.setMaxWidth(Double.MAX_VALUE);
        box.getEditor().textProperty().bindBidirectional(model.llmModelProperty());
        box.setTooltip(new Tooltip("Type a model name, or Test connection and pick one Ollama has"));
        box.promptTextProperty().bind(Bindings.createStringBinding(() -> model.models().isEmpty()
                ? "Test connection lists the models" : model.models().size() + " models", model.models()));
        return box;
    }

    private static TextField number(String id, StringProperty value, String tip) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(7);
        field.setMaxWidth(140);
        field.textProperty().bindBidirectional(value);
        field.setTooltip(new Tooltip(tip));
        return field;
    }

    private static Node path(Path place) {
        TextField field = new TextField(place.toString());
        field.setEditable(false);
        field.getStyleClass().add(Styles.SMALL);
        field.setTooltip(new Tooltip(place.toString()));
        return field;
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        label.setPadding(new Insets(6, 0, 0, 0));
        return label;
    }

    private static Label muted(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        return label;
    }
}
