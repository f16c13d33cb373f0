package dev.steward.ui.chat;

import atlantafx.base.theme.Styles;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultRenderer;
import dev.steward.ui.fx.ValueCell;
import java.util.Comparator;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A query result in the chat: a sortable table (amounts and counts grouped, numbers right-aligned), "Copy CSV",
 * and a quick chart when the shape allows one.
 */
final class ResultView extends VBox {
    private static final int MAX_TABLE_HEIGHT = 240;
    private static final Comparator<Object> VALUES = Comparator.nullsFirst(ResultView::compareValues);

    ResultView(QueryResult result) {
        super(6);
        getStyleClass().add("chat-result");
        Label summary = new Label(rows(result.rowCount()) + (result.truncated() ? ", cut at the row limit" : "")
                + " · " + result.elapsedMillis() + " ms");
        summary.getStyleClass().add(Styles.TEXT_MUTED);
        Button copy = new Button("Copy CSV", new FontIcon(Feather.COPY));
        copy.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        copy.setId("chat-copy-csv");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(e -> copyCsv(result));
        summary.setMinWidth(Region.USE_PREF_SIZE);
        HBox actions = new HBox(8, copy);
        actions.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        // a narrow chat puts the buttons under the counts instead of cutting them to "5 row(s) …"
        javafx.scene.layout.FlowPane header = new javafx.scene.layout.FlowPane(12, 4, summary, actions);
        header.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        TableView<List<Object>> table = table(result);
        getChildren().addAll(header, table);
        ChartShape.of(result).ifPresent(shape -> {
            Node chart = chart(result, shape);
            actions.getChildren().add(0, viewSwitch(table, chart));
            getChildren().add(chart);
        });
    }

    /** Table or chart, one at a time: both at once do not fit beside the tabs. */
    private static Node viewSwitch(Node table, Node chart) {
        ToggleGroup group = new ToggleGroup();
        ToggleButton showTable = new ToggleButton("Table", new FontIcon(Feather.GRID));
        ToggleButton showChart = new ToggleButton("Chart", new FontIcon(Feather.BAR_CHART_2));
        showChart.setId("chat-show-chart");
        showTable.setId("chat-show-table");
        for (ToggleButton button : List.of(showTable, showChart)) {
            button.setToggleGroup(group);
            button.getStyleClass().add(Styles.SMALL);
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        showTable.getStyleClass().add(Styles.LEFT_PILL);
        showChart.getStyleClass().add(Styles.RIGHT_PILL);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true); // one view is always shown
                return;
            }
            table.setVisible(now == showTable);
            table.setManaged(now == showTable);
            chart.setVisible(now == showChart);
            chart.setManaged(now == showChart);
        });
        showTable.setSelected(true);
        return new HBox(showTable, showChart);
    }

    private static TableView<List<Object>> table(QueryResult result) {
        TableView<List<Object>> table = new TableView<>();
        table.getStyleClass().addAll("chat-table", Styles.DENSE);
        for (int i = 0; i < result.columns().size(); i++) {
            int index = i;
            String name = result.columns().get(i).name();
            TableColumn<List<Object>, Object> column = new TableColumn<>(name);
            column.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().get(index)));
            column.setCellFactory(c -> new ValueCell(name));
            column.setComparator(VALUES);
            table.getColumns().add(column);
        }
        table.getItems().setAll(result.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        double rows = Math.max(1, Math.min(result.rowCount(), 6));
        table.setPrefHeight(Math.min(MAX_TABLE_HEIGHT, 34 + rows * 26));
        table.setMinHeight(Region.USE_PREF_SIZE);
        return table;
    }

    private static Node chart(QueryResult result, ChartShape shape) {
        CategoryAxis x = new CategoryAxis();
        NumberAxis y = new NumberAxis();
        chartTitle(x, y, result, shape);
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (List<Object> row : result.rows()) {
            Object value = row.get(shape.value());
            if (value instanceof Number number) {
                series.getData().add(new XYChart.Data<>(label(row.get(shape.label())), number));
            }
        }
        XYChart<String, Number> chart = shape.kind() == ChartShape.Kind.BAR ? new BarChart<>(x, y)
                : new LineChart<>(x, y);
        chart.getData().add(series);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setPrefHeight(240);
        chart.setMinHeight(180);
        chart.setId("chat-chart");
        chart.getStyleClass().add("chat-chart");
        return chart;
    }

    private static void chartTitle(CategoryAxis x, NumberAxis y, QueryResult result, ChartShape shape) {
        x.setLabel(result.columns().get(shape.label()).name());
        y.setLabel(result.columns().get(shape.value()).name());
        y.setTickLabelFormatter(new NumberAxis.DefaultFormatter(y) {
            @Override
            public String toString(Number value) {
                return compact(value.doubleValue());
            }
        });
    }

    /** 12,500,000 → 12.5M: long axis numbers eat the panel's width. */
    static String compact(double value) {
        double size = Math.abs(value);
        if (size >= 1e9) {
            return trim(value / 1e9) + "B";
        }
        if (size >= 1e6) {
            return trim(value / 1e6) + "M";
        }
        if (size >= 1e3) {
            return trim(value / 1e3) + "k";
        }
        return trim(value);
    }

    private static String trim(double value) {
        return java.math.BigDecimal.valueOf(value).setScale(1, java.math.RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString();
    }

    /** A date-time at midnight reads as its date; other values as their text. */
    private static String label(Object value) {
        String text = String.valueOf(value);
        return text.endsWith("T00:00") ? text.substring(0, text.length() - "T00:00".length()) : text;
    }

    private static void copyCsv(QueryResult result) {
        ClipboardContent content = new ClipboardContent();
        content.putString(new ResultRenderer().csv(result));
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareValues(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return Double.compare(x.doubleValue(), y.doubleValue());
        }
        if (a instanceof Comparable c && a.getClass().isInstance(b)) {
            return c.compareTo(b);
        }
        return String.valueOf(a).compareTo(String.valueOf(b));
    }

    /** "1 row", "5 rows". */
    static String rows(long count) {
        return count == 1 ? "1 row" : count + " rows";
    }
}
