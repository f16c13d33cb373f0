package dev.steward.ui.examples;

import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.NarrowingBar;
import atlantafx.base.theme.Styles;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The left side of the Examples tab: counts, search, state chips, the list, and Harvest candidates. */
final class ExampleListView extends VBox {
    private final ExamplesViewModel viewModel;
    private final ListView<ExampleEntry> list = new ListView<>();
    private final Map<ExampleState, ToggleButton> chips = new EnumMap<>(ExampleState.class);
    private final ToggleButton disputedChip = new ToggleButton();

    ExampleListView(ExamplesViewModel viewModel) {
        super(8);
        this.viewModel = viewModel;
        setId("examples-side");
        setPadding(new Insets(12));
        setMinWidth(340);
        Label header = new Label();
        header.setId("examples-header");
        header.getStyleClass().add(Styles.TEXT_MUTED);
        header.setWrapText(true);
        header.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        header.textProperty().bind(viewModel.headerProperty());
        list.setId("examples-list");
        FocusKeeper.markHome(list);
        list.setItems(viewModel.visibleEntries());
        list.setCellFactory(view -> new EntryCell(view, viewModel.audit()));
        list.setPlaceholder(new Label("No examples match. Clear the search or the state chips."));
        VBox.setVgrow(list, Priority.ALWAYS);
        Label notice = new Label();
        notice.setId("examples-notice");
        notice.setWrapText(true);
        notice.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // all its lines: the list gives way
        notice.getStyleClass().add(Styles.TEXT_SMALL);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        getChildren().addAll(header, auditStatus(), searchRow(), chipRow(), new NarrowingBar(viewModel.narrowingProperty(),
                "examples-narrowing"), list, notice, harvestRow());
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, entry) -> {
            if (entry != null) {
                viewModel.selectedProperty().set(entry);
            }
        });
        viewModel.selectedProperty().addListener((obs, old, entry) -> showSelected(entry));
        viewModel.allEntries().addListener((ListChangeListener<ExampleEntry>) c -> recount());
        // the cells follow the audit themselves (EntryCell): a refresh would update and re-lay out every row
        viewModel.audit().reportProperty().addListener((obs, old, report) -> recount());
        // the tab may be built after the load: show what is there already
        recount();
        showSelected(viewModel.selectedProperty().get());
    }

    private void showSelected(ExampleEntry entry) {
        if (entry != null && !entry.equals(list.getSelectionModel().getSelectedItem())) {
            list.getSelectionModel().select(entry);
        }
    }

    /** "Audit: 24 goldens · 19 clean · 2 warning · 3 disputed", "Auditing…", or why the audit did not run. */
    private Label auditStatus() {
        Label status = new Label();
        status.setId("examples-audit-status");
        status.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        status.setWrapText(true);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.textProperty().bind(viewModel.audit().statusProperty());
        status.visibleProperty().bind(status.textProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());
        return status;
    }

    ListView<ExampleEntry> list() {
        return list;
    }

    private HBox searchRow() {
        TextField search = new TextField();
        search.setId("examples-search");
        search.setPromptText("Search questions and SQL…");
        search.textProperty().bindBidirectional(viewModel.searchProperty());
        HBox.setHgrow(search, Priority.ALWAYS);
        Button reload = new Button(null, new FontIcon(Feather.REFRESH_CW));
        reload.setId("examples-reload");
        reload.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        reload.setTooltip(new Tooltip("Read synthetic.jsonl, harvested.jsonl and failures.jsonl again"));
        reload.disableProperty().bind(viewModel.loadingProperty());
        reload.setOnAction(e -> viewModel.load());
        HBox row = new HBox(8, search, reload);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private FlowPane chipRow() {
        FlowPane row = new FlowPane(6, 6);
        row.setId("examples-chips");
        for (ExampleState state : ExampleState.values()) {
            ToggleButton chip = new ToggleButton(chipLabel(state));
            chip.setId("chip-" + state.name().toLowerCase(java.util.Locale.ROOT));
            chip.getStyleClass().addAll("state-chip", "chip-" + state.name().toLowerCase(java.util.Locale.ROOT),
                    Styles.SMALL);
            chip.setTooltip(new Tooltip("Show only " + state.label() + " entries (several chips add up; none = all)"));
            chip.selectedProperty().addListener((obs, old, on) -> {
                if (on) {
                    viewModel.states().add(state);
                } else {
                    viewModel.states().remove(state);
                }
            });
            chips.put(state, chip);
            row.getChildren().add(chip);
        }
        disputedChip.setText("disputed");
        disputedChip.setId("chip-disputed");
        disputedChip.getStyleClass().addAll("state-chip", "chip-disputed", Styles.SMALL);
        disputedChip.setTooltip(new Tooltip("Show only the goldens the gold audit disputes (the reasons are in each "
                + "badge's tooltip and the detail); with state chips, both must hold"));
        disputedChip.selectedProperty().bindBidirectional(viewModel.disputedOnlyProperty());
        row.getChildren().add(disputedChip);
        // the chips follow the states set from elsewhere (show(), an Overview figure's narrowing)
        Runnable follow = () -> chips.forEach((state, chip) -> chip.setSelected(viewModel.states().contains(state)));
        viewModel.states().addListener((javafx.collections.SetChangeListener<ExampleState>) change -> follow.run());
        follow.run();
        return row;
    }

    private HBox harvestRow() {
        Button harvest = new Button("Harvest candidates", new FontIcon(Feather.DOWNLOAD));
        harvest.setId("examples-harvest");
        harvest.setTooltip(new Tooltip("Add every thumbs-up chat answer waiting in harvested.jsonl to synthetic.jsonl "
                + "as an unverified example (duplicates are left out)"));
        harvest.disableProperty().bind(viewModel.loadingProperty());
        harvest.setOnAction(e -> viewModel.harvest());
        HBox row = new HBox(8, harvest);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private void recount() {
        chips.forEach((state, chip) -> chip.setText(chipLabel(state) + "  " + viewModel.count(state)));
        disputedChip.setText("disputed  " + viewModel.audit().disputedCount());
    }

    private static String chipLabel(ExampleState state) {
        return state == ExampleState.CANDIDATE ? "candidate" : state.label();
    }

    /**
     * Badge, audit badge, question, and a muted line: duplicate flag, who/when or where it came from. The nodes are
     * built once per cell; an update sets their texts and badges (a scroll, a reload), so the list does not build and
     * style new nodes on the FX thread for every row each time. When an audit lands, each cell changes its audit
     * badge only if its golden's audit changed, instead of the whole list being refreshed (issue 22: that refresh
     * re-laid out every row, inside whichever tab was being shown then).
     */
    private static final class EntryCell extends ListCell<ExampleEntry> {
        private final ExampleAuditViewModel audit;
        private final javafx.beans.value.ChangeListener<Object> auditLanded = (obs, old, report) -> showBadges();
        private final AuditBadge auditBadge = new AuditBadge();
        // a Text, not a Label: it wraps to its set width (a long question takes a second line instead of ending in
        // "…"), and its colour follows the cell's (selection, theme)
        private final javafx.scene.text.Text question = new javafx.scene.text.Text();
        // a Text too: a failure's error is a sentence, it takes lines instead of ending in "…"
        private final javafx.scene.text.Text meta = new javafx.scene.text.Text();
        private final VBox badges = new VBox(3);
        private final VBox box;
        private Label stateBadge;
        private ExampleState badgeState;

        EntryCell(ListView<ExampleEntry> owner, ExampleAuditViewModel audit) {
            this.audit = audit;
            question.getStyleClass().add("entry-question");
            question.fillProperty().bind(textFillProperty());
            question.wrappingWidthProperty().bind(owner.widthProperty().subtract(140));
            meta.getStyleClass().addAll("entry-meta", Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            meta.wrappingWidthProperty().bind(owner.widthProperty().subtract(40));
            // the audit badge under the state badge, not beside it: the question keeps its width (beside it, the
            // question wrapped to a narrow column at 1280 px with the chat open)
            HBox top = new HBox(8, badges, question);
            top.setAlignment(Pos.CENTER_LEFT);
            box = new VBox(2, top, meta);
            // As wide as the list (less its scroll bar), so long questions wrap instead of scrolling sideways.
            box.prefWidthProperty().bind(owner.widthProperty().subtract(36));
            box.setMinWidth(0);
            audit.reportProperty().addListener(new javafx.beans.value.WeakChangeListener<>(auditLanded));
        }

        @Override
        protected void updateItem(ExampleEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            setText(null);
            if (empty || entry == null) {
                setGraphic(null);
                return;
            }
            question.setText(entry.question());
            meta.setText(metaOf(entry));
            if (entry.duplicate() != meta.getStyleClass().contains("entry-duplicate")) {
                if (entry.duplicate()) {
                    meta.getStyleClass().add("entry-duplicate");
                } else {
                    meta.getStyleClass().remove("entry-duplicate");
                }
            }
            if (entry.state() != badgeState) {
                stateBadge = StateBadge.of(entry.state());
                badgeState = entry.state();
            }
            showBadges();
            setGraphic(box);
        }

        /** The state badge, and the audit badge of the entry's golden as the last audit found it. */
        private void showBadges() {
            ExampleEntry entry = isEmpty() ? null : getItem();
            if (entry == null || stateBadge == null) {
                return;
            }
            List<Node> shown = auditBadge.show(audit.of(entry)) ? List.of(stateBadge, auditBadge)
                    : List.of(stateBadge);
            if (!badges.getChildren().equals(shown)) {
                badges.getChildren().setAll(shown);
            }
        }

        private static String metaOf(ExampleEntry entry) {
            String origin = entry.state() == ExampleState.FAILURE ? "failed: " + firstLine(entry.error() != null
                    ? entry.error() : entry.answer())
                    : entry.who() != null ? (entry.state() == ExampleState.CANDIDATE ? "thumbs up from " : "verified by ")
                    + entry.who() : entry.source() != null ? "from " + entry.source()
                    : entry.state() == ExampleState.UNVERIFIED ? "not verified yet" : "no name recorded";
            return entry.duplicate() ? "⚠ duplicate of '" + entry.duplicateOf() + "' · " + origin : origin;
        }

        private static String firstLine(String text) {
            return text == null ? "no answer recorded" : text.lines().findFirst().orElse("");
        }
    }
}
