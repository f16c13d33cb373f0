package dev.steward.ui;

import atlantafx.base.theme.Styles;
import dev.steward.ui.chat.ChatPanel;
import dev.steward.ui.definitions.DefinitionsTab;
import dev.steward.ui.examples.ExamplesTab;
import dev.steward.ui.fx.EmptyState;
import dev.steward.ui.fx.FocusKeeper;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.LazyTab;
import dev.steward.ui.fx.WebKitLibrary;
import dev.steward.ui.fx.WhenIdle;
import dev.steward.ui.drift.DriftTab;
import dev.steward.ui.eval.EvalTab;
import dev.steward.ui.metadata.MetadataTab;
import dev.steward.ui.overview.OverviewTab;
import dev.steward.ui.relationships.RelationshipsTab;
import dev.steward.ui.relationships.SaveTarget;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The main window's centre for one open project: the tabs, and the chat panel on the right in a split pane
 * (shown or hidden by the workspace's chatVisible flag; the divider position is kept while hidden).
 */
public final class MainWindow extends BorderPane {
    /** The wait for the first idle moment after the project's loads (their results are on screen by then). */
    private static final Duration FIRST_QUIET = Duration.millis(750);
    /** Between two tabs built while idle: the last one's styling and layout get a pulse of their own. */
    private static final Duration BETWEEN_TABS = Duration.millis(100);
    private final SplitPane split = new SplitPane();
    private final Region chatPanel;
    private final RelationshipsTab relationships;
    /** The tabs after the Overview, in order: their content is built when first needed (LazyTab). */
    private final List<LazyTab> later;
    private final VBox top = new VBox();
    private final MigrationBanner migration;
    private WhenIdle idleWork;
    private double chatDivider = 0.66; // the tabs get about 840 px of a 1280 px window

    /**
     * Builds the tab headers, the Overview's content and the chat panel: the project's first frame styles and lays
     * out only those (issue 22). The other tabs' content is built on their first selection (a click, or a
     * navigation from an Overview figure, a failure group, a drift row), or earlier by {@link #workWhenIdle} or
     * {@link #buildAllTabs}.
     */
    public MainWindow(WorkspaceViewModel workspace) {
        setId("main-window");
        TabPane tabs = new TabPane();
        TabNavigation navigation = new TabNavigation(workspace, tabs);
        // The Overview goes first and is the tab a project opens on (the first tab added is selected): its figures
        // are measured in a job (the FX thread never waits), each opening the list behind it through the navigation.
        OverviewTab overview = new OverviewTab(workspace.overview(), navigation);
        tabs.getTabs().add(overview);
        tabs.getSelectionModel().select(overview);
        relationships = new RelationshipsTab(workspace.relationships(), workspace.jobs(), SaveTarget.system(),
                workspace.darkThemeProperty());
        later = List.of(new MetadataTab(workspace.metadata()), relationships, new ExamplesTab(workspace.examples()),
                new DriftTab(workspace.drift(), navigation::tableReview), new EvalTab(workspace.eval(), navigation),
                new DefinitionsTab(workspace.definitions()));
        tabs.getTabs().addAll(later);
        tabs.setId("main-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        FocusKeeper.install(tabs);
        chatPanel = workspace.chat().<Region>map(ChatPanel::new).orElseGet(MainWindow::chatPlaceholder);
        split.setId("main-split");
        split.getItems().add(tabs);
        setCenter(split);
        migration = new MigrationBanner(workspace.migration());
        setTop(top);
        showNotices(workspace);
        workspace.notices().addListener((javafx.collections.ListChangeListener<String>) change ->
                showNotices(workspace));
        workspace.chatVisibleProperty().addListener((obs, old, visible) -> showChat(visible));
        showChat(workspace.chatVisibleProperty().get());
    }

    /**
     * The app's work after the project's first frame, each piece once no job has run for a moment (the project's
     * loads are done): the content of the tabs not shown yet, one tab per idle moment so that no single pulse styles
     * and lays out several, then the Relationships tab's diagram (its WebView costs over a second of FX-thread
     * time), so that no tab switch pays for either. WebKit's native library is loaded first in a quiet job
     * (WebKitLibrary), which takes most of the diagram's second off the FX thread; the idle wait starts after that
     * job. A tab the user opens before its turn is built then. Call on the FX thread; {@link #stopIdleWork} ends it.
     */
    void workWhenIdle(Jobs jobs) {
        jobs.submitQuietly("Loading the diagram's web engine", context -> WebKitLibrary.preload(),
                JobCallbacks.of(loaded -> { }, failed -> { }));
        nextWhenIdle(jobs, FIRST_QUIET);
    }

    /** Drops the idle work not done yet (the project closed). */
    void stopIdleWork() {
        if (idleWork != null) {
            idleWork.cancel();
            idleWork = null;
        }
    }

    /**
     * Builds every tab's content now, as before issue 22's change: for a window that does no idle work (an app
     * context built for tests, whose checks look into tabs they have not selected).
     */
    void buildAllTabs() {
        later.forEach(LazyTab::build);
    }

    private void nextWhenIdle(Jobs jobs, Duration quiet) {
        idleWork = WhenIdle.run(jobs, quiet, () -> {
            Optional<LazyTab> next = later.stream().filter(tab -> !tab.isBuilt()).findFirst();
            if (next.isPresent()) {
                next.get().build();
                nextWhenIdle(jobs, BETWEEN_TABS);
            } else {
                idleWork = null;
                relationships.prepareDiagram();
            }
        });
    }

    private void showChat(boolean visible) {
        if (visible && !split.getItems().contains(chatPanel)) {
            split.getItems().add(chatPanel);
            split.setDividerPositions(chatDivider);
        } else if (!visible && split.getItems().contains(chatPanel)) {
            chatDivider = split.getDividerPositions()[0];
            split.getItems().remove(chatPanel);
        }
    }

    private static Region chatPlaceholder() {
        EmptyState note = new EmptyState(Feather.MESSAGE_CIRCLE, "Chat",
                "The chat panel arrives with the query pipeline: ask a question, see the retrieval steps, "
                        + "the SQL and the result. Ctrl+J hides or shows this panel.");
        VBox panel = new VBox(note);
        panel.setId("chat-panel");
        panel.getStyleClass().add("chat-panel");
        panel.setMinWidth(240);
        panel.setPadding(new Insets(16));
        panel.setAlignment(Pos.CENTER);
        VBox.setVgrow(note, javafx.scene.layout.Priority.ALWAYS);
        return panel;
    }

    /**
     * Over the tabs: the migration banner (shown while an older Steward's extras wait to move), then the banner of
     * what the opener and the project checks found; none when there is nothing to say.
     */
    private void showNotices(WorkspaceViewModel workspace) {
        top.getChildren().setAll(migration);
        if (!workspace.notices().isEmpty()) {
            top.getChildren().add(noticesOf(workspace));
        }
    }

    private static VBox noticesOf(WorkspaceViewModel workspace) {
        VBox box = new VBox(4);
        box.setId("project-warnings");
        box.getStyleClass().add("project-warnings");
        box.setPadding(new Insets(8, 14, 8, 14));
        for (String warning : workspace.notices()) {
            Label line = new Label(warning, new FontIcon(Feather.INFO));
            line.setWrapText(true);
            line.getStyleClass().add(Styles.TEXT_SMALL);
            box.getChildren().add(line);
        }
        return box;
    }
}
