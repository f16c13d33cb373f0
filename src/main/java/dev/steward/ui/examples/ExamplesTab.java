package dev.steward.ui.examples;

import dev.steward.ui.fx.SqlCodeArea;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Examples & Templates tab: every example, harvested candidate and failure on the left (state chips, search,
 * counts, Harvest candidates), the selected one on the right (run, verify, reject, template slots and test fill).
 */
public final class ExamplesTab extends Tab {
    private static final String STYLESHEET = ExamplesTab.class.getResource("examples.css").toExternalForm();

    public ExamplesTab(ExamplesViewModel viewModel) {
        super("Examples & Templates");
        setId("tab-examples-templates");
        setClosable(false);
        setGraphic(new FontIcon(Feather.MESSAGE_SQUARE));
        ExampleListView list = new ExampleListView(viewModel);
        ExampleDetailPane detail = new ExampleDetailPane(viewModel.detail());
        SplitPane split = new SplitPane(list, detail);
        split.setId("examples-split");
        split.setDividerPositions(0.36);
        SplitPane.setResizableWithParent(list, false);
        split.getStylesheets().addAll(STYLESHEET, SqlCodeArea.STYLESHEET);
        setContent(split);
    }
}
