package dev.steward.ui;

import dev.steward.ui.examples.ExampleState;
import dev.steward.ui.fx.FixTargets;
import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.ListTargets;
import dev.steward.ui.fx.Narrowing;
import dev.steward.ui.metadata.MetadataViewModel;
import dev.steward.ui.metadata.QueueEntry;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The main window's {@link FixTargets} and {@link ListTargets}: selects the tab that owns a fix or a list and puts
 * the thing in front — the table's review, the relationship form with the join filled in, the example or the
 * template's slot editor, a list narrowed to the names behind an Overview figure (with the focus in that list).
 */
final class TabNavigation implements FixTargets, ListTargets {
    private final WorkspaceViewModel workspace;
    private final TabPane tabs;

    TabNavigation(WorkspaceViewModel workspace, TabPane tabs) {
        this.workspace = workspace;
        this.tabs = tabs;
    }

    /** The Metadata tab with the table (its metadata.yaml key or name) selected, every filter cleared. */
    @Override
    public void tableReview(String table) {
        select("metadata-tab");
        MetadataViewModel vm = workspace.metadata();
        clearMetadataFilters(vm, null);
        String bare = table.startsWith("gold.") ? table.substring("gold.".length()) : table;
        vm.allRows().stream().filter(e -> e.kind() == QueueEntry.Kind.TABLE)
                .filter(e -> e.key().equals(table) || e.name().equals(table) || e.name().equals(bare))
                .findFirst().ifPresent(entry -> vm.selectedProperty().set(entry));
    }

    @Override
    public void relationshipForm(String fromTable, String fromColumn, String toTable, String toColumn) {
        select("tab-relationships");
        workspace.relationships().proposeJoin(fromTable, fromColumn, toTable, toColumn);
    }

    @Override
    public void example(String contentHash, String slot) {
        select("tab-examples-templates");
        workspace.examples().narrowingProperty().set(null);
        workspace.examples().show(contentHash, slot);
    }

    @Override
    public void show(Place place, Narrowing narrowing) {
        switch (place) {
            case TABLES -> {
                select("metadata-tab");
                clearMetadataFilters(workspace.metadata(), narrowing);
                workspace.metadata().selectFirstVisible();
            }
            case RELATIONSHIPS -> {
                select("tab-relationships");
                workspace.relationships().narrowTo(narrowing);
            }
            case VERIFIED_EXAMPLES -> showExamples(null, List.of(ExampleState.VERIFIED));
            case TEMPLATES -> showExamples(null, List.of(ExampleState.TEMPLATE));
            case GOLDENS -> showExamples(narrowing, List.of());
            case DEFINITIONS -> {
                select("tab-definitions");
                workspace.definitions().narrowingProperty().set(narrowing);
            }
            case EVAL_RUN -> {
                select("tab-eval");
                if (narrowing != null && !narrowing.keys().isEmpty()) {
                    workspace.eval().showRunWithId(narrowing.keys().iterator().next());
                }
            }
            case DRIFT -> {
                select("tab-drift-profiling");
                workspace.drift().narrowingProperty().set(narrowing);
            }
        }
        FocusKeeper.focusHome(tabs);
    }

    private void showExamples(Narrowing narrowing, List<ExampleState> chips) {
        select("tab-examples-templates");
        workspace.examples().narrowTo(narrowing, chips);
    }

    private static void clearMetadataFilters(MetadataViewModel vm, Narrowing narrowing) {
        vm.statusFilterProperty().set(MetadataViewModel.ALL);
        vm.filterProperty().set("");
        vm.narrowingProperty().set(narrowing);
    }

    private void select(String tabId) {
        tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst()
                .ifPresent(tabs.getSelectionModel()::select);
    }
}
