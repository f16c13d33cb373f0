package dev.steward.ui.metadata;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The Metadata tab: a header with counts, a filter box and the sortable table list. */
public final class MetadataTab extends Tab {

    public MetadataTab(MetadataViewModel viewModel) {
        super("Metadata");
        setId("metadata-tab");
        setClosable(false);
        setGraphic(new FontIcon(Feather.BOOK_OPEN));
        Label header = new Label();
        header.setId("metadata-header");
        header.getStyleClass().add(Styles.TEXT_MUTED);
        header.textProperty().bind(viewModel.headerProperty());
        TextField filter = new TextField();
        filter.setId("metadata-filter");
        filter.setPromptText("Filter by name, layer or status");
        filter.setPrefWidth(240);
        filter.setMinWidth(120);
        header.setMinWidth(Region.USE_PREF_SIZE);
        filter.textProperty().bindBidirectional(viewModel.filterProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button reload = new Button(null, new FontIcon(Feather.REFRESH_CW));
        reload.setId("metadata-reload");
        reload.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        reload.setTooltip(new Tooltip("Read the tables and metadata.yaml again"));
        reload.disableProperty().bind(viewModel.loadingProperty());
        reload.setOnAction(e -> viewModel.load());
        HBox top = new HBox(12, header, spacer, filter, reload);
        top.setAlignment(Pos.CENTER_LEFT);
        Label notice = new Label();
        notice.setId("metadata-notice");
        notice.getStyleClass().addAll("metadata-notice", Styles.WARNING);
        notice.setWrapText(true);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        TableView<TableSummary> table = tableOf(viewModel);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox content = new VBox(10, top, notice, table);
        content.setPadding(new Insets(12));
        setContent(content);
    }

    private static TableView<TableSummary> tableOf(MetadataViewModel viewModel) {
        TableView<TableSummary> table = new TableView<>();
        table.setId("metadata-table");
        table.getStyleClass().addAll(Styles.STRIPED, Tweaks.EDGE_TO_EDGE);
        SortedList<TableSummary> sorted = new SortedList<>(viewModel.visibleRows());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.getColumns().add(column("Table", 260, row -> row.name()));
        table.getColumns().add(column("Layer", 90, row -> row.layer().yamlName()));
        TableColumn<TableSummary, String> status = column("Status", 120, row -> row.status());
        status.setCellFactory(c -> new StatusCell());
        table.getColumns().add(status);
        table.getColumns().add(columnCountColumn());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.when(viewModel.loadingProperty())
                .then("Reading the tables…").otherwise("No tables match."));
        table.setPlaceholder(placeholder);
        return table;
    }

    private static TableColumn<TableSummary, String> column(String title, double width,
                                                           java.util.function.Function<TableSummary, String> value) {
        TableColumn<TableSummary, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }

    /** Numbers sort as numbers; an unreadable file shows a warning with its problem as tooltip. */
    private static TableColumn<TableSummary, TableSummary> columnCountColumn() {
        TableColumn<TableSummary, TableSummary> column = new TableColumn<>("Columns");
        column.setPrefWidth(110);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        column.setComparator((a, b) -> Integer.compare(a.columnCount(), b.columnCount()));
        column.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(TableSummary row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setText(null);
                    setTooltip(null);
                } else if (row.readable()) {
                    setText(Integer.toString(row.columnCount()));
                    setTooltip(null);
                } else {
                    setText("unreadable");
                    setTooltip(new Tooltip(row.problem()));
                }
            }
        });
        return column;
    }

    /** Colours the status (steward.css): approved green, draft amber, stale red, the rest muted. */
    private static final class StatusCell extends javafx.scene.control.TableCell<TableSummary, String> {
        private static final java.util.List<String> STATES =
                java.util.List.of("status-approved", "status-draft", "status-stale", "status-other");

        @Override
        protected void updateItem(String status, boolean empty) {
            super.updateItem(status, empty);
            getStyleClass().removeAll(STATES);
            setText(empty ? null : status);
            if (!empty && status != null) {
                getStyleClass().add(switch (status) {
                    case "approved", "draft", "stale" -> "status-" + status;
                    default -> "status-other";
                });
            }
        }
    }
}
