package dev.steward.ui.drift;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import dev.steward.catalog.ColumnProfile;
import dev.steward.catalog.Dtype;
import dev.steward.catalog.Histogram;
import dev.steward.catalog.HistogramBin;
import dev.steward.catalog.ProfileStats;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.ValueCount;
import dev.steward.ui.fx.ProfileText;
import java.util.List;
import java.util.stream.Collectors;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The lower half of the Drift tab: one row of stats per column, and the selected column's distribution. */
final class ProfilePane extends VBox {
    private final DriftViewModel viewModel;
    private final BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final Label columnTitle = new Label();
    private final Label topValues = new Label();

    ProfilePane(DriftViewModel viewModel) {
        super(6);
        this.viewModel = viewModel;
        setId("profile-pane");
        setPadding(new Insets(8, 0, 0, 0));
        Label status = new Label();
        status.setId("profile-status");
        status.getStyleClass().add(Styles.TEXT_MUTED);
        status.textProperty().bind(viewModel.profileStatusProperty());
        TableView<ColumnProfile> columns = columnsTable();
        HBox.setHgrow(columns, Priority.ALWAYS);
        HBox body = new HBox(12, columns, distribution());
        VBox.setVgrow(body, Priority.ALWAYS);
        getChildren().addAll(status, body);
        viewModel.selectedColumnProperty().addListener((obs, old, column) -> showColumn(column));
        showColumn(viewModel.selectedColumnProperty().get()); // the tab may be built after a profile arrived
    }

    private TableView<ColumnProfile> columnsTable() {
        TableView<ColumnProfile> table = new TableView<>();
        table.setId("profile-table");
        table.getStyleClass().addAll(Styles.STRIPED, Tweaks.EDGE_TO_EDGE, Styles.DENSE);
        java.util.function.Consumer<TableProfile> show = profile -> table.setItems(profile == null
                ? FXCollections.observableArrayList() : FXCollections.observableArrayList(profile.columns()));
        viewModel.profileProperty().addListener((obs, old, profile) -> show.accept(profile));
        show.accept(viewModel.profileProperty().get());
        List<TableColumn<ColumnProfile, String>> columns = List.of(
                DriftTab.column("Column", 120, ColumnProfile::name),
                DriftTab.column("Type", 110, ColumnProfile::duckDbType),
                DriftTab.column("Dtype", 96, c -> c.dtype().yamlName()),
                DriftTab.column("Null", 52, c -> ProfileText.percent(c.stats().nullPct())),
                DriftTab.column("Distinct", 78, c -> ProfileText.number(c.stats().distinctCount())),
                DriftTab.column("Min", 70, c -> orDash(c.stats().min())),
                DriftTab.column("Max", 70, c -> orDash(c.stats().max())),
                DriftTab.column("Mean", 70, c -> orDash(c.stats().mean())),
                DriftTab.column("Accepted values", 160, ProfilePane::acceptedValues));
        table.getColumns().addAll(columns);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY); // content width, scrolls sideways
        table.setPlaceholder(new Label("No table selected."));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, column) -> {
            if (column != null) {
                viewModel.selectedColumnProperty().set(column);
            }
        });
        java.util.function.Consumer<ColumnProfile> follow = column -> {
            if (column != null && column != table.getSelectionModel().getSelectedItem()) {
                table.getSelectionModel().select(column);
            }
        };
        viewModel.selectedColumnProperty().addListener((obs, old, column) -> follow.accept(column));
        follow.accept(viewModel.selectedColumnProperty().get());
        return table;
    }

    private VBox distribution() {
        columnTitle.setId("histogram-title");
        columnTitle.getStyleClass().add(Styles.TEXT_BOLD);
        columnTitle.setWrapText(true);
        columnTitle.setMinHeight(Region.USE_PREF_SIZE);
        chart.setId("histogram");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setCategoryGap(2);
        chart.setBarGap(0);
        chart.setMinHeight(140);
        chart.getXAxis().setTickLabelRotation(-40);
        wholeCounts((NumberAxis) chart.getYAxis());
        chart.setVisible(false); // no axes around nothing: the chart shows once a column is selected
        chart.managedProperty().bind(chart.visibleProperty());
        VBox.setVgrow(chart, Priority.ALWAYS);
        topValues.setId("top-values");
        topValues.setWrapText(true);
        topValues.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        topValues.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(4, columnTitle, chart, topValues);
        box.setPrefWidth(320);
        box.setMinWidth(260);
        box.setMaxWidth(360);
        return box;
    }

    private void showColumn(ColumnProfile column) {
        chart.getData().clear();
        chart.setVisible(column != null);
        if (column == null) {
            TableProfile profile = viewModel.profileProperty().get();
            columnTitle.setText(profile == null ? "" : "Select a column");
            topValues.setText("");
            return;
        }
        TableProfile profile = viewModel.profileProperty().get();
        if (isIdentifier(column, profile == null ? 0 : profile.rowCount())) {
            chart.setVisible(false); // bars of identifiers say nothing: each value is one row
            columnTitle.setText(column.name() + " · identifier, no histogram");
            topValues.setText(identifierFacts(column));
            return;
        }
        columnTitle.setText(column.name() + " · " + kindText(column.histogram().kind()));
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (HistogramBin bin : column.histogram().bins()) {
            series.getData().add(new XYChart.Data<>(axisLabel(column.histogram().kind(), bin.label()), bin.count()));
        }
        chart.getData().add(series);
        topValues.setText(column.topValues().isEmpty() ? "No values (every row is NULL)." : "Top values: "
                + column.topValues().stream().map(ProfilePane::valueCount).collect(Collectors.joining(", ")));
    }

    /**
     * An ID or key column: named like one ({@code txn_id}, {@code id}, {@code customerId}, {@code order_key},
     * {@code uuid}), or a text column whose every row holds a different value (codes, names of things).
     */
    static boolean isIdentifier(ColumnProfile column, long rows) {
        String name = column.name();
        boolean named = name.matches("(?i)(.*[_ ])?(id|key|uuid|guid)") || name.matches(".*[a-z0-9](Id|ID|Key)");
        long nonNull = Math.round(rows * (1 - column.stats().nullPct()));
        boolean uniqueText = column.dtype() == Dtype.TEXT && rows > 1 && column.stats().distinctCount() >= nonNull;
        return named || uniqueText;
    }

    /** What says something about an identifier: how many distinct values, their range and the NULLs. */
    static String identifierFacts(ColumnProfile column) {
        ProfileStats stats = column.stats();
        String range = stats.min() != null && stats.max() != null
                ? " · from " + ProfileText.number(stats.min()) + " to " + ProfileText.number(stats.max()) : "";
        return ProfileText.number(stats.distinctCount()) + " distinct values" + range + " · "
                + ProfileText.percent(stats.nullPct()) + " NULL";
    }

    /** Row counts are whole numbers: the auto-ranged axis's fractional ticks (0.5, 1.5) stay unlabelled. */
    private static void wholeCounts(NumberAxis counts) {
        counts.setMinorTickVisible(false);
        counts.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number value) {
                double v = value.doubleValue();
                return v == Math.rint(v) ? ProfileText.number((long) v) : "";
            }

            @Override
            public Number fromString(String text) {
                return Double.valueOf(text.replace(",", ""));
            }
        });
    }

    private static String valueCount(ValueCount value) {
        return value.value() + " (" + ProfileText.number(value.count()) + ")";
    }

    private static String acceptedValues(ColumnProfile column) {
        return column.acceptedValues() == null ? "—" : column.acceptedValues().stream().map(String::valueOf)
                .collect(Collectors.joining(", "));
    }

    private static String orDash(Object value) {
        return value == null ? "—" : ProfileText.number(value);
    }

    /** How the bars were formed; log-scaled bins say so, since their widths grow with the values. */
    private static String kindText(Histogram.Kind kind) {
        return switch (kind) {
            case RANGES -> "equal-width ranges";
            case LOG_RANGES -> "log-scaled ranges (skewed values)";
            case MONTHS -> "by month";
            case YEARS -> "by year";
            case TOP_VALUES -> "most frequent values";
            case NONE -> "no distribution";
        };
    }

    /** Range bins are labelled by their start, compactly (12k, 1.5M), so a dozen of them fit under the chart. */
    private static String axisLabel(Histogram.Kind kind, String label) {
        int dash = label.indexOf(" – ");
        if ((kind == Histogram.Kind.RANGES || kind == Histogram.Kind.LOG_RANGES) && dash > 0) {
            try {
                return compact(Double.parseDouble(label.substring(0, dash).replace(",", "")));
            } catch (NumberFormatException e) {
                return label; // not a plain number: keep the profiler's label
            }
        }
        return label.length() <= 14 ? label : label.substring(0, 13) + "…";
    }

    private static String compact(double value) {
        double size = Math.abs(value);
        if (size >= 1e6) {
            return trimmed(value / 1e6) + "M";
        }
        return size >= 1e4 ? trimmed(value / 1e3) + "k" : trimmed(value);
    }

    private static String trimmed(double value) {
        return value == Math.rint(value) ? Long.toString((long) value)
                : String.format(java.util.Locale.ROOT, "%.1f", value);
    }
}
