package dev.steward.ui.eval;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.FixTargets;
import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The shown run's failures grouped by likely owner: a heading per owner with its count and a button that opens
 * the place to fix its first failure, then each failure's question (picking it shows its detail), its evidence and
 * its own button. The disputed goldens come last, apart.
 */
final class FailureGroupsPane extends ScrollPane {
    private final EvalViewModel vm;
    private final FixTargets fixes;
    private final VBox groups = new VBox(12);

    FailureGroupsPane(EvalViewModel vm, FixTargets fixes) {
        this.vm = vm;
        this.fixes = fixes;
        setId("eval-owner-groups");
        setFitToWidth(true);
        groups.setPadding(new Insets(8, 10, 8, 10));
        groups.getStyleClass().add("owner-groups");
        setContent(groups);
        vm.failureGroups().addListener((ListChangeListener<OwnerGroup>) change -> show());
        show();
    }

    private void show() {
        groups.getChildren().clear();
        if (vm.failureGroups().isEmpty()) {
            Label none = new Label("No failure to attribute in the shown run.");
            none.setId("eval-owner-none");
            none.getStyleClass().add(Styles.TEXT_MUTED);
            groups.getChildren().add(none);
            return;
        }
        vm.failureGroups().forEach(group -> groups.getChildren().add(groupBox(group)));
    }

    private Node groupBox(OwnerGroup group) {
        String key = group.owner() == null ? "disputed" : group.owner().name().toLowerCase(Locale.ROOT);
        Label title = new Label(group.title());
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setWrapText(true);
        title.setMinWidth(0);
        Label count = new Label(group.countText());
        count.setId("owner-count-" + key);
        count.getStyleClass().addAll("verdict-count", group.owner() == null ? "verdict-review" : "verdict-fail");
        count.setMinWidth(Region.USE_PREF_SIZE);
        Region space = new Region();
        HBox.setHgrow(space, Priority.ALWAYS);
        HBox header = new HBox(8, title, count, space);
        header.setAlignment(Pos.CENTER_LEFT);
        group.failures().get(0).action().ifPresent(action -> header.getChildren().add(
                button("owner-open-" + key, openText(group), action)));
        VBox box = new VBox(6, header);
        box.setId("owner-group-" + key);
        box.getStyleClass().add("owner-group");
        for (int i = 0; i < group.failures().size(); i++) {
            box.getChildren().add(failureRow(group.failures().get(i), key + "-" + i));
        }
        return box;
    }

    /** The heading's button says where it goes. */
    private static String openText(OwnerGroup group) {
        if (group.owner() == null) {
            return "Open in Examples";
        }
        return switch (group.owner()) {
            case RETRIEVAL, DESCRIPTION -> "Open in Metadata";
            case RELATIONSHIP -> "Open in Relationships";
            default -> "Open in Examples";
        };
    }

    private Node failureRow(OwnerGroup.Failure failure, String id) {
        Hyperlink question = new Hyperlink(failure.result().question());
        question.setId("owner-question-" + id);
        question.setWrapText(true);
        question.setMinWidth(0);
        question.setOnAction(e -> vm.select(failure.result()));
        Label evidence = new Label(failure.evidence());
        evidence.setId("owner-evidence-" + id);
        evidence.setWrapText(true);
        evidence.setMinHeight(Region.USE_PREF_SIZE);
        evidence.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        Region space = new Region();
        HBox.setHgrow(space, Priority.ALWAYS);
        HBox line = new HBox(8, question, space);
        line.setAlignment(Pos.CENTER_LEFT);
        failure.action().ifPresent(action -> line.getChildren().add(button("owner-fix-" + id, action.label(),
                action)));
        VBox row = new VBox(2, line, evidence);
        row.getStyleClass().add("owner-failure");
        return row;
    }

    private Button button(String id, String text, FixAction action) {
        Button button = new Button(text, new FontIcon(Feather.ARROW_RIGHT));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setTooltip(new Tooltip(action.label()));
        button.setOnAction(e -> action.open().accept(fixes));
        return button;
    }
}
