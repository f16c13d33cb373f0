package dev.steward.ui.relationships;

import dev.steward.ui.fx.FittingCell;
import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.LazyTab;
import dev.steward.ui.fx.NarrowingBar;
import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import dev.steward.ui.fx.Jobs;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Relationships tab: filters and actions on top, the relationships table (with the add/edit form beside it
 * when open) over the live ERD. Keys on the table: J/K next/previous, A approve, R reject, E edit, N new,
 * Delete delete.
 */
public final class RelationshipsTab extends LazyTab {
    private static final String ALL_TABLES = "All tables";
    /** The relationships list's share of the height it splits with the ERD, until the steward moves the divider. */
    static final double LIST_SHARE = 0.5;
    private final RelationshipsViewModel viewModel;
    private final Jobs jobs;
    private final SaveTarget saveTarget;
    private final ObservableBooleanValue dark;
    private ErdPane erd; // with the content
    private TableView<RelationshipRow> table;

    public RelationshipsTab(RelationshipsViewModel viewModel, Jobs jobs, SaveTarget saveTarget,
                            ObservableBooleanValue dark) {
        super("Relationships");
        this.viewModel = viewModel;
        this.jobs = jobs;
        this.saveTarget = saveTarget;
        this.dark = dark;
        setId("tab-relationships");
        setClosable(false);
        setGraphic(new FontIcon(Feather.SHARE_2));
        selectedProperty().addListener((obs, old, shown) -> {
            if (shown) {
                erd.activate(); // built by then: LazyTab builds on selection first
            }
        });
    }

    @Override
    protected Node content() {
        erd = new ErdPane(viewModel, jobs, saveTarget, dark);
        table = tableOf(viewModel);
        // beside the table and the diagram, full height; scrolls on a short window
        javafx.scene.control.ScrollPane form = new javafx.scene.control.ScrollPane(
                new RelationshipFormPane(viewModel));
        form.setFitToWidth(true);
        form.setMinHeight(0);
        form.setMinWidth(340);
        form.visibleProperty().bind(viewModel.form().openProperty());
        form.managedProperty().bind(form.visibleProperty());
        table.setMinHeight(0);
        SplitPane split = new SplitPane(table, erd);
        split.setId("relationships-split");
        split.setOrientation(Orientation.VERTICAL);
        // the list gets about half the height (7 rows beside the open chat at 1280x800; it had 3.5 at 0.32); the
        // divider moves, and the diagram's pane scrolls and zooms
        split.setDividerPositions(LIST_SHARE);
        HBox.setHgrow(split, Priority.ALWAYS);
        HBox body = new HBox(split, form);
        VBox.setVgrow(body, Priority.ALWAYS);
        VBox content = new VBox(8, topBar(), actionBar(), new NarrowingBar(viewModel.narrowingProperty(),
                "relationships-narrowing"), messageLine(),
                new RejectedByDataPane(viewModel.rejectedByData()), body);
        content.setPadding(new Insets(10, 12, 12, 12));
        return content;
    }

    /**
     * Builds the diagram now rather than on the tab's first show: the app calls it while idle after a project
     * opened, so that the WebView's creation (over a second of FX-thread time) never lands on a tab switch.
     */
    public void prepareDiagram() {
        build();
        erd.activate();
    }

    /** The ERD pane (tests look at its WebView). */
    ErdPane erd() {
        build();
        return erd;
    }

    private javafx.scene.layout.VBox topBar() {
        Label header = new Label();
        header.setId("relationships-header");
        header.getStyleClass().add(Styles.TEXT_MUTED);
        header.textProperty().bind(viewModel.headerProperty());
        ChoiceBox<String> status = new ChoiceBox<>(FXCollections.observableArrayList(
                RelationshipsViewModel.STATUS_FILTERS));
        status.setId("relationships-status-filter");
        status.valueProperty().bindBidirectional(viewModel.statusFilterProperty());
        ComboBox<String> tables = tableFilter();
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button add = button("New", Feather.PLUS, "relationships-new", "Add a relationship by hand (N)");
        add.setOnAction(e -> viewModel.startNew());
        Button detect = button("Detect", Feather.ZAP, "relationships-detect",
                "Detect join paths in the data and merge them in (approved and hand-added entries are kept)");
        detect.disableProperty().bind(viewModel.busyProperty());
        detect.setOnAction(e -> viewModel.detect());
        Button reload = button(null, Feather.REFRESH_CW, "relationships-reload", "Read relationships.yaml again");
        reload.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        reload.setOnAction(e -> viewModel.load());
        HBox bar = new HBox(8, status, tables, spacer, add, detect, reload);
        bar.setAlignment(Pos.CENTER_LEFT);
        for (Region control : List.of(status, tables, add, detect, reload)) {
            control.setMinWidth(Region.USE_PREF_SIZE);
        }
        header.setWrapText(true); // the counts on their own line: beside the controls they were cut to "…"
        return new VBox(6, header, bar);
    }

    /** The selection's decisions as buttons too, each naming its key (the keys work in the table). */
    private FlowPane actionBar() {
        Button approve = button("Approve (A)", Feather.CHECK, "relationships-approve",
                "Approve the selected relationship");
        approve.getStyleClass().add(Styles.SUCCESS);
        approve.setOnAction(e -> decide(viewModel::approveSelected));
        Button reject = button("Reject (R)", Feather.X, "relationships-reject", "Reject the selected relationship");
        reject.setOnAction(e -> decide(viewModel::rejectSelected));
        Button edit = button("Edit (E)", Feather.EDIT_2, "relationships-edit", "Edit the selected relationship");
        edit.setOnAction(e -> decide(viewModel::editSelected));
        Button delete = button("Delete (Del)", Feather.TRASH_2, "relationships-delete",
                "Delete the selected relationship from relationships.yaml");
        delete.setOnAction(e -> decide(viewModel::deleteSelected));
        Label hint = new Label("J/K move · N new");
        hint.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        FlowPane bar = new FlowPane(8, 6, approve, reject, edit, delete, hint);
        bar.setId("relationships-actions");
        bar.setAlignment(Pos.CENTER_LEFT);
        for (Button button : List.of(approve, reject, edit, delete)) {
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.disableProperty().bind(viewModel.selectedProperty().isNull().or(viewModel.busyProperty()));
        }
        return bar;
    }

    /** A button's decision keeps the keyboard in the table, where J/K and the keys go on. */
    private void decide(Runnable action) {
        action.run();
        table.requestFocus();
    }

    private ComboBox<String> tableFilter() {
        ObservableList<String> choices = FXCollections.observableArrayList(ALL_TABLES);
        choices.addAll(viewModel.tables()); // the tab may be built after the load
        viewModel.tables().addListener((javafx.collections.ListChangeListener<String>) c -> {
            choices.setAll(ALL_TABLES);
            choices.addAll(viewModel.tables());
        });
        ComboBox<String> box = new ComboBox<>(choices);
        box.setId("relationships-table-filter");
        box.setValue(shownFilter(viewModel.tableFilterProperty().get()));
        box.setPrefWidth(170);
        box.valueProperty().addListener((obs, old, value) -> viewModel.tableFilterProperty().set(
                value == null || ALL_TABLES.equals(value) ? "" : value));
        viewModel.tableFilterProperty().addListener((obs, old, value) -> box.setValue(shownFilter(value)));
        return box;
    }

    private static String shownFilter(String tableFilter) {
        return tableFilter == null || tableFilter.isBlank() ? ALL_TABLES : tableFilter;
    }

    /**
     * The outcome of the last action (a check's evidence, a decision, Detect) in a place of its own: two lines kept
     * for it whether or not there is a message, so a check's result never pushes the list and the diagram down.
     */
    private Label messageLine() {
        Label message = new Label();
        message.setId("relationships-message");
        message.setWrapText(true);
        message.setAlignment(Pos.TOP_LEFT);
        message.getStyleClass().add(Styles.TEXT_SMALL);
        message.textProperty().bind(viewModel.messageProperty());
        message.setMaxWidth(Double.MAX_VALUE);
        message.setMinHeight(twoLines(message));
        message.fontProperty().addListener((obs, old, font) -> message.setMinHeight(twoLines(message)));
        return message;
    }

    private static double twoLines(Label label) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text("Xg\nXg");
        probe.setFont(label.getFont());
        return Math.ceil(probe.getLayoutBounds().getHeight()) + label.snappedTopInset() + label.snappedBottomInset();
    }

    private TableView<RelationshipRow> tableOf(RelationshipsViewModel vm) {
        TableView<RelationshipRow> rows = new TableView<>(vm.visibleRows());
        rows.setId("relationships-table");
        FocusKeeper.markHome(rows);
        rows.getStyleClass().addAll(Styles.STRIPED, Styles.DENSE, Tweaks.EDGE_TO_EDGE);
        // columns as wide as their content and a horizontal scroll bar, never squeezed to "…" (as DataGrip does);
        // the status first, so it is in view beside the open chat and the form (it was past the right edge)
        TableColumn<RelationshipRow, String> status = column("Status", 116, RelationshipRow::shownStatus);
        status.setCellFactory(c -> new StatusCell());
        rows.getColumns().add(status);
        rows.getColumns().add(fitting("From", 120, RelationshipRow::from));
        rows.getColumns().add(fitting("To", 120, RelationshipRow::to));
        rows.getColumns().add(fitting("Join on", 100, RelationshipRow::joinOn));
        rows.getColumns().add(fitting("Confidence", 104, RelationshipRow::confidence));
        rows.getColumns().add(fitting("Method", 100, r -> r.isNew() ? r.method() + " · new" : r.method()));
        TableColumn<RelationshipRow, String> evidence = column("Evidence", 440, RelationshipRow::evidence);
        evidence.setCellFactory(c -> new FittingCell<>());
        rows.getColumns().add(evidence);
        rows.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        rows.setPlaceholder(new Label("No relationships match. Add one (N) or run Detect."));
        rows.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                vm.selectedProperty().set(row);
            }
        });
        vm.selectedProperty().addListener((obs, old, row) -> {
            if (row != rows.getSelectionModel().getSelectedItem()) { // chosen elsewhere (J/K, the ERD, a save)
                rows.getSelectionModel().select(row);
                if (row != null) {
                    rows.scrollTo(row); // a clicked row is in view already: scrolling it to the top lost the place
                }
            }
        });
        if (vm.selectedProperty().get() != null) { // chosen before the tab was built
            rows.getSelectionModel().select(vm.selectedProperty().get());
            rows.scrollTo(vm.selectedProperty().get());
        }
        rows.setRowFactory(t -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(RelationshipRow row, boolean empty) {
                super.updateItem(row, empty);
                setTooltip(empty || row == null || row.tooltip().isEmpty() ? null : new Tooltip(row.tooltip()));
            }
        });
        rows.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        return rows;
    }

    private void onKey(KeyEvent event) {
        if (event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        Runnable action = switch (event.getCode()) {
            case J -> () -> viewModel.moveSelection(1);
            case K -> () -> viewModel.moveSelection(-1);
            case A -> viewModel::approveSelected;
            case R -> viewModel::rejectSelected;
            case E -> viewModel::editSelected;
            case N -> viewModel::startNew;
            case DELETE, BACK_SPACE -> viewModel::deleteSelected;
            default -> null;
        };
        if (action != null) {
            action.run();
            event.consume();
        }
    }

    private static Button button(String text, Feather icon, String id, String tip) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.setTooltip(new Tooltip(tip));
        return button;
    }

    private static TableColumn<RelationshipRow, String> column(String title, double width,
                                                               Function<RelationshipRow, String> value) {
        TableColumn<RelationshipRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }

    /**
     * A column as wide as its title needs, widened to its longest text in the theme's font (ui.fx.FittingCell): the
     * names fit without the 210 px each had, which pushed Status past the right edge.
     */
    private static TableColumn<RelationshipRow, String> fitting(String title, double width,
                                                                Function<RelationshipRow, String> value) {
        TableColumn<RelationshipRow, String> column = column(title, width, value);
        column.setCellFactory(c -> new FittingCell<>());
        return column;
    }

    /**
     * approved green, draft amber, stale and a missing table red (the classes steward.css defines for the Metadata
     * tab too).
     */
    private static final class StatusCell extends TableCell<RelationshipRow, String> {
        private static final java.util.List<String> STATES = java.util.List.of("status-approved", "status-draft",
                "status-stale");

        @Override
        protected void updateItem(String status, boolean empty) {
            super.updateItem(status, empty);
            getStyleClass().removeAll(STATES);
            setText(empty ? null : status);
            if (!empty && status != null) {
                getStyleClass().add(status.equals(RelationshipRow.TABLE_MISSING) ? "status-stale" : "status-" + status);
            }
        }
    }
}
