package dev.steward.ui.examples;

import dev.steward.ui.fx.LazyTab;
import dev.steward.ui.fx.SqlCodeArea;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Examples & Templates tab: every example, harvested candidate and failure on the left (state chips, search,
 * counts, each golden's audit state, Harvest candidates), the selected one on the right (its audit with Confirm and
 * Fix, run, verify, reject, template slots and test fill). The gold audit runs in a job the first time the tab is
 * shown. Keys outside text fields: J / K move, C confirms the shown golden (or puts the focus in its note), F fixes.
 */
public final class ExamplesTab extends LazyTab {
    private static final String STYLESHEET = ExamplesTab.class.getResource("examples.css").toExternalForm();
    private final ExamplesViewModel viewModel;
    private ExampleDetailPane detail; // with the content

    public ExamplesTab(ExamplesViewModel viewModel) {
        super("Examples & Templates");
        this.viewModel = viewModel;
        setId("tab-examples-templates");
        setClosable(false);
        setGraphic(new FontIcon(Feather.MESSAGE_SQUARE));
        selectedProperty().addListener((obs, was, now) -> {
            if (now) {
                viewModel.audit().shown();
            }
        });
    }

    @Override
    protected Node content() {
        ExampleListView list = new ExampleListView(viewModel);
        detail = new ExampleDetailPane(viewModel.detail(), viewModel.audit());
        SplitPane split = new SplitPane(list, detail);
        split.setId("examples-split");
        split.setDividerPositions(0.36);
        SplitPane.setResizableWithParent(list, false);
        split.getStylesheets().addAll(STYLESHEET, SqlCodeArea.STYLESHEET);
        split.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        return split;
    }

    private void onKey(KeyEvent event) {
        if (inTextEditor(event.getTarget()) || event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        switch (event.getCode()) {
            case J -> viewModel.moveSelection(1);
            case K -> viewModel.moveSelection(-1);
            case C -> detail.audit().confirmKey();
            case F -> detail.audit().fixKey();
            default -> {
                return;
            }
        }
        event.consume();
    }

    /** A text field, or the SQL editor (its CodeArea is not a TextInputControl). */
    private static boolean inTextEditor(Object target) {
        for (Node node = target instanceof Node n ? n : null; node != null; node = node.getParent()) {
            if (node instanceof TextInputControl || node instanceof SqlCodeArea) {
                return true;
            }
        }
        return false;
    }
}
