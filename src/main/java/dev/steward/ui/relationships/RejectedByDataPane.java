package dev.steward.ui.relationships;

import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;

/**
 * "Rejected by the data (N)": the candidates detection found but the data contradicted, kept only in
 * steward/relationships.yaml's {@code rejected_by_data} (never in openmedallion's relationships.yaml), each with the
 * evidence that rules it out. Collapsed by default, read-only, hidden when there are none.
 */
final class RejectedByDataPane extends TitledPane {

    RejectedByDataPane(ObservableList<RelationshipRow> rejected) {
        setId("relationships-rejected-by-data");
        setExpanded(false);
        setAnimated(false);
        textProperty().bind(Bindings.createStringBinding(() -> "Rejected by the data (" + rejected.size() + ")",
                rejected));
        visibleProperty().bind(Bindings.isNotEmpty(rejected));
        managedProperty().bind(visibleProperty());
        TableView<RelationshipRow> table = new TableView<>(rejected);
        table.setId("relationships-rejected-table");
        table.setPlaceholder(new Label("No candidate was contradicted by the data."));
        table.getColumns().add(column("From", 200, RelationshipRow::from));
        table.getColumns().add(column("To", 200, RelationshipRow::to));
        table.getColumns().add(column("Join on", 180, RelationshipRow::joinOn));
        table.getColumns().add(column("Method", 110, RelationshipRow::method));
        table.getColumns().add(column("Evidence", 420, RelationshipRow::evidence));
        table.getColumns().add(column("Note", 360, r -> r.relationship().note() == null ? ""
                : r.relationship().note()));
        table.setFixedCellSize(26);
        table.prefHeightProperty().bind(Bindings.min(6, Bindings.size(rejected)).multiply(26).add(48));
        table.minHeightProperty().bind(table.prefHeightProperty()); // the VBox squeezed it to one cut row
        setTooltip(new javafx.scene.control.Tooltip("Kept in steward/relationships.yaml only; detection does not "
                + "propose them again while the data says the same."));
        setContent(table);
    }

    private static TableColumn<RelationshipRow, String> column(String title, double width,
                                                               Function<RelationshipRow, String> value) {
        TableColumn<RelationshipRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }
}
