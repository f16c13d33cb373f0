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
    private final Runnable afterCompare;
    private final XYChart.Series<String, Number> series = new XYChart.Series<>();
    private final XYChart.Series<String, Number> coverage = new XYChart.Series<>();
    private final TableView<RunRow> table = new TableView<>();

    /** @param afterCompare where the keyboard goes once two runs are compared (the list of changes) */
    HistoryPane(EvalViewModel vm, Runnable afterCompare) {
        this.vm = vm;
        this.afterCompare = afterCompare;
        setId("eval-history");
        getStyleClass().add("eval-history");
        setSpacing(6);
        setPadding(new Insets(8, 10, 8, 10));
        Label title = new Label("Runs"); // short, so the hint beside it keeps two lines
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
        hint.setMinHeight(Region.USE_PREF_SIZE);
        compare.setMinWidth(Region.USE_PREF_SIZE);
        title.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(hint, Priority.ALWAYS);
        hint.setMaxWidth(Double.MAX_VALUE);
        // the action at the top, beside the title: at the bottom, under the chart and the runs, the pane's half of
        // the column at 1280x800 with the chat open ended above it, and a click on it hit the results instead
        HBox header = new HBox(8, title, hint, compare);
        header.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(header, chart, table);
        vm.runs().addListener((ListChangeListener<RunRow>) change -> redraw());
        redraw();
    }

    private LineChart<String, Number> chart() {
        CategoryAxis runs = new CategoryAxis();
        NumberAxis rate = new NumberAxis(0, 100, 25);
        // the unit on the ticks, no axis title: a rotated "% of cases" was cut to "% of c…" when the pane is short
        rate.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number value) {
                return value.intValue() + " %";
            }

            @Override
            public Number fromString(String text) {
                return Double.valueOf(text.replace("%", "").strip());
            }
        });
        LineChart<String, Number> chart = new LineChart<>(runs, rate);
        chart.setId("eval-chart");
        chart.setLegendVisible(true);
        chart.setAnimated(false);
        chart.setCreateSymbols(true);
        // shrinks before the runs table does (the runs are what the steward selects); the results below get 57 %
        chart.setMinHeight(70);
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
        table.setMinHeight(84); // the header and two runs: enough to pick two and compare them
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
            afterCompare.run();
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
