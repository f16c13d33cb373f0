package dev.steward.ui.drift;

import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.LazyTab;
import dev.steward.ui.fx.NarrowingBar;
import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.Node;
import javafx.scene.control.TableCell;
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
 * The Drift & Profiling tab: per table the stored fingerprint against the live one, the drift state and delta
 * and the last recorded change, with Check (reads only) and Refresh; below, the selected table's column
 * profiles with a histogram and top values of the selected column.
 */
public final class DriftTab extends LazyTab {
    private static final String STYLESHEET = DriftTab.class.getResource("drift.css").toExternalForm();
    private final DriftViewModel viewModel;
    private final java.util.function.Consumer<String> openInMetadata;

    public DriftTab(DriftViewModel viewModel) {
        this(viewModel, table -> { });
    }

    /**
     * @param openInMetadata shows a table (its metadata.yaml key or Parquet stem) in the Metadata tab, where a
     *                       drifted or stale one is described and approved again
     */
    public DriftTab(DriftViewModel viewModel, java.util.function.Consumer<String> openInMetadata) {
        super("Drift & Profiling");
        this.viewModel = viewModel;
        this.openInMetadata = openInMetadata;
        setId("tab-drift-profiling");
        setClosable(false);
        setGraphic(new FontIcon(Feather.ACTIVITY));
    }

    @Override
    protected Node content() {
        TableView<DriftRow> tables = tablesOf(viewModel);
        SplitPane split = new SplitPane(tables, new ProfilePane(viewModel));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.47);
        VBox.setVgrow(split, Priority.ALWAYS);
        VBox content = new VBox(10, toolbar(viewModel, openInMetadata), new NarrowingBar(viewModel.narrowingProperty(),
                "drift-narrowing"), split);
        tables.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && tables.getSelectionModel().getSelectedItem() != null) {
                openInMetadata.accept(tables.getSelectionModel().getSelectedItem().name());
            }
        });
        content.setId("drift-content");
        content.setPadding(new Insets(12));
        content.getStylesheets().add(STYLESHEET);
        return content;
    }

    private static HBox toolbar(DriftViewModel viewModel, java.util.function.Consumer<String> openInMetadata) {
        Label summary = new Label();
        summary.setId("drift-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add(Styles.TEXT_MUTED);
        summary.textProperty().bind(viewModel.summaryProperty());
        HBox.setHgrow(summary, Priority.ALWAYS);
        summary.setMaxWidth(Double.MAX_VALUE);
        Button check = new Button("Check", new FontIcon(Feather.SEARCH));
        check.setId("drift-check");
        check.setTooltip(new Tooltip("Compare metadata.yaml with the live Parquet files; writes nothing"));
        check.setOnAction(e -> viewModel.check());
        Button refresh = new Button("Refresh", new FontIcon(Feather.REFRESH_CW));
        refresh.setId("drift-refresh");
        refresh.setTooltip(new Tooltip("Mark drifted approved tables stale and add draft entries for new "
                + "tables (every change goes to the curation log)"));
        refresh.setOnAction(e -> viewModel.refresh());
        check.disableProperty().bind(viewModel.busyProperty());
        refresh.disableProperty().bind(viewModel.busyProperty());
        Button fix = new Button("Open in Metadata", new FontIcon(Feather.BOOK_OPEN));
        fix.setId("drift-open-metadata");
        fix.setTooltip(new Tooltip("Review the selected table in the Metadata tab: describe what changed and approve "
                + "it again (double-click a row does the same)"));
        fix.disableProperty().bind(viewModel.selectedProperty().isNull());
        fix.setOnAction(e -> openInMetadata.accept(viewModel.selectedProperty().get().name()));
        fix.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(10, summary, fix, check, refresh);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private static TableView<DriftRow> tablesOf(DriftViewModel viewModel) {
        javafx.collections.transformation.SortedList<DriftRow> sorted =
                new javafx.collections.transformation.SortedList<>(viewModel.rows());
        TableView<DriftRow> table = new TableView<>(sorted);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setId("drift-table");
        FocusKeeper.markHome(table);
        table.getStyleClass().addAll(Styles.STRIPED, Tweaks.EDGE_TO_EDGE, Styles.DENSE);
        table.getColumns().add(column("Table", 230, DriftRow::name));
        table.getColumns().add(column("Layer", 64, DriftRow::layer));
        TableColumn<DriftRow, String> state = column("State", 100, DriftRow::state);
        state.setCellFactory(c -> new StateCell());
        table.getColumns().add(state);
        table.getColumns().add(column("Last change", 260, DriftRow::lastChange));
        table.getColumns().add(column("What changed", 400, DriftRow::delta));
        // the fingerprints are for checking by hand: on demand from the table's column menu (+)
        TableColumn<DriftRow, String> stored = column("Stored hash", 130, DriftRow::storedHash);
        TableColumn<DriftRow, String> live = column("Live hash", 130, DriftRow::liveHash);
        stored.setVisible(false);
        live.setVisible(false);
        table.getColumns().add(stored);
        table.getColumns().add(live);
        table.setTableMenuButtonVisible(true);
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY); // content width, scrolls sideways
        table.setPlaceholder(new Label("Press Check to compare metadata.yaml with the Parquet files."));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.selectedProperty().set(row);
            }
        });
        java.util.function.Consumer<DriftRow> follow = row -> {
            if (row != null && row != table.getSelectionModel().getSelectedItem()) {
                table.getSelectionModel().select(row);
            }
        };
        viewModel.selectedProperty().addListener((obs, old, row) -> follow.accept(row));
        follow.accept(viewModel.selectedProperty().get()); // chosen before the tab was built
        return table;
    }

    static <R> TableColumn<R, String> column(String title, double width, Function<R, String> value) {
        TableColumn<R, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.length() < 24 ? null : new Tooltip(text));
            }
        });
        return column;
    }

    /** The drift state as a coloured badge (drift.css). */
    private static final class StateCell extends TableCell<DriftRow, String> {
        @Override
        protected void updateItem(String state, boolean empty) {
            super.updateItem(state, empty);
            setText(null);
            if (empty || state == null) {
                setGraphic(null);
                return;
            }
            Label badge = new Label(state);
            badge.getStyleClass().addAll("drift-badge", "drift-" + state.replace(' ', '-'));
            setGraphic(badge);
        }
    }

    /** Keeps a label from shrinking below its text. */
    static Label fixed(Label label) {
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
