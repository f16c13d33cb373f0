package dev.steward.ui.eval;

import atlantafx.base.theme.Styles;
import dev.steward.eval.AnswerStep;
import dev.steward.eval.EvalCase;
import dev.steward.eval.ExampleResult;
import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.EmptyState;
import dev.steward.ui.fx.WordDiff;
import java.util.List;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One evaluated question: verdict and reason code, the as-of date and role it was asked at, why, "golden result
 * changed" when the data moved, golden and generated SQL side by side with a word diff — or, for a governed case
 * whose expected answer is not a result, the expected and given answer kind, route and evidence ids — the first
 * differing rows, the dialect slips mended by rule, and the pipeline steps of that run.
 */
final class ExampleDetailPane extends StackPane {
    private final EvalViewModel vm;
    private final VBox body = new VBox(10);
    private final ScrollPane scroll = new ScrollPane(body);
    private final EmptyState noRun = new EmptyState(Feather.CHECK_SQUARE, "No eval run yet",
            "Run eval asks every verified example and template again, with the example held out of the few-shot "
                    + "set, and compares the result with its golden SQL; the governed cases of "
                    + "steward/eval_cases.yaml are asked at their as-of date and role and pass on the expected "
                    + "answer kind, route and evidence. Each run is stored in eval_runs/ and shows up in the history "
                    + "on the left; pick a question to see why it passed or failed.");
    private final EmptyState noSelection = new EmptyState(Feather.LIST, "Pick a question",
            "Select a question on the left to see its verdict, the golden and generated SQL side by side, the "
                    + "rows that differ and the pipeline steps of that run.");

    ExampleDetailPane(EvalViewModel vm) {
        this.vm = vm;
        setId("eval-detail");
        getStyleClass().add("eval-detail");
        body.setPadding(new Insets(14, 16, 16, 16));
        body.setFillWidth(true);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        noRun.setId("eval-empty");
        getChildren().addAll(noRun, noSelection, scroll);
        vm.selectedProperty().addListener((obs, old, row) -> show(row));
        vm.runs().addListener((javafx.collections.ListChangeListener<RunRow>) c -> show(vm.selectedProperty().get()));
        show(vm.selectedProperty().get());
    }

    private void show(ResultRow row) {
        scroll.setVisible(row != null);
        noRun.setVisible(row == null && vm.runs().isEmpty());
        noSelection.setVisible(row == null && !vm.runs().isEmpty());
        if (row == null) {
            body.getChildren().clear();
            return;
        }
        ExampleResult result = row.result();
        body.getChildren().setAll(heading(result));
        if (result.goldenChanged()) {
            body.getChildren().add(banner());
        }
        if (row.previous() != null && row.previous() != result) {
            body.getChildren().add(muted("Before: " + row.previous().reason() + " — " + row.previous().detail()));
        }
        if (result.expected() != null) {
            body.getChildren().addAll(section("Answer: expected against given"),
                    ExpectedAnswerGrid.of(result));
        } else {
            body.getChildren().addAll(section("SQL: golden against generated"), sqlSideBySide(result));
        }
        if (!result.goldenOnly().isEmpty() || !result.generatedOnly().isEmpty()) {
            body.getChildren().addAll(section("First differing rows"), rows(result));
        }
        if (!result.dialectRepairs().isEmpty()) {
            body.getChildren().addAll(section("Dialect repairs: model habits mended by rule, no LLM call"),
                    repairs(result.dialectRepairs()));
        }
        body.getChildren().addAll(section("Pipeline steps"), steps(result.steps()), muted(timings(result)));
        scroll.setVvalue(0);
    }

    private List<Node> heading(ExampleResult result) {
        Label question = new Label(result.question());
        question.setId("eval-detail-question");
        question.getStyleClass().add(Styles.TITLE_4);
        question.setWrapText(true);
        Label reason = new Label(result.reason().name());
        reason.setId("eval-detail-reason");
        reason.getStyleClass().add(Styles.TEXT_BOLD);
        Label route = new Label(result.route() == EvalCase.Route.TEMPLATE ? "template route"
                + (result.template() == null ? "" : ": " + result.template()) : "pipeline route");
        route.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        HBox verdict = new HBox(8, ResultsPane.VerdictPill.of(result.verdict()), reason, route);
        verdict.setAlignment(Pos.CENTER_LEFT);
        Label why = new Label(result.detail());
        why.setId("eval-detail-why");
        why.setWrapText(true);
        if (result.asOf() == null && result.role() == null) {
            return List.of(question, verdict, why);
        }
        Label askedAs = new Label(askedAs(result), new FontIcon(Feather.CALENDAR));
        askedAs.setId("eval-detail-asked-as");
        askedAs.setWrapText(true);
        askedAs.getStyleClass().add(Styles.TEXT_SMALL);
        return List.of(question, verdict, askedAs, why);
    }

    /** "Asked as of 2024-08-31 as analyst", as steward query --as-of --role would ask it. */
    static String askedAs(ExampleResult result) {
        return "Asked" + (result.asOf() == null ? " at the question's own date" : " as of " + result.asOf())
                + (result.role() == null ? " with no role (only what everyone may see)" : " as " + result.role());
    }

    private static Node banner() {
        Label text = new Label("Golden result changed since the last run: the data or the golden SQL moved, so this "
                + "verdict may not be the model's doing.", new FontIcon(Feather.ALERT_TRIANGLE));
        text.setId("eval-golden-changed");
        text.setWrapText(true);
        text.getStyleClass().add("golden-changed");
        text.setMaxWidth(Double.MAX_VALUE);
        return text;
    }

    private GridPane sqlSideBySide(ExampleResult result) {
        WordDiff diff = vm.sqlDiffProperty().get(); // set for this selection before the pane hears of it
        DiffText golden = new DiffText(diff.before(), "(no golden SQL)");
        golden.setId("eval-sql-golden");
        DiffText generated = new DiffText(diff.after(), "(no SQL came out)");
        generated.setId("eval-sql-generated");
        GridPane grid = halves();
        grid.add(caption("Golden" + (result.goldenParams().isEmpty() ? "" : " with " + result.goldenParams())), 0, 0);
        grid.add(caption("Generated"), 1, 0);
        grid.add(codeBox(golden), 0, 1);
        grid.add(codeBox(generated), 1, 1);
        return grid;
    }

    private static GridPane rows(ExampleResult result) {
        GridPane grid = halves();
        grid.add(caption("Golden rows missing from the answer"), 0, 0);
        grid.add(caption("Answer rows not in the golden"), 1, 0);
        grid.add(rowList("eval-golden-only", result.goldenOnly()), 0, 1);
        grid.add(rowList("eval-generated-only", result.generatedOnly()), 1, 1);
        return grid;
    }

    private static Node rowList(String id, List<List<String>> rows) {
        VBox list = new VBox(2);
        list.setId(id);
        list.getStyleClass().add("eval-rows");
        if (rows.isEmpty()) {
            list.getChildren().add(muted("none"));
        }
        for (List<String> row : rows) {
            Label line = new Label(String.join("  │  ", row));
            line.getStyleClass().add("eval-code");
            line.setWrapText(true);
            list.getChildren().add(line);
        }
        return list;
    }

    private static Node repairs(List<String> repairs) {
        VBox list = new VBox(2);
        list.setId("eval-dialect-repairs");
        for (String repair : repairs) {
            Label line = new Label(repair);
            line.getStyleClass().add("eval-code");
            line.setWrapText(true);
            list.getChildren().add(line);
        }
        return list;
    }

    private static Node steps(List<AnswerStep> steps) {
        GridPane grid = new GridPane();
        grid.setId("eval-steps");
        grid.setHgap(12);
        grid.setVgap(4);
        ColumnConstraints detail = new ColumnConstraints();
        detail.setHgrow(Priority.ALWAYS);
        detail.setMinWidth(80);
        ColumnConstraints millis = new ColumnConstraints();
        millis.setHalignment(HPos.RIGHT);
        grid.getColumnConstraints().addAll(new ColumnConstraints(), detail, millis);
        if (steps.isEmpty()) {
            grid.add(muted("No steps: the route was not asked (see why above) or the run predates step records."),
                    0, 0, 3, 1);
        }
        for (int i = 0; i < steps.size(); i++) {
            AnswerStep step = steps.get(i);
            Label name = new Label(step.step());
            name.getStyleClass().add(Styles.TEXT_BOLD);
            name.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            Label text = new Label(step.detail());
            text.setWrapText(true);
            Label ms = muted(step.millis() + " ms");
            ms.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            grid.addRow(i, name, text, ms);
        }
        return grid;
    }

    private static String timings(ExampleResult result) {
        String repairs = result.dialectRepairs().isEmpty() ? ""
                : " · " + result.dialectRepairs().size() + " dialect repair(s)";
        return result.llmCalls() + " LLM call(s)" + repairs + " · golden " + result.goldenMillis() + " ms · answer "
                + result.answerMillis() + " ms";
    }

    private static GridPane halves() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(4);
        for (int i = 0; i < 2; i++) {
            ColumnConstraints half = new ColumnConstraints();
            half.setPercentWidth(50);
            grid.getColumnConstraints().add(half);
        }
        return grid;
    }

    private static Node codeBox(DiffText text) {
        text.getStyleClass().add("eval-sql");
        StackPane box = new StackPane(text);
        box.getStyleClass().add("eval-code-box");
        box.setAlignment(Pos.TOP_LEFT);
        GridPane.setVgrow(box, Priority.ALWAYS);
        GridPane.setFillHeight(box, true);
        box.setMaxHeight(Double.MAX_VALUE);
        return box;
    }

    private static Label section(String title) {
        Label label = new Label(title);
        label.getStyleClass().addAll("eval-section", Styles.TEXT_BOLD);
        return label;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        label.setWrapText(true);
        return label;
    }

    private static Label muted(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        label.setWrapText(true);
        return label;
    }
}
