package dev.steward.ui.definitions;

import atlantafx.base.theme.Styles;
import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionChecks;
import dev.steward.definitions.VersionStatus;
import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.IsoDatePicker;
import dev.steward.ui.fx.LazyTab;
import dev.steward.ui.fx.NarrowingBar;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
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
 * The Definitions tab: the definitions on the left (the version answering today, a flag when approved versions
 * overlap), on the right the selected definition's version timeline with the today and as-of markers, which version
 * answers on the as-of day, and the selected version's detail with its diff and Approve. Keys outside text fields:
 * J / K move, A approves the selected draft.
 */
public final class DefinitionsTab extends LazyTab {
    private static final String STYLESHEET = DefinitionsTab.class.getResource("definitions.css").toExternalForm();
    private final DefinitionsViewModel model;
    private VersionTimeline timeline; // with the content
    private final Label heading = new Label();
    private final Label facts = new Label();
    private final Label review = new Label();

    public DefinitionsTab(DefinitionsViewModel model) {
        super("Definitions");
        this.model = model;
        setId("tab-definitions");
        setClosable(false);
        setGraphic(new FontIcon(Feather.BOOKMARK));
    }

    @Override
    protected Node content() {
        timeline = new VersionTimeline(model.selectedVersionProperty()::set, model.asOfProperty()::set);
        ListView<DefinitionRow> list = list();
        ScrollPane right = new ScrollPane(rightSide());
        right.setFitToWidth(true);
        right.setId("definitions-right");
        SplitPane split = new SplitPane(list, right);
        split.setDividerPositions(0.34);
        SplitPane.setResizableWithParent(list, false);
        VBox.setVgrow(split, Priority.ALWAYS);
        VBox content = new VBox(10, toolbar(), new NarrowingBar(model.narrowingProperty(), "definitions-narrowing"),
                split);
        content.setId("definitions-content");
        content.setPadding(new Insets(12));
        content.getStylesheets().addAll(STYLESHEET, DiffText.STYLESHEET);
        content.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        model.selectedProperty().addListener((obs, old, row) -> redraw());
        model.selectedVersionProperty().addListener((obs, old, v) -> redraw());
        model.asOfProperty().addListener((obs, old, day) -> redraw());
        redraw();
        return content;
    }

    private HBox toolbar() {
        Label summary = new Label();
        summary.setId("definitions-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add(Styles.TEXT_MUTED);
        summary.textProperty().bind(model.summaryProperty());
        summary.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(summary, Priority.ALWAYS);
        Label asOfLabel = new Label("As of");
        asOfLabel.setMinWidth(Region.USE_PREF_SIZE);
        DatePicker asOf = new IsoDatePicker();
        asOf.setId("definitions-as-of");
        asOf.setPrefWidth(150);
        asOf.valueProperty().bindBidirectional(model.asOfProperty());
        asOf.setTooltip(new Tooltip("The day the timeline's as-of marker stands on (a click on the timeline moves "
                + "it too); the line under the timeline says which version answers then"));
        Button today = new Button("Today");
        today.setId("definitions-today");
        today.setMinWidth(Region.USE_PREF_SIZE);
        today.setOnAction(e -> model.asOfProperty().set(model.today()));
        Button reload = new Button(null, new FontIcon(Feather.REFRESH_CW));
        reload.setId("definitions-reload");
        reload.getStyleClass().add(Styles.BUTTON_ICON);
        reload.setTooltip(new Tooltip("Read steward/definitions.yaml again"));
        reload.setOnAction(e -> model.load());
        HBox bar = new HBox(8, summary, asOfLabel, asOf, today, reload);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private ListView<DefinitionRow> list() {
        ListView<DefinitionRow> list = new ListView<>(model.rows());
        list.setId("definitions-list");
        list.setMinWidth(220);
        list.setPrefWidth(280);
        FocusKeeper.markHome(list);
        list.setCellFactory(l -> new DefinitionCell());
        list.setPlaceholder(new Label("No definitions yet."));
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null && row != model.selectedProperty().get()) {
                model.selectedProperty().set(row);
            }
        });
        java.util.function.Consumer<DefinitionRow> follow = row -> {
            if (row != null && row != list.getSelectionModel().getSelectedItem()) {
                list.getSelectionModel().select(row);
                list.scrollTo(row);
            }
        };
        model.selectedProperty().addListener((obs, old, row) -> follow.accept(row));
        follow.accept(model.selectedProperty().get()); // chosen before the tab was built
        return list;
    }

    private VBox rightSide() {
        heading.setId("definition-title");
        heading.getStyleClass().add(Styles.TITLE_3);
        heading.setWrapText(true);
        facts.setId("definition-facts");
        facts.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        facts.setWrapText(true);
        review.setId("definition-review-flag");
        review.getStyleClass().add("definition-review-flag");
        review.setGraphic(new FontIcon(Feather.ALERT_TRIANGLE));
        review.setWrapText(true);
        review.setMaxWidth(Double.MAX_VALUE);
        Label answer = new Label();
        answer.setId("definitions-as-of-answer");
        answer.setWrapText(true);
        answer.textProperty().bind(model.asOfAnswerProperty());
        answer.setGraphic(new FontIcon(Feather.CALENDAR));
        VersionDetailPane detail = new VersionDetailPane(model, model::approveSelected);
        VBox box = new VBox(10, heading, facts, review, timeline, legend(), answer, detail);
        box.setPadding(new Insets(4, 10, 10, 10));
        box.setId("definitions-detail-box");
        return box;
    }

    private static FlowPane legend() {
        FlowPane legend = new FlowPane(12, 4);
        legend.setId("timeline-legend");
        for (VersionStatus status : VersionStatus.values()) {
            Region swatch = new Region();
            swatch.getStyleClass().addAll("timeline-swatch", "status-" + status.yamlName());
            Label name = new Label(status.yamlName(), swatch);
            name.getStyleClass().addAll(Styles.TEXT_SMALL, "timeline-legend-item");
            name.setMinWidth(Region.USE_PREF_SIZE);
            legend.getChildren().add(name);
        }
        Label today = new Label("today", marker("timeline-today-swatch"));
        Label asOf = new Label("as of", marker("timeline-as-of-swatch"));
        for (Label l : new Label[] {today, asOf}) {
            l.getStyleClass().addAll(Styles.TEXT_SMALL, "timeline-legend-item");
            l.setMinWidth(Region.USE_PREF_SIZE);
        }
        legend.getChildren().addAll(today, asOf);
        return legend;
    }

    private static Region marker(String styleClass) {
        Region line = new Region();
        line.getStyleClass().add(styleClass);
        return line;
    }

    private void redraw() {
        DefinitionRow row = model.selectedProperty().get();
        Definition d = row == null ? null : row.definition();
        heading.setText(d == null ? "No definition selected" : d.title());
        facts.setText(d == null ? "" : d.id() + " · " + d.kind().exchangeName() + (d.owner() == null ? ""
                : " · owner " + d.owner()) + (d.synonyms().isEmpty() ? "" : " · also: "
                + String.join(", ", d.synonyms())) + " · " + d.versions().size() + " version(s)");
        boolean flagged = row != null && row.needsReview();
        review.setText(flagged ? "Needs human review: " + row.conflicts().stream()
                .map(DefinitionChecks.Finding::toString).collect(Collectors.joining("; ")) : "");
        review.setVisible(flagged);
        review.setManaged(flagged);
        timeline.show(d, model.today(), model.asOfProperty().get(), model.selectedVersionProperty().get());
    }

    private void onKey(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl || event.getTarget() instanceof DatePicker
                || event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        switch (event.getCode()) {
            case J -> model.moveSelection(1);
            case K -> model.moveSelection(-1);
            case A -> model.approveSelected();
            default -> {
                return;
            }
        }
        event.consume();
    }

    /** A definition: its title, then kind and what answers today; a flag when it needs human review. */
    private static final class DefinitionCell extends javafx.scene.control.ListCell<DefinitionRow> {
        /** As tall as the wrapped lines at the width the graphic gets (its pref height at -1 is one line each). */
        @Override
        protected double computePrefHeight(double width) {
            if (getGraphic() instanceof Region box && getListView() != null) {
                return box.prefHeight(box.getPrefWidth()) + snappedTopInset() + snappedBottomInset();
            }
            return super.computePrefHeight(width);
        }

        @Override
        protected void updateItem(DefinitionRow row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            Label title = new Label(row.title());
            title.setWrapText(true);
            title.getStyleClass().add(Styles.TEXT_BOLD);
            Label info = new Label(row.kind() + " · today: " + row.state()
                    + (row.definition().versions().stream().anyMatch(v -> v.restricted()) ? " · restricted" : ""));
            info.setWrapText(true);
            info.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            VBox box = new VBox(2, title, info);
            if (row.needsReview()) {
                Label flag = new Label("needs human review", new FontIcon(Feather.ALERT_TRIANGLE));
                flag.getStyleClass().addAll(Styles.TEXT_SMALL, "definition-review-badge");
                box.getChildren().add(flag);
            }
            box.getStyleClass().add("definition-cell");
            title.setMinHeight(Region.USE_PREF_SIZE);
            info.setMinHeight(Region.USE_PREF_SIZE);
            // wrap within the list's width (less its padding and scroll bar) instead of cutting the text
            box.prefWidthProperty().bind(getListView().widthProperty().subtract(36));
            box.maxWidthProperty().bind(box.prefWidthProperty());
            setPrefWidth(0);
            setGraphic(box);
        }
    }
}
