package dev.steward.ui.overview;

import atlantafx.base.theme.Styles;
import dev.steward.readiness.Readiness;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The first tab: readiness figures as cards (each number a link to the list behind it, with a button that opens the
 * tab owning those items), the tables' states as a pie and the eval trend as a line chart.
 */
public final class OverviewTab extends Tab {
    private final OverviewViewModel viewModel;
    private final FlowPane cards = new FlowPane(10, 10);
    private final PieChart tables = new PieChart();
    private final LineChart<String, Number> trend = new LineChart<>(new CategoryAxis(), new NumberAxis(0, 100, 20));
    private final Label listTitle = new Label("Click a figure to see the list behind it.");
    private final ListView<String> list = new ListView<>();
    private final Button openTab = new Button();

    /** @param openTabByTitle selects the main window's tab with this title */
    public OverviewTab(OverviewViewModel viewModel, Consumer<String> openTabByTitle) {
        super("Overview");
        this.viewModel = viewModel;
        setId("tab-overview");
        setClosable(false);
        cards.setId("overview-figures");
        tables.setId("overview-tables-chart");
        tables.setTitle("Tables by state");
        tables.setLegendVisible(true);
        tables.setPrefSize(360, 260);
        trend.setId("overview-eval-trend");
        trend.setTitle("Eval pass rate and coverage (%)");
        trend.setPrefSize(420, 260);
        trend.setAnimated(false);
        list.setId("overview-list");
        list.setPrefHeight(180);
        openTab.setId("overview-open-tab");
        openTab.setVisible(false);
        openTab.setOnAction(e -> {
            Figure figure = viewModel.openedProperty().get();
            if (figure != null && figure.tab() != null) {
                openTabByTitle.accept(figure.tab());
            }
        });
        Button refresh = new Button("Refresh");
        refresh.setId("overview-refresh");
        refresh.setOnAction(e -> viewModel.load());
        refresh.disableProperty().bind(viewModel.measuringProperty());
        setOnSelectionChanged(e -> {
            if (isSelected() && viewModel.readinessProperty().get() == null) {
                viewModel.load(); // measured when first opened, so opening a project pays nothing for it
            }
        });
        Label status = new Label();
        status.textProperty().bind(viewModel.statusProperty());
        status.setWrapText(true);
        status.getStyleClass().add(Styles.TEXT_MUTED);
        listTitle.getStyleClass().add(Styles.TEXT_BOLD);
        HBox charts = new HBox(16, tables, trend);
        HBox.setHgrow(trend, Priority.ALWAYS);
        VBox content = new VBox(12, refresh, cards, charts, new HBox(12, listTitle, openTab), list, status);
        content.setPadding(new Insets(14));
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setMinWidth(0); // the window's split decides the width, never the charts' preferred sizes
        scroll.setPrefWidth(0);
        setContent(scroll);
        viewModel.figures().addListener((javafx.collections.ListChangeListener<Figure>) c -> showFigures());
        viewModel.readinessProperty().addListener((obs, old, r) -> showCharts(r));
        viewModel.openedProperty().addListener((obs, old, figure) -> showList(figure));
    }

    private void showFigures() {
        cards.getChildren().setAll(viewModel.figures().stream().map(this::card).toList());
    }

    private VBox card(Figure figure) {
        Hyperlink value = new Hyperlink(figure.value());
        value.setId("overview-" + figure.key());
        value.getStyleClass().add(Styles.TITLE_3);
        value.setOnAction(e -> viewModel.open(figure));
        value.setWrapText(true);
        Label label = new Label(figure.label());
        label.setWrapText(true);
        label.getStyleClass().add(Styles.TEXT_SMALL);
        VBox card = new VBox(2, value, label);
        card.getStyleClass().add("overview-card");
        card.setPadding(new Insets(8, 12, 8, 12));
        card.setStyle("-fx-border-color: -color-border-default; -fx-border-radius: 6; -fx-background-radius: 6;"
                + " -fx-background-color: -color-bg-subtle;");
        card.setPrefWidth(200);
        return card;
    }

    private void showCharts(Readiness r) {
        if (r == null) {
            return;
        }
        tables.setData(FXCollections.observableArrayList(r.tables().entrySet().stream()
                .filter(e -> !e.getValue().isEmpty())
                .map(e -> new PieChart.Data(e.getKey() + " " + e.getValue().size(), e.getValue().size())).toList()));
        XYChart.Series<String, Number> pass = new XYChart.Series<>();
        pass.setName("pass rate");
        XYChart.Series<String, Number> coverage = new XYChart.Series<>();
        coverage.setName("coverage");
        List<Readiness.TrendPoint> points = r.eval() == null ? List.of() : r.eval().trend();
        for (Readiness.TrendPoint point : points) {
            String when = point.startedAt().length() >= 16 ? point.startedAt().substring(5, 16).replace('T', ' ')
                    : point.run();
            pass.getData().add(new XYChart.Data<>(when, 100 * point.passRate()));
            coverage.getData().add(new XYChart.Data<>(when, 100 * point.coverage()));
        }
        trend.getData().setAll(List.of(pass, coverage));
    }

    private void showList(Figure figure) {
        if (figure == null) {
            listTitle.setText("Click a figure to see the list behind it.");
            list.getItems().clear();
            openTab.setVisible(false);
            return;
        }
        listTitle.setText(figure.label() + ": " + figure.value());
        list.getItems().setAll(figure.items().isEmpty() ? List.of("(nothing to list)") : figure.items());
        openTab.setText(figure.tab() == null ? "" : "Open " + figure.tab());
        openTab.setVisible(figure.tab() != null);
    }
}
