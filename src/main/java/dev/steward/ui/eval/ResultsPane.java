package dev.steward.ui.eval;

import dev.steward.ui.fx.FittingCell;
import dev.steward.ui.fx.FocusKeeper;
import atlantafx.base.theme.Styles;
import dev.steward.eval.Verdict;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The questions of the shown run (or the changes between two runs), with a verdict pill and the reason code. */
final class ResultsPane extends VBox {
    private final TableView<ResultRow> table = new TableView<>();

    ResultsPane(EvalViewModel vm) {
        setId("eval-results-pane");
        setSpacing(6);
        setPadding(new Insets(8, 10, 8, 10));
        Label title = new Label();
        title.setId("eval-results-title");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setWrapText(true);
        title.textProperty().bind(vm.resultsTitleProperty());
        title.setMinHeight(Region.USE_PREF_SIZE);
        CheckBox problems = new CheckBox("Only problems");
        problems.setId("eval-only-problems");
        problems.selectedProperty().bindBidirectional(vm.onlyProblemsProperty());
        problems.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        HBox header = new HBox(8, title, problems);
        header.setAlignment(Pos.CENTER_LEFT);
        table.setId("eval-results");
        FocusKeeper.markHome(table);
        table.getStyleClass().add(Styles.DENSE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("Results appear here after a run"));
        table.setItems(vm.results());
        table.getColumns().setAll(List.of(verdictColumn(), reasonColumn(), questionColumn()));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                vm.selectedProperty().set(row);
            }
        });
        vm.selectedProperty().addListener((obs, old, row) -> showSelected(row));
        showSelected(vm.selectedProperty().get()); // chosen before the tab was built
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(header, table);
    }

    private void showSelected(ResultRow row) {
        if (row != null && table.getSelectionModel().getSelectedItem() != row) {
            table.getSelectionModel().select(row);
            table.scrollTo(row);
        }
    }

    /** Gives the keyboard to the list (after a comparison fills it). */
    void focusList() {
        table.requestFocus();
    }

    private static TableColumn<ResultRow, Verdict> verdictColumn() {
        TableColumn<ResultRow, Verdict> column = new TableColumn<>("Verdict");
        column.setPrefWidth(84);
        column.setMinWidth(84);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().verdict()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Verdict verdict, boolean empty) {
                super.updateItem(verdict, empty);
                setText(null);
                setGraphic(empty ? null : VerdictPill.of(verdict));
            }
        });
        return column;
    }

    /**
     * As wide as its longest code in the theme's font (ui.fx.FittingCell), so 'EXPECTED_ANSWER' is whole and the
     * question has the rest; a fixed 176 px was too wide for 'MATCH' and cut in other fonts.
     */
    private static TableColumn<ResultRow, String> reasonColumn() {
        TableColumn<ResultRow, String> column = column("Reason", 96, ResultRow::reason);
        column.setMinWidth(90); // its title whole ('Rea…' at 76 px in the tests' font)
        column.setCellFactory(c -> new FittingCell<>());
        return column;
    }

    /** The question wraps in its column: the last column ends at the pane's edge, where it was cut to "…". */
    private static TableColumn<ResultRow, String> questionColumn() {
        TableColumn<ResultRow, String> column = column("Question", 300, ResultRow::question);
        column.setCellFactory(c -> new TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(16));
                text.fillProperty().bind(textFillProperty());
                text.fontProperty().bind(fontProperty());
            }

            @Override
            protected void updateItem(String question, boolean empty) {
                super.updateItem(question, empty);
                setText(null);
                text.setText(empty || question == null ? "" : question);
                setGraphic(empty ? null : text);
            }
        });
        return column;
    }

    private static TableColumn<ResultRow, String> column(String title, double width,
                                                         Function<ResultRow, String> value) {
        TableColumn<ResultRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }

    /** A coloured verdict label (eval.css): pass green, fail red, review amber, skipped grey. */
    static final class VerdictPill {
        private VerdictPill() {
        }

        static Label of(Verdict verdict) {
            String name = verdict == null ? "gone" : verdict.name().toLowerCase(Locale.ROOT);
            Label pill = new Label(name);
            pill.getStyleClass().addAll("verdict-pill", "verdict-" + name);
            return pill;
        }
    }
}
