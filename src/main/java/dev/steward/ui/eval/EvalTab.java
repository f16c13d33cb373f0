package dev.steward.ui.eval;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.FixTargets;
import dev.steward.ui.fx.LazyTab;
import java.util.Locale;
import java.util.function.ToIntFunction;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Eval tab: a bar to run (with templates or not), cancel and follow a run; history and results on the left;
 * the selected example's verdict, SQL diff, differing rows and pipeline steps on the right.
 */
public final class EvalTab extends LazyTab {
    static final String STYLESHEET = EvalTab.class.getResource("eval.css").toExternalForm();
    /** The history's (chart and runs) share of the left column's height, until the steward moves the divider. */
    static final double HISTORY_SHARE = 0.43;
    /** The left column's (history and results) share of the tab's width; the example's detail has the rest. */
    static final double LIST_COLUMN_SHARE = 0.55;
    private final EvalViewModel viewModel;
    private final FixTargets fixes;

    /** The tab on its own: the failure groups' buttons open nothing. */
    public EvalTab(EvalViewModel viewModel) {
        this(viewModel, FixTargets.NONE);
    }

    /** @param fixes where a failure group's button sends the steward (the main window's other tabs) */
    public EvalTab(EvalViewModel viewModel, FixTargets fixes) {
        super("Eval");
        this.viewModel = viewModel;
        this.fixes = fixes;
        setId("tab-eval");
        setClosable(false);
        setGraphic(new FontIcon(Feather.CHECK_SQUARE));
    }

    @Override
    protected Node content() {
        ResultsPane results = new ResultsPane(viewModel);
        // after Compare the keyboard goes to the changes, as after a run it goes to the results
        HistoryPane history = new HistoryPane(viewModel, results::focusList);
        // the chart and the runs table may shrink: at 1280x800 with the chat open and a long status line above,
        // their own minimum took the whole column and left the results list no row
        history.setMinHeight(0);
        SplitPane left = new SplitPane(history, resultsAndGroups(viewModel, fixes, results));
        left.setOrientation(javafx.geometry.Orientation.VERTICAL);
        // the results list is what a steward works through after a run: it gets the larger share (at 0.5 beside the
        // open chat it showed two rows); the divider moves for a closer look at the history
        left.setDividerPositions(HISTORY_SHARE);
        ExampleDetailPane detail = new ExampleDetailPane(viewModel);
        SplitPane split = new SplitPane(left, detail);
        split.setId("eval-split");
        split.setDividerPositions(LIST_COLUMN_SHARE);
        SplitPane.setResizableWithParent(left, false);
        BorderPane content = new BorderPane(split);
        content.setTop(runBar(viewModel));
        content.getStyleClass().add("eval-tab");
        content.getStylesheets().addAll(STYLESHEET, DiffText.STYLESHEET);
        return content;
    }

    /** The results list and the failures by owner, as two tabs under the history. */
    private static TabPane resultsAndGroups(EvalViewModel vm, FixTargets fixes, ResultsPane list) {
        Tab results = new Tab("Results", list);
        results.setId("eval-results-tab");
        Tab groups = new Tab("", new FailureGroupsPane(vm, fixes));
        groups.setId("eval-owners-tab");
        groups.textProperty().bind(Bindings.createStringBinding(() -> "Failures by owner ("
                + vm.failureGroups().stream().mapToInt(g -> g.failures().size()).sum() + ")", vm.failureGroups()));
        TabPane pane = new TabPane(results, groups);
        pane.setId("eval-lists");
        pane.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return pane;
    }

    private static VBox runBar(EvalViewModel vm) {
        Button run = new Button("Run eval", new FontIcon(Feather.PLAY));
        run.setId("eval-run");
        run.getStyleClass().add(Styles.ACCENT);
        run.disableProperty().bind(vm.runningProperty());
        run.setOnAction(e -> vm.runEval());
        CheckBox templates = new CheckBox("Use templates");
        templates.setId("eval-use-templates");
        templates.selectedProperty().bindBidirectional(vm.useTemplatesProperty());
        templates.disableProperty().bind(vm.runningProperty());
        templates.setTooltip(new javafx.scene.control.Tooltip("Also ask every verified example through the "
                + "template route and show where routing changed the result"));
        Button cancel = new Button("Cancel", new FontIcon(Feather.X));
        cancel.setId("eval-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        ProgressBar progress = new ProgressBar();
        progress.setId("eval-progress");
        progress.setPrefWidth(220);
        progress.progressProperty().bind(vm.progressProperty());
        progress.visibleProperty().bind(vm.runningProperty());
        HBox actions = new HBox(10, run, templates, cancel, progress);
        actions.setAlignment(Pos.CENTER_LEFT);
        HBox tally = new HBox(6, count(vm, "pass", "pass", VerdictCounts::pass),
                count(vm, "fail", "fail", VerdictCounts::fail), count(vm, "error", "error", VerdictCounts::error),
                count(vm, "review", "review", VerdictCounts::review),
                count(vm, "skipped", "skipped", VerdictCounts::skipped));
        tally.setAlignment(Pos.CENTER_LEFT);
        keepWholeWidth(actions);
        keepWholeWidth(tally);
        // Beside the open chat panel the tab is ~790 px wide: the tally moves to its own line, nothing is cut.
        FlowPane bar = new FlowPane(24, 8, actions, tally);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label status = new Label();
        status.setId("eval-status");
        status.getStyleClass().add(Styles.TEXT_MUTED);
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        VBox top = new VBox(6, bar, status);
        top.setPadding(new Insets(10, 14, 8, 14));
        top.getStyleClass().add("eval-run-bar");
        return top;
    }

    private static void keepWholeWidth(HBox box) {
        box.getChildren().forEach(child -> ((Region) child).setMinWidth(Region.USE_PREF_SIZE));
    }

    private static Label count(EvalViewModel vm, String kind, String word, ToIntFunction<VerdictCounts> value) {
        Label label = new Label();
        label.setId("eval-count-" + kind);
        label.getStyleClass().addAll("verdict-count", "verdict-" + kind);
        label.textProperty().bind(Bindings.createStringBinding(() -> String.format(Locale.ROOT, "%d %s",
                value.applyAsInt(vm.countsProperty().get()), word), vm.countsProperty()));
        return label;
    }
}
