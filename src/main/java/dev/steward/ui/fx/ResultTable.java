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
            String name = columns.get(i).name();
            TableColumn<List<Object>, Object> column = new TableColumn<>(name);
            column.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().get(index)));
            column.setCellFactory(c -> new ValueCell(name));
            column.setPrefWidth(widthOf(name, result.rows(), index));
            column.setSortable(false);
            getColumns().add(column);
        }
        getItems().setAll(result.rows());
    }

    /** Roughly the widest of the name and the first rows' values, within 90..320 px (no layout pass needed). */
    private static double widthOf(String name, List<List<Object>> rows, int index) {
        int chars = name.length();
        for (int r = 0; r < Math.min(rows.size(), 50); r++) {
            chars = Math.max(chars, ValueText.of(rows.get(r).get(index), name).length());
        }
        return Math.max(90, Math.min(320, chars * 9.5 + 34));
    }
}
