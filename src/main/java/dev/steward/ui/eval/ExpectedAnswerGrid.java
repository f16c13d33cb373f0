package dev.steward.ui.eval;

import atlantafx.base.theme.Styles;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.ExpectedAnswer;
import dev.steward.eval.GivenAnswer;
import java.util.List;
import java.util.Objects;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * A governed case's answer (steward/eval_cases.yaml): expected against given, row by row — answer kind, route and
 * evidence ids — each given value that differs from the expected one marked {@code eval-answer-differs} (and the
 * expected ids it lacks / the ids it should not cite likewise). A route or evidence the case leaves open reads
 * "any". Runs stored before the given answer was kept show "(not recorded in this run)".
 */
final class ExpectedAnswerGrid {
    private static final String DIFFERS = "eval-answer-differs";

    private ExpectedAnswerGrid() {
    }

    static GridPane of(ExampleResult result) {
        ExpectedAnswer expected = result.expected();
        GivenAnswer given = result.answered();
        GridPane grid = new GridPane();
        grid.setId("eval-expected-answer");
        grid.setHgap(12);
        grid.setVgap(6);
        // percentages, so the grid never asks for more than the pane's width (ids wrap instead of being cut)
        grid.getColumnConstraints().addAll(column(18), column(41), column(41));
        grid.addRow(0, caption(""), caption("Expected"), caption("Given"));
        grid.addRow(1, bold("Kind"), value("eval-expected-kind", expected.kind(), false),
                given == null ? notRecorded("eval-given-kind")
                        : value("eval-given-kind", given.kind(), !expected.kind().equals(given.kind())));
        grid.addRow(2, bold("Route"), value("eval-expected-route", orAny(expected.route()), false),
                given == null ? notRecorded("eval-given-route") : value("eval-given-route",
                        Objects.toString(given.route(), "(none)"),
                        expected.route() != null && !expected.route().equals(given.route())));
        grid.addRow(3, bold("Evidence"), expected.evidence() == null ? value("eval-expected-evidence", "any", false)
                        : ids("eval-expected-evidence", expected.evidence(),
                        given == null ? expected.evidence() : given.evidence()),
                given == null ? notRecorded("eval-given-evidence") : ids("eval-given-evidence", given.evidence(),
                        expected.evidence() == null ? given.evidence() : expected.evidence()));
        return grid;
    }

    /** One line per id; an id the other side lacks is marked. */
    private static Node ids(String id, List<String> ids, List<String> other) {
        VBox box = new VBox(2);
        box.setId(id);
        if (ids.isEmpty()) {
            box.getChildren().add(value(null, "none", false));
        }
        for (String evidenceId : ids) {
            box.getChildren().add(value(null, evidenceId, !other.contains(evidenceId)));
        }
        return box;
    }

    private static ColumnConstraints column(double percent) {
        ColumnConstraints column = new ColumnConstraints();
        column.setPercentWidth(percent);
        column.setHgrow(Priority.ALWAYS);
        return column;
    }

    private static Label value(String id, String text, boolean differs) {
        Label label = new Label(text);
        label.setId(id);
        label.setWrapText(true);
        label.setMinWidth(0);
        label.getStyleClass().add(Styles.TEXT_SMALL);
        if (differs) {
            label.getStyleClass().add(DIFFERS);
        }
        return label;
    }

    private static Label notRecorded(String id) {
        Label label = new Label("(not recorded in this run)");
        label.setId(id);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        label.setWrapText(true);
        return label;
    }

    private static String orAny(String route) {
        return route == null ? "any" : route;
    }

    private static Label bold(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        return label;
    }
}
