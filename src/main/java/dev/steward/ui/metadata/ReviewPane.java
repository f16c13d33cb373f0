package dev.steward.ui.metadata;

import atlantafx.base.theme.Styles;
import dev.steward.metadata.SchemaDelta;
import dev.steward.ui.fx.ConflictBanner;
import dev.steward.ui.fx.EmptyState;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The right side of the Metadata tab: the selected entry's last approved text beside its draft, with word-level
 * highlights, the schema delta of a stale table on top, sample values and profile stats under each column, and
 * the edit form (E) with validation. Buttons: Edit, Discard edits, Skip, Approve; a conflict banner offers
 * Reload or Keep mine.
 */
final class ReviewPane extends StackPane {
    private final ReviewViewModel viewModel;
    private final Runnable approveAndMoveOn;
    private final Runnable skipAndMoveOn;
    private final Runnable draft;
    private final StackPane unreviewable = new StackPane();
    private final VBox content = new VBox(14);
    private final List<FieldRow> rows = new ArrayList<>();
    private final ScrollPane scroll = new ScrollPane(content);
    private final ImpactBox impactBox;
    private final EmptyState empty = new EmptyState(Feather.BOOK_OPEN, "Nothing selected",
            "Pick a table or glossary term on the left (J/K move). Its draft appears here beside the last "
                    + "approved text, with changed words highlighted.");

    /** Approve and skip move on to the next entry like their keys A and S do; draft is R's "Draft with LLM". */
    ReviewPane(ReviewViewModel viewModel, Runnable approveAndMoveOn, Runnable skipAndMoveOn, Runnable draft) {
        this.viewModel = viewModel;
        this.approveAndMoveOn = approveAndMoveOn;
        this.skipAndMoveOn = skipAndMoveOn;
        this.draft = draft;
        this.impactBox = new ImpactBox(viewModel.impact());
        setId("review-pane");
        getStyleClass().add("review-pane");
        content.setPadding(new Insets(14, 16, 16, 16));
        content.setFillWidth(true);
        scroll.setFitToWidth(true);
        scroll.setId("review-scroll");
        unreviewable.setId("review-unreviewable");
        getChildren().addAll(scroll, empty, unreviewable);
        viewModel.reviewProperty().addListener((obs, old, review) -> rebuild());
        viewModel.entryProperty().addListener((obs, old, entry) -> rebuild());
        viewModel.editingProperty().addListener((obs, old, editing) -> rows.forEach(r -> r.show(editing)));
        rebuild();
    }

    private void rebuild() {
        TableReview review = viewModel.reviewProperty().get();
        QueueEntry entry = viewModel.entryProperty().get();
        boolean show = review != null;
        boolean explained = !show && entry != null && (!entry.hasEntry() || !entry.problem().isEmpty());
        unreviewable.getChildren().setAll(explained ? List.of(whyNoReview(entry)) : List.of());
        unreviewable.setVisible(explained);
        empty.setVisible(!show && !explained);
        scroll.setVisible(show);
        content.getChildren().clear();
        rows.clear();
        if (review == null) {
            return;
        }
        content.getChildren().addAll(titleRow(review), conflictBanner(), noticeLine(), impactBox);
        if (review.stale()) {
            content.getChildren().add(deltaBox(review.delta()));
        }
        content.getChildren().add(comparison(review));
        scroll.setVvalue(0);
    }

    /** A table that cannot be reviewed says why and what to do, instead of "Nothing selected". */
    private Node whyNoReview(QueueEntry entry) {
        if (!entry.problem().isEmpty()) {
            return new EmptyState(Feather.ALERT_TRIANGLE, entry.name() + " cannot be read", entry.problem());
        }
        if (entry.status().equals(QueueEntry.NO_METADATA) && entry.kind() == QueueEntry.Kind.TABLE) {
            EmptyState state = new EmptyState(Feather.FILE_PLUS, entry.name() + " has no metadata yet",
                    "metadata.yaml has no entry for this table. Draft one with the LLM (R), then review it here; "
                            + "or run 'steward metadata refresh' to add an empty entry.");
            Button drafting = button("review-draft", "Draft with LLM (R)", Feather.ZAP, draft);
            state.getChildren().add(drafting);
            return state;
        }
        return new EmptyState(Feather.HELP_CIRCLE, entry.name(), "metadata.yaml could not be read, so this entry "
                + "cannot be reviewed; the banner above says why.");
    }

    /** Title on its own line and the actions below it, so a narrow pane (chat open) never ellipsises either. */
    private Node titleRow(TableReview review) {
        Label title = new Label(review.key());
        title.setId("review-title");
        title.getStyleClass().add(Styles.TITLE_3);
        title.setMinWidth(Region.USE_PREF_SIZE);
        Label layer = new Label(review.layer());
        layer.getStyleClass().add(Styles.TEXT_MUTED);
        layer.setMinWidth(Region.USE_PREF_SIZE);
        Label badge = StatusBadge.of(review.status());
        badge.setMinWidth(Region.USE_PREF_SIZE);
        HBox heading = new HBox(10, title, layer, badge);
        heading.setAlignment(Pos.CENTER_LEFT);
        Button discard = button("review-discard", "Discard edits", Feather.ROTATE_CCW, viewModel::discardEdits);
        discard.disableProperty().bind(viewModel.dirtyProperty().not());
        Button impact = button("review-impact", "Impact", Feather.ACTIVITY, viewModel::previewImpact);
        impact.setTooltip(new javafx.scene.control.Tooltip("Which verified examples would change verdict if this "
                + "table were approved with your edits (runs them twice with the LLM, once per seed; writes nothing)"));
        impact.disableProperty().bind(viewModel.impact().jobProperty().isNotNull());
        HBox impactWithSeeds = new HBox(4, impact, seedsSpinner());
        impactWithSeeds.setAlignment(Pos.CENTER_LEFT);
        impactWithSeeds.setVisible(!review.term());
        impactWithSeeds.setManaged(!review.term());
        FlowPane actions = new FlowPane(8, 8, editToggle(), discard,
                button("review-skip", "Skip (S)", Feather.SKIP_FORWARD, skipAndMoveOn), impactWithSeeds,
                approveButton());
        actions.getChildren().forEach(node -> ((Region) node).setMinWidth(Region.USE_PREF_SIZE));
        return new VBox(8, heading, actions);
    }

    /** How many seeds the impact preview runs each side under: 1 = one pass; 3 tells flaky questions apart. */
    private Node seedsSpinner() {
        javafx.scene.control.Spinner<Integer> seeds = new javafx.scene.control.Spinner<>(1, 5, 1);
        seeds.setId("review-impact-seeds");
        seeds.setPrefWidth(70);
        seeds.setMinWidth(Region.USE_PREF_SIZE);
        seeds.setTooltip(new javafx.scene.control.Tooltip("Seeds per side: 1 asks each example once; 3 asks it "
                + "under seeds 42, 43, 44 and lists questions that pass only sometimes as flaky, not as regressions"));
        seeds.getValueFactory().setValue(viewModel.impact().seedsProperty().get());
        seeds.valueProperty().addListener((obs, old, value) -> viewModel.impact().seedsProperty().set(value));
        seeds.disableProperty().bind(viewModel.impact().jobProperty().isNotNull());
        Label unit = new Label("× seeds");
        unit.getStyleClass().add(Styles.TEXT_MUTED);
        unit.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(4, seeds, unit);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private ToggleButton editToggle() {
        ToggleButton edit = new ToggleButton("Edit (E)", new FontIcon(Feather.EDIT_2));
        edit.setId("review-edit");
        edit.selectedProperty().bindBidirectional(viewModel.editingProperty());
        return edit;
    }

    private Button approveButton() {
        Button approve = button("review-approve", "Approve (A)", Feather.CHECK, approveAndMoveOn);
        approve.getStyleClass().add(Styles.SUCCESS);
        approve.disableProperty().bind(viewModel.approvableBinding().not());
        return approve;
    }

    private Node conflictBanner() {
        return ConflictBanner.of("", "metadata.yaml changed on disk after this table was read; your decision was not "
                + "saved. Reload shows the file as it is now (your edits are dropped); Keep mine saves your "
                + "version of this table's fields over it.", viewModel.conflictProperty(),
                viewModel::reload, viewModel::keepMine);
    }

    private Node noticeLine() {
        Label notice = new Label();
        notice.setId("review-notice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.TEXT_MUTED);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        return notice;
    }

    private static Node deltaBox(SchemaDelta delta) {
        VBox box = new VBox(4);
        box.setId("schema-delta");
        box.getStyleClass().add("schema-delta");
        box.setPadding(new Insets(8, 12, 8, 12));
        Label heading = new Label("Schema changed since approval", new FontIcon(Feather.ALERT_CIRCLE));
        heading.getStyleClass().add(Styles.TEXT_BOLD);
        box.getChildren().add(heading);
        deltaLine(box, "Added", delta.added(), "delta-added");
        deltaLine(box, "Removed", delta.removed(), "delta-removed");
        deltaLine(box, "Retyped", delta.retyped().stream().map(r -> r.column() + " " + r.from() + " → " + r.to())
                .toList(), "delta-retyped");
        return box;
    }

    private static void deltaLine(VBox box, String what, List<String> columns, String styleClass) {
        if (!columns.isEmpty()) {
            Label line = new Label(what + ": " + String.join(", ", columns));
            line.getStyleClass().add(styleClass);
            line.setWrapText(true);
            box.getChildren().add(line);
        }
    }

    private Node comparison(TableReview review) {
        boolean approved = review.status().equals("approved");
        ComparisonGrid grid = new ComparisonGrid(review.approvedLabel(),
                approved ? "Current (approved)" : "Draft (in metadata.yaml)", approved ? "Now" : "Draft",
                review.approved().equals(ReviewText.none()));
        grid.add(fieldLabel(review.term() ? "Definition" : "Description"),
                fieldRow(ReviewViewModel.DESCRIPTION, review.approved().description(), review.current().description(),
                        3), null);
        grid.add(fieldLabel("Synonyms"), fieldRow(ReviewViewModel.SYNONYMS, review.approved().synonymsLine(),
                review.current().synonymsLine(), 1), null);
        if (!review.columns().isEmpty()) {
            grid.addSection(ComparisonGrid.heading("Columns (" + review.columns().size() + ")"));
        }
        for (ColumnFacts column : review.columns()) {
            addColumn(grid, review, column);
        }
        double width = scroll.getViewportBounds().getWidth() - 32; // the content's padding
        grid.arrange(width > 0 && width < ComparisonGrid.STACK_BELOW);
        return grid;
    }

    private FieldRow fieldRow(String field, String approved, String current, int rowCount) {
        FieldRow row = new FieldRow(idOf(field), approved, viewModel.field(field), current, rowCount);
        row.show(viewModel.editingProperty().get());
        rows.add(row);
        return row;
    }

    private void addColumn(ComparisonGrid grid, TableReview review, ColumnFacts column) {
        Label name = new Label(column.name());
        name.getStyleClass().addAll(Styles.TEXT_BOLD, "column-name");
        boolean documented = review.current().columnDescriptions().containsKey(column.name());
        Label type = new Label(column.type().isEmpty() ? "not in the Parquet file"
                : documented ? column.type() : column.type() + " · new, not in metadata.yaml");
        type.setWrapText(true);
        type.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        String approved = review.approved().columnDescription(column.name());
        String current = documented ? review.current().columnDescription(column.name()) : "";
        Label facts = new Label(factsLine(column));
        facts.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED, "column-facts");
        facts.setWrapText(true);
        facts.setId("facts-" + column.name());
        // two wrapping lines: a column's description is a sentence, a one-line field cut it off
        grid.add(new VBox(1, name, type), fieldRow(column.name(), approved, current, 2), facts);
    }

    private static String factsLine(ColumnFacts column) {
        String samples = column.samples().isEmpty() ? "no sample values" : "e.g. " + column.samples();
        return column.stats().isEmpty() ? samples : samples + "   ·   " + column.stats();
    }

    private static String idOf(String field) {
        return field.equals(ReviewViewModel.DESCRIPTION) ? "description"
                : field.equals(ReviewViewModel.SYNONYMS) ? "synonyms" : "column-" + field;
    }

    private static Label fieldLabel(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        return label;
    }

    private static Button button(String id, String text, Feather icon, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }
}
