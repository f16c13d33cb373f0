package dev.steward.ui.overview;

import atlantafx.base.theme.Styles;
import dev.steward.readiness.Readiness;
import dev.steward.ui.fx.ListTargets;
import dev.steward.ui.fx.Narrowing;
import java.util.List;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Cursor;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The first tab: readiness figures as cards, each number a link that opens the list behind it in the tab owning
 * those items (narrowed to them, through {@link ListTargets}); the tables' states as a pie and the eval pass rate's
 * trend over the stored runs as a line chart whose points open their run.
 */
public final class OverviewTab extends Tab {
    private static final int TOOLTIP_NAMES = 12;
    private final OverviewViewModel viewModel;
    private final ListTargets targets;
    private final FlowPane cards = new FlowPane(10, 10);
    private final PieChart tables = new PieChart();
    private final LineChart<String, Number> trend = new LineChart<>(new CategoryAxis(), new NumberAxis(0, 100, 20));
    private final Label noRuns = new Label("No eval run stored yet: the pass rate's trend appears here after the "
            + "first run (Eval tab, or steward examples eval).");

    /** @param targets opens the main window's lists narrowed to a figure's names */
    public OverviewTab(OverviewViewModel viewModel, ListTargets targets) {
        super("Overview");
        this.viewModel = viewModel;
        this.targets = targets;
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
        Button refresh = new Button("Refresh");
        refresh.setId("overview-refresh");
        refresh.setOnAction(e -> viewModel.load());
        refresh.disableProperty().bind(viewModel.measuringProperty());
        setOnSelectionChanged(e -> {
            // measured when first shown; the main window's first selection, before it is on screen, leaves the
            // first measure to the workspace's start (after the project's first frame)
            if (isSelected() && viewModel.readinessProperty().get() == null && getTabPane() != null
                    && getTabPane().getScene() != null) {
                viewModel.load();
            }
        });
        Label hint = new Label("Click a number to open the list behind it. Eval: pass rate = passed / all cases, "
                + "coverage = evaluated / all cases.");
        hint.setWrapText(true);
        hint.setMinWidth(0);
        hint.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        Label status = new Label();
        status.setId("overview-status");
        status.textProperty().bind(viewModel.statusProperty());
        status.setWrapText(true);
        status.getStyleClass().add(Styles.TEXT_MUTED);
        status.visibleProperty().bind(viewModel.statusProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty()); // no blank gap over the cards
        HBox top = new HBox(12, refresh, hint);
        top.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        noRuns.setId("overview-no-runs");
        noRuns.setWrapText(true);
        noRuns.setMaxWidth(360);
        noRuns.getStyleClass().add(Styles.TEXT_MUTED);
        noRuns.setVisible(false);
        noRuns.setManaged(false);
        HBox charts = new HBox(16, tables, trend, noRuns);
        charts.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(trend, Priority.ALWAYS);
        VBox content = new VBox(12, top, status, cards, charts);
        content.setPadding(new Insets(14));
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setMinWidth(0); // the window's split decides the width, never the charts' preferred sizes
        scroll.setPrefWidth(0);
        setContent(scroll);
        viewModel.figures().addListener((javafx.collections.ListChangeListener<Figure>) c -> showFigures());
        viewModel.readinessProperty().addListener((obs, old, r) -> showCharts(r));
    }

    private void showFigures() {
        cards.getChildren().setAll(viewModel.figures().stream().map(this::card).toList());
    }

    private VBox card(Figure figure) {
        Hyperlink value = new Hyperlink(figure.value());
        value.setId("overview-" + figure.key());
        value.getStyleClass().add(Styles.TITLE_3);
        value.setOnAction(e -> open(figure));
        value.setWrapText(true);
        if (!figure.items().isEmpty()) {
            value.setTooltip(new Tooltip(tooltipOf(figure.items())));
        }
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

    private void open(Figure figure) {
        viewModel.open(figure);
        targets.show(figure.place(), figure.narrowing());
    }

    private static String tooltipOf(List<String> items) {
        List<String> shown = items.subList(0, Math.min(TOOLTIP_NAMES, items.size()));
        return String.join("\n", shown) + (items.size() > shown.size() ? "\n… and " + (items.size() - shown.size())
                + " more" : "");
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
            pass.getData().add(opening(new XYChart.Data<>(when, 100 * point.passRate()), point));
            coverage.getData().add(opening(new XYChart.Data<>(when, 100 * point.coverage()), point));
        }
        trend.getData().setAll(List.of(pass, coverage));
        trend.setVisible(!points.isEmpty());
        trend.setManaged(!points.isEmpty());
        noRuns.setVisible(points.isEmpty());
        noRuns.setManaged(points.isEmpty());
    }

    /** A point of the trend that opens its run in the Eval tab when clicked. */
    private XYChart.Data<String, Number> opening(XYChart.Data<String, Number> data, Readiness.TrendPoint point) {
        data.nodeProperty().addListener((obs, old, node) -> {
            if (node != null) {
                node.setCursor(Cursor.HAND);
                Tooltip.install(node, new Tooltip(String.format(java.util.Locale.ROOT, "%s: pass %.1f %% · "
                        + "coverage %.1f %% (click to open the run)", point.run(), 100 * point.passRate(),
                        100 * point.coverage())));
                node.setOnMouseClicked(e -> targets.show(ListTargets.Place.EVAL_RUN,
                        new Narrowing("Eval run " + point.run(), Set.of(point.run()))));
            }
        });
        return data;
    }
}
