package dev.steward.ui.metadata;

import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.NarrowingBar;
import dev.steward.ui.fx.RunningJob;
import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
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

/**
 * The left side of the Metadata tab: counts, filter box and status filter, the queue (multi-select for bulk
 * approval), the bulk confirmation with what will change, and the LLM actions with their progress.
 */
final class QueueView extends VBox {
    private static final List<String> STATUSES = List.of(MetadataViewModel.ALL, "draft", "stale", "approved",
            QueueEntry.MISSING_PARQUET, QueueEntry.NO_METADATA);
    private final MetadataViewModel viewModel;
    private final TableView<QueueEntry> table;

    QueueView(MetadataViewModel viewModel) {
        super(8);
        this.viewModel = viewModel;
        setId("review-queue");
        setPadding(new Insets(12));
        setMinWidth(476);
        Label header = new Label();
        header.setId("metadata-header");
        header.getStyleClass().add(Styles.TEXT_MUTED);
        header.setWrapText(true);
        header.setMinHeight(Region.USE_PREF_SIZE); // the table gives up height first; the counts stay whole
        header.textProperty().bind(viewModel.headerProperty());
        table = tableOf(viewModel);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(header, filterRow(), new NarrowingBar(viewModel.narrowingProperty(), "metadata-narrowing"),
                notice(viewModel.noticeProperty(), "metadata-notice", true),
                table, bulkPanel(), actionRow(), draftingRow(),
                notice(viewModel.drafting().noticeProperty(), "llm-notice", true),
                notice(viewModel.bulk().noticeProperty(), "bulk-notice", false), keyHint());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.selectedProperty().set(row);
            }
        });
        viewModel.selectedProperty().addListener((obs, old, entry) -> showSelected(entry));
        showSelected(viewModel.selectedProperty().get()); // the tab may be built after the load chose one
    }

    private void showSelected(QueueEntry entry) {
        if (entry != null && !entry.equals(table.getSelectionModel().getSelectedItem())) {
            table.getSelectionModel().clearAndSelect(table.getItems().indexOf(entry));
        }
    }

    TableView<QueueEntry> table() {
        return table;
    }

    /** Moves the selection one row down (+1) or up (-1) in the order shown. */
    void move(int step) {
        QueueEntry next = viewModel.neighbour(table.getItems(), step);
        if (next != null) {
            int index = table.getItems().indexOf(next);
            table.getSelectionModel().clearAndSelect(index);
            table.scrollTo(Math.max(0, index - 3));
        }
    }

    /** The selected table rows, for bulk approval. */
    List<QueueEntry> selection() {
        return List.copyOf(table.getSelectionModel().getSelectedItems());
    }

    private HBox filterRow() {
        TextField filter = new TextField();
        filter.setId("metadata-filter");
        filter.setPromptText("Filter…");
        filter.setTooltip(new Tooltip("Filter by name, layer or status"));
        HBox.setHgrow(filter, Priority.ALWAYS);
        filter.textProperty().bindBidirectional(viewModel.filterProperty());
        ComboBox<String> status = new ComboBox<>();
        status.setId("status-filter");
        status.getItems().setAll(STATUSES);
        status.setValue(MetadataViewModel.ALL);
        status.valueProperty().bindBidirectional(viewModel.statusFilterProperty());
        status.setCellFactory(list -> new CountedStatusCell());
        status.setButtonCell(new CountedStatusCell());
        status.setPrefWidth(170);
        status.setMinWidth(150);
        viewModel.allRows().addListener((javafx.collections.ListChangeListener<QueueEntry>) c -> {
            status.setButtonCell(new CountedStatusCell());
        });
        Button reload = new Button(null, new FontIcon(Feather.REFRESH_CW));
        reload.setId("metadata-reload");
        reload.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        reload.setTooltip(new Tooltip("Read the tables and metadata.yaml again"));
        reload.disableProperty().bind(viewModel.loadingProperty());
        reload.setOnAction(e -> viewModel.load());
        HBox row = new HBox(8, filter, status, reload);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node bulkPanel() {
        BulkApproval bulk = viewModel.bulk();
        Label title = new Label();
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.textProperty().bind(Bindings.size(bulk.plan()).asString("Approve these %d? This will write:"));
        VBox lines = new VBox(2);
        Runnable showPlan = () -> lines.getChildren().setAll(bulk.plan().stream().map(QueueView::planLine).toList());
        bulk.plan().addListener((javafx.collections.ListChangeListener<String>) c -> showPlan.run());
        showPlan.run();
        Button confirm = new Button("Approve all", new FontIcon(Feather.CHECK_CIRCLE));
        confirm.setId("bulk-confirm");
        confirm.getStyleClass().add(Styles.SUCCESS);
        confirm.disableProperty().bind(bulk.runningProperty());
        confirm.setOnAction(e -> bulk.confirm());
        Button cancel = new Button("Cancel");
        cancel.setId("bulk-cancel");
        cancel.setOnAction(e -> bulk.dismiss());
        HBox buttons = new HBox(8, confirm, cancel);
        VBox panel = new VBox(6, title, lines, buttons);
        panel.setId("bulk-panel");
        panel.getStyleClass().add("bulk-panel");
        panel.setPadding(new Insets(8, 10, 8, 10));
        panel.visibleProperty().bind(bulk.pendingProperty());
        panel.managedProperty().bind(panel.visibleProperty());
        return panel;
    }

    private static Label planLine(String text) {
        Label line = new Label("• " + text);
        line.setWrapText(true);
        line.getStyleClass().add(Styles.TEXT_SMALL);
        return line;
    }

    private HBox actionRow() {
        Button bulk = new Button("Bulk approve…", new FontIcon(Feather.CHECK_SQUARE));
        bulk.setId("bulk-approve");
        bulk.setTooltip(new Tooltip("Select several draft or stale tables or draft terms (Shift/Ctrl + click), then approve them "
                + "together after seeing what changes"));
        bulk.setOnAction(e -> viewModel.bulk().propose(selection()));
        Button generate = new Button("Draft with LLM", new FontIcon(Feather.ZAP));
        generate.setId("generate-drafts");
        generate.setTooltip(new Tooltip("Draft every table that is not approved with the local LLM"));
        generate.setOnAction(e -> {
            viewModel.drafting().generate(List.of());
            table.requestFocus(); // the button disables itself: keep the focus (and J/K/A…) in the queue
        });
        generate.disableProperty().bind(viewModel.drafting().jobProperty().isNotNull());
        HBox row = new HBox(8, bulk, generate);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node draftingRow() {
        ProgressBar progress = new ProgressBar();
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        Label message = new Label();
        message.setId("drafting-message");
        message.getStyleClass().add(Styles.TEXT_SMALL);
        Button cancel = new Button("Cancel");
        cancel.setId("drafting-cancel");
        cancel.setOnAction(e -> {
            viewModel.drafting().cancel();
            table.requestFocus(); // the button hides itself
        });
        java.util.function.Consumer<RunningJob> follow = job -> {
            progress.progressProperty().unbind();
            message.textProperty().unbind();
            if (job != null) {
                progress.progressProperty().bind(job.progressProperty());
                message.textProperty().bind(job.messageProperty());
            }
        };
        viewModel.drafting().jobProperty().addListener((obs, old, job) -> follow.accept(job));
        follow.accept(viewModel.drafting().jobProperty().get());
        VBox box = new VBox(4, new HBox(8, progress, cancel), message);
        box.setId("drafting-progress");
        box.visibleProperty().bind(viewModel.drafting().jobProperty().isNotNull());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static Label notice(javafx.beans.value.ObservableStringValue text, String id, boolean warning) {
        Label notice = new Label();
        notice.setId(id);
        notice.getStyleClass().addAll("queue-notice", warning ? Styles.WARNING : Styles.TEXT_MUTED);
        notice.setWrapText(true);
        notice.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        notice.textProperty().bind(text);
        notice.visibleProperty().bind(Bindings.isNotEmpty(text));
        notice.managedProperty().bind(notice.visibleProperty());
        return notice;
    }

    private static Label keyHint() {
        Label hint = new Label("J/K move · A approve · S skip · E edit · R regenerate · Enter open");
        hint.setId("key-hint");
        hint.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        hint.setWrapText(true);
        return hint;
    }

    private static TableView<QueueEntry> tableOf(MetadataViewModel viewModel) {
        TableView<QueueEntry> table = new TableView<>();
        table.setId("metadata-table");
        FocusKeeper.markHome(table);
        table.getStyleClass().addAll(Styles.STRIPED, Tweaks.EDGE_TO_EDGE, Styles.DENSE);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        SortedList<QueueEntry> sorted = new SortedList<>(viewModel.visibleRows());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        // widths that fit the sample's longest names ("revenue_by_region_quarter") and badges ("no metadata")
        table.getColumns().add(column("Name", 222, QueueEntry::name));
        table.getColumns().get(0).setMinWidth(214);
        table.getColumns().add(column("Layer", 64, QueueEntry::layer));
        table.getColumns().get(1).setMinWidth(64);
        TableColumn<QueueEntry, String> status = column("Status", 112, QueueEntry::shownStatus);
        status.setMinWidth(112);
        status.setCellFactory(c -> new BadgeCell());
        table.getColumns().add(status);
        table.getColumns().add(columnCountColumn());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.when(viewModel.loadingProperty())
                .then("Reading the tables…").otherwise("Nothing matches the filter."));
        table.setPlaceholder(placeholder);
        return table;
    }

    private static TableColumn<QueueEntry, String> column(String title, double width,
                                                          Function<QueueEntry, String> value) {
        TableColumn<QueueEntry, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }

    /** Numbers sort as numbers; a missing or unreadable file shows a mark with its problem as tooltip. */
    private static TableColumn<QueueEntry, QueueEntry> columnCountColumn() {
        TableColumn<QueueEntry, QueueEntry> column = new TableColumn<>("Cols");
        column.setPrefWidth(58);
        column.setMinWidth(58);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        column.setComparator((a, b) -> Integer.compare(a.columnCount(), b.columnCount()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(QueueEntry row, boolean empty) {
                super.updateItem(row, empty);
                boolean problem = !empty && row != null && !row.problem().isEmpty();
                setText(empty || row == null || row.kind() == QueueEntry.Kind.TERM ? null
                        : problem && row.columnCount() < 0 ? "!" : Integer.toString(row.columnCount()));
                setTooltip(problem ? new Tooltip(row.problem()) : null);
            }
        });
        return column;
    }

    /** The status as a coloured badge (metadata.css). */
    private static final class BadgeCell extends TableCell<QueueEntry, String> {
        @Override
        protected void updateItem(String status, boolean empty) {
            super.updateItem(status, empty);
            setText(null);
            setGraphic(empty || status == null ? null : StatusBadge.of(status));
        }
    }

    /** A status filter choice with its count, e.g. {@code draft (2)}. */
    private final class CountedStatusCell extends ListCell<String> {
        @Override
        protected void updateItem(String status, boolean empty) {
            super.updateItem(status, empty);
            setText(empty || status == null ? null : status + " (" + viewModel.count(status) + ")");
        }
    }
}
