package dev.steward.ui.metadata;

import atlantafx.base.theme.Styles;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/**
 * The review's compared fields in one of two arrangements. Wide: a label column, then the approved text beside
 * the draft. Narrow (beside the open chat panel): each field's label on its own line and the approved text above
 * the draft, each side captioned, so the text gets the whole width instead of wrapping every few words in two
 * thin columns. The nodes are made once; switching only re-places them.
 */
final class ComparisonGrid extends GridPane {
    /** Below this width of the grid the two sides stack. */
    static final double STACK_BELOW = 700;
    private final String approvedHeading;
    private final String draftHeading;
    private final String draftCaption;
    private final boolean neverApproved;
    private final List<Item> items = new ArrayList<>();
    private Boolean stacked;

    /** One compared field: its label cell, its two sides, and an optional line under both (facts). */
    private record Item(Node label, FieldRow row, Node under) {
    }

    /** A label spanning the full width (e.g. "Columns (7)"). */
    private record Section(Node label) {
    }

    private final List<Object> order = new ArrayList<>();

    /**
     * @param approvedHeading where the approved side comes from ("Approved 2026-11-02 09:30 UTC by maria")
     * @param draftHeading    what the other side is ("Draft (in metadata.yaml)")
     * @param draftCaption    the other side's one-word caption when stacked ("Draft", "Now")
     * @param neverApproved   nothing was ever approved: stacked, only the draft side shows
     */
    ComparisonGrid(String approvedHeading, String draftHeading, String draftCaption, boolean neverApproved) {
        this.neverApproved = neverApproved;
        this.approvedHeading = approvedHeading;
        this.draftHeading = draftHeading;
        this.draftCaption = draftCaption;
        setId("review-grid");
        getStyleClass().add("review-grid");
        setHgap(14);
        setVgap(6);
        widthProperty().addListener((obs, old, width) -> arrange(width.doubleValue() > 0
                && width.doubleValue() < STACK_BELOW));
    }

    void add(Node label, FieldRow row, Node under) {
        Item item = new Item(label, row, under);
        items.add(item);
        order.add(item);
    }

    void addSection(Node label) {
        order.add(new Section(label));
    }

    /** True while the sides are stacked (for tests and screenshots). */
    boolean isStacked() {
        return Boolean.TRUE.equals(stacked);
    }

    /** Places the nodes; call once after adding them (the width listener re-places them when it crosses). */
    void arrange(boolean stack) {
        if (stacked != null && stacked == stack) {
            return;
        }
        stacked = stack;
        getChildren().clear();
        items.forEach(item -> setMargin(item.label(), null));
        getColumnConstraints().setAll(stack ? stackedColumns() : wideColumns());
        pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("stacked"), stack);
        if (stack) {
            arrangeStacked();
        } else {
            arrangeWide();
        }
    }

    private void arrangeWide() {
        int row = 0;
        addRow(row++, heading(""), heading(approvedHeading), heading(draftHeading));
        for (Object next : order) {
            if (next instanceof Section section) {
                add(section.label(), 0, row++, 3, 1);
            } else if (next instanceof Item item) {
                add(item.label(), 0, row);
                add(item.row().before(), 1, row);
                add(item.row().after(), 2, row++);
                if (item.under() != null) {
                    add(item.under(), 1, row++, 2, 1);
                }
            }
        }
    }

    private void arrangeStacked() {
        int row = 0;
        add(heading(approvedHeading + "  →  " + draftHeading), 0, row++, 2, 1);
        for (Object next : order) {
            if (next instanceof Section section) {
                add(section.label(), 0, row++, 2, 1);
            } else if (next instanceof Item item) {
                add(item.label(), 0, row++, 2, 1);
                setMargin(item.label(), new javafx.geometry.Insets(8, 0, 0, 0)); // a gap between fields
                if (!neverApproved) { // nothing was approved: a column of dashes says nothing
                    add(caption("Approved", approvedHeading), 0, row);
                    add(item.row().before(), 1, row++);
                }
                add(caption(draftCaption, draftHeading), 0, row);
                add(item.row().after(), 1, row++);
                if (item.under() != null) {
                    add(item.under(), 1, row++);
                }
            }
        }
    }

    private static List<ColumnConstraints> wideColumns() {
        ColumnConstraints label = new ColumnConstraints(130, 150, 190);
        return List.of(label, growing(120), growing(120));
    }

    private static List<ColumnConstraints> stackedColumns() {
        ColumnConstraints caption = new ColumnConstraints(64, 64, 64);
        return List.of(caption, growing(160));
    }

    private static ColumnConstraints growing(double min) {
        ColumnConstraints column = new ColumnConstraints(min, 200, Double.MAX_VALUE);
        column.setHgrow(Priority.ALWAYS);
        return column;
    }

    /** "Approved" / "Draft" before each side; the tooltip says which version (when and by whom). */
    private static Label caption(String text, String detail) {
        Label caption = heading(text);
        caption.getStyleClass().add("side-caption");
        caption.setWrapText(false);
        caption.setTooltip(new javafx.scene.control.Tooltip(detail));
        return caption;
    }

    static Label heading(String text) {
        Label label = new Label(text);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED, "review-heading");
        label.setWrapText(true);
        return label;
    }
}
