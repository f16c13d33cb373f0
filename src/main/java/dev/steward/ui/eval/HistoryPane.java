package dev.steward.ui.eval;

import atlantafx.base.theme.Styles;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The run history: pass rate (passed / all cases) and coverage (evaluated / all) per run as a line chart, one table row per run (newest on top), and "Compare" for
 * two selected rows. Selecting one row lists that run's results.
 */
final class HistoryPane extends VBox {
    private final EvalViewModel vm;
    private final XYChart.Series<String, Number> series = new XYChart.Series<>();
    private final XYChart.Series<String, Number> coverage = new XYChart.Series<>();
    private final TableView<RunRow> table = new TableView<>();

    HistoryPane(EvalViewModel vm) {
        this.vm = vm;
        setId("eval-history");
        getStyleClass().add("eval-history");
        setSpacing(6);
        setPadding(new Insets(8, 10, 8, 10));
        // the unit in the title: the axis' own vertical label needs a chart too tall for the results below
        Label title = new Label("Pass rate per run, % of all cases");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        LineChart<String, Number> chart = chart();
        buildTable();
        Button compare = new Button("Compare selected", new FontIcon(Feather.GIT_PULL_REQUEST));
        compare.setId("eval-compare");
        compare.setTooltip(new Tooltip("Select two runs (Ctrl+click) to see which examples changed verdict"));
        compare.disableProperty().bind(javafx.beans.binding.Bindings.size(
                table.getSelectionModel().getSelectedItems()).isNotEqualTo(2));
        compare.setOnAction(e -> compareSelected());
        Label hint = new Label("Ctrl+click two runs to compare them");
        hint.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        hint.setWrapText(true); // the button keeps its words; the hint takes two lines when the pane is narrow
        hint.setMinWidth(0);
        compare.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox actions = new HBox(8, hint, gap, compare);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(title, chart, table, actions);
        vm.runs().addListener((ListChangeListener<RunRow>) change -> redraw());
        redraw();
    }

    private LineChart<String, Number> chart() {
        CategoryAxis runs = new CategoryAxis();
        NumberAxis rate = new NumberAxis(0, 100, 25);
        LineChart<String, Number> chart = new LineChart<>(runs, rate);
        chart.setId("eval-chart");
        chart.setLegendVisible(true);
        chart.setAnimated(false);
        chart.setCreateSymbols(true);
        chart.setMinHeight(100); // the axis 0-100 stays readable; the results list below needs the rows
        chart.setPrefHeight(110);
        series.setName("pass rate");
        coverage.setName("coverage");
        chart.getData().add(series);
        chart.getData().add(coverage);
        return chart;
    }

    private void redraw() {
        List<RunRow> rows = vm.runs();
        series.getData().setAll(rows.stream().filter(r -> r.run().summary().total() > 0)
                .map(r -> new XYChart.Data<String, Number>(r.chartLabel(), Math.round(1000 * r.passRate()) / 10.0))
                .toList());
        coverage.getData().setAll(rows.stream().filter(r -> r.run().summary().total() > 0)
                .map(r -> new XYChart.Data<String, Number>(r.chartLabel(),
                        Math.round(1000 * r.run().summary().coverage()) / 10.0)).toList());
        List<RunRow> newestFirst = new java.util.ArrayList<>(rows);
        java.util.Collections.reverse(newestFirst);
        table.getItems().setAll(newestFirst);
        RunRow shown = vm.shownRunProperty().get();
        if (shown != null && !vm.comparingProperty().get()) {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().select(shown);
        }
    }

    private void buildTable() {
        table.setId("eval-runs");
        // content widths and a sideways scroll bar: squeezed into the narrow pane the last header read 'Rep…'
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.getStyleClass().add(Styles.DENSE);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setPlaceholder(new Label("No runs yet"));
        table.setMinHeight(110);
        table.getColumns().setAll(List.of(column("#", 30, r -> "#" + r.number()), column("Date", 126, RunRow::date),
                column("Model", 128, RunRow::modelText), column("Knowledge", 96, RunRow::knowledge),
                column("Pass rate", 82, RunRow::passRateText), column("Coverage", 82, RunRow::coverageText),
                column("LLM calls", 80, r -> Integer.toString(r.llmCalls())), repairsColumn()));
        table.getSelectionModel().getSelectedItems().addListener((ListChangeListener<RunRow>) change -> {
            List<RunRow> chosen = List.copyOf(table.getSelectionModel().getSelectedItems());
            if (chosen.size() == 1 && (chosen.get(0) != vm.shownRunProperty().get()
                    || vm.comparingProperty().get())) {
                vm.showRun(chosen.get(0));
            }
        });
    }

    private static TableColumn<RunRow, String> repairsColumn() {
        TableColumn<RunRow, String> column = column("Repairs", 88, RunRow::repairsText);
        column.setId("eval-runs-repairs");
        Label header = new Label("Repairs");
        header.setTooltip(new Tooltip("Dialect slips in the generated SQL that Steward mended by rule (in how many "
                + "answers): the model habits your knowledge is compensating for"));
        column.setText(null);
        column.setGraphic(header);
        return column;
    }

    private void compareSelected() {
        List<RunRow> chosen = List.copyOf(table.getSelectionModel().getSelectedItems());
        if (chosen.size() == 2) {
            vm.compare(chosen.get(0), chosen.get(1));
        }
    }

    private static TableColumn<RunRow, String> column(String title, double width, Function<RunRow, String> value) {
        TableColumn<RunRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setMinWidth(width); // a narrow pane scrolls sideways rather than cutting dates
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(c -> new dev.steward.ui.fx.FittingCell<>());
        return column;
    }
}
