package dev.steward.ui;

import dev.steward.ui.fx.FixTargets;
import dev.steward.ui.metadata.MetadataViewModel;
import dev.steward.ui.metadata.QueueEntry;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The main window's {@link FixTargets}: selects the tab that owns a fix and puts the thing to fix in front — the
 * table's review, the relationship form with the join filled in, the example or the template's slot editor.
 */
final class TabNavigation implements FixTargets {
    private final WorkspaceViewModel workspace;
    private final TabPane tabs;
    private final Tab metadata;
    private final Tab relationships;
    private final Tab examples;

    TabNavigation(WorkspaceViewModel workspace, TabPane tabs, Tab metadata, Tab relationships, Tab examples) {
        this.workspace = workspace;
        this.tabs = tabs;
        this.metadata = metadata;
        this.relationships = relationships;
        this.examples = examples;
    }

    /** The Metadata tab with the table (its metadata.yaml key or name) selected, every filter cleared. */
    @Override
    public void tableReview(String table) {
        tabs.getSelectionModel().select(metadata);
        MetadataViewModel vm = workspace.metadata();
        vm.statusFilterProperty().set(MetadataViewModel.ALL);
        vm.filterProperty().set("");
        String bare = table.startsWith("gold.") ? table.substring("gold.".length()) : table;
        vm.allRows().stream().filter(e -> e.kind() == QueueEntry.Kind.TABLE)
                .filter(e -> e.key().equals(table) || e.name().equals(table) || e.name().equals(bare))
                .findFirst().ifPresent(entry -> vm.selectedProperty().set(entry));
    }

    @Override
    public void relationshipForm(String fromTable, String fromColumn, String toTable, String toColumn) {
        tabs.getSelectionModel().select(relationships);
        workspace.relationships().proposeJoin(fromTable, fromColumn, toTable, toColumn);
    }

    @Override
    public void example(String contentHash, String slot) {
        tabs.getSelectionModel().select(examples);
        workspace.examples().show(contentHash, slot);
    }
}
