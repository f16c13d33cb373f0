package dev.steward.ui.fx;

import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * A query result as a plain read-only table: one column per result column (name and type in the header tooltip),
 * NULL shown as such. {@link #show(QueryResult)} replaces what is shown; null clears it.
 */
public final class ResultTable extends TableView<List<Object>> {

    public ResultTable(String placeholder) {
        getStyleClass().add("result-table");
        setPlaceholder(new Label(placeholder));
        setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
    }

    public void show(QueryResult result) {
        getColumns().clear();
        if (result == null) {
            getItems().clear();
            return;
        }
        List<ResultColumn> columns = result.columns();
        for (int i = 0; i < columns.size(); i++) {
            int index = i;
            TableColumn<List<Object>, String> column = new TableColumn<>(columns.get(i).name());
            column.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(text(row.getValue().get(index))));
            column.setPrefWidth(Math.max(90, Math.min(220, columns.get(i).name().length() * 9 + 30)));
            column.setSortable(false);
            getColumns().add(column);
        }
        getItems().setAll(result.rows());
    }

    private static String text(Object value) {
        return value == null ? "NULL" : String.valueOf(value);
    }
}
