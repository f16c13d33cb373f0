package dev.steward.ui.relationships;

import atlantafx.base.theme.Styles;
import dev.steward.relationships.Confidence;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The add/edit form beside the table: from/to tables and join columns picked from the real schema (add pairs
 * for a composite key), confidence, note, "Check against the data" with the evidence, then Save.
 */
final class RelationshipFormPane extends VBox {
    private final RelationshipsViewModel viewModel;
    private final RelationshipForm form;
    private final VBox pairRows = new VBox(6);

    RelationshipFormPane(RelationshipsViewModel viewModel) {
        this.viewModel = viewModel;
        this.form = viewModel.form();
        setId("relationship-form");
        getStyleClass().add("relationship-form");
        setSpacing(8);
        setPadding(new Insets(0, 0, 0, 12));
        setMinWidth(300);
        setPrefWidth(330);
        Label title = new Label();
        title.getStyleClass().add(Styles.TITLE_4);
        title.textProperty().bind(Bindings.when(form.editingProperty().isNull()).then("Add a relationship")
                .otherwise("Edit relationship"));
        ComboBox<String> from = tablePicker("form-from-table", "From table (many side)");
        from.valueProperty().bindBidirectional(form.fromTableProperty());
        ComboBox<String> to = tablePicker("form-to-table", "To table (one side)");
        to.valueProperty().bindBidirectional(form.toTableProperty());
        Button addPair = new Button("Column pair", new FontIcon(Feather.PLUS));
        addPair.setId("form-add-pair");
        addPair.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        addPair.setOnAction(e -> form.addPair());
        form.pairs().addListener((ListChangeListener<RelationshipForm.JoinPair>) change -> {
            while (change.next()) {
                if (change.wasAdded() || change.wasRemoved()) {
                    rebuildPairs();
                    return;
                }
            }
        });
        form.fromTableProperty().addListener(o -> rebuildPairs());
        form.toTableProperty().addListener(o -> rebuildPairs());
        ChoiceBox<Confidence> confidence = new ChoiceBox<>(FXCollections.observableArrayList(Confidence.values()));
        confidence.setId("form-confidence");
        confidence.setConverter(new StringConverter<>() {
            @Override
            public String toString(Confidence c) {
                return c == null ? "" : c.yamlName();
            }

            @Override
            public Confidence fromString(String text) {
                return Confidence.valueOf(text.toUpperCase(java.util.Locale.ROOT));
            }
        });
        confidence.valueProperty().bindBidirectional(form.confidenceProperty());
        TextField note = new TextField();
        note.setId("form-note");
        note.setPromptText("Note for reviewers (optional)");
        note.textProperty().bindBidirectional(form.noteProperty());
        Label evidence = new Label();
        evidence.setId("form-evidence");
        evidence.setWrapText(true);
        evidence.textProperty().bind(Bindings.createStringBinding(() -> (form.checkedProperty().get()
                ? "Data check: " : "Not checked yet: ") + RelationshipRow.evidenceText(form.evidenceProperty().get()),
                form.evidenceProperty(), form.checkedProperty()));
        getChildren().addAll(title, labelled("From", from), labelled("To", to), new Label("Join on"), pairRows,
                addPair, labelled("Confidence", confidence), note, evidence, buttons());
        rebuildPairs();
    }

    private javafx.scene.layout.FlowPane buttons() {
        Button check = new Button("Check against data", new FontIcon(Feather.DATABASE));
        check.setId("form-check");
        check.disableProperty().bind(viewModel.busyProperty());
        check.setOnAction(e -> viewModel.checkForm());
        Button save = new Button("Save", new FontIcon(Feather.CHECK));
        save.setId("form-save");
        save.setDefaultButton(true);
        save.getStyleClass().add(Styles.ACCENT);
        save.disableProperty().bind(form.checkedProperty().not().or(viewModel.busyProperty()));
        save.setOnAction(e -> viewModel.saveForm());
        Button cancel = new Button("Cancel");
        cancel.setId("form-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> form.close());
        // wraps rather than cutting "Check against data" to "Check against d…" in the form's 330 px
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 6, check, save, cancel);
        row.setAlignment(Pos.CENTER_LEFT);
        for (Button button : List.of(check, save, cancel)) {
            button.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        return row;
    }

    private void rebuildPairs() {
        pairRows.getChildren().clear();
        List<String> fromColumns = viewModel.columnsOf(form.fromTableProperty().get());
        List<String> toColumns = viewModel.columnsOf(form.toTableProperty().get());
        for (RelationshipForm.JoinPair pair : form.pairs()) {
            int n = pairRows.getChildren().size();
            ComboBox<String> left = columnPicker("form-from-column-" + n, fromColumns);
            left.valueProperty().bindBidirectional(pair.fromColumn());
            ComboBox<String> right = columnPicker("form-to-column-" + n, toColumns);
            right.valueProperty().bindBidirectional(pair.toColumn());
            Button remove = new Button(null, new FontIcon(Feather.X));
            remove.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
            remove.setDisable(form.pairs().size() == 1);
            remove.setOnAction(e -> form.removePair(pair));
            HBox row = new HBox(4, left, new Label("="), right, remove);
            row.setAlignment(Pos.CENTER_LEFT);
            pairRows.getChildren().add(row);
        }
    }

    private ComboBox<String> tablePicker(String id, String prompt) {
        ComboBox<String> box = new ComboBox<>(viewModel.tables());
        box.setId(id);
        box.setPromptText(prompt);
        box.setMaxWidth(Double.MAX_VALUE);
        return box;
    }

    private static ComboBox<String> columnPicker(String id, List<String> columns) {
        ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList(columns));
        box.setId(id);
        box.setPromptText("column");
        box.setPrefWidth(130);
        HBox.setHgrow(box, Priority.ALWAYS);
        return box;
    }

    private static HBox labelled(String text, javafx.scene.Node field) {
        Label label = new Label(text);
        label.setMinWidth(78);
        HBox.setHgrow(field, Priority.ALWAYS);
        HBox row = new HBox(8, label, field);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
