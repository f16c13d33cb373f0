package dev.steward.ui;

import atlantafx.base.theme.Styles;
import dev.steward.project.Project;
import dev.steward.settings.StartupTimeline;
import dev.steward.ui.fx.ErrorBanner;
import dev.steward.ui.fx.FolderChooser;
import dev.steward.ui.fx.Theme;
import javafx.application.Application;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The window's content: menu and toolbar, the error banner, the start screen or the open project's main
 * window, and the status bar. It swaps the centre when a project opens or closes and applies the theme.
 */
public final class AppShell extends BorderPane {
    private final AppContext context;
    private final FolderChooser folders;
    private static final String OPENING_NOTE = "opening-centre";
    private StartScreen startScreen; // built when first shown: a start with a project never shows it
    private MainWindow window; // the open project's, while it is
    private final Button chatToggle = new Button(null, new FontIcon(Feather.SIDEBAR));
    private final MenuItem toggleChat = new MenuItem("Show/hide chat panel");

    public AppShell(AppContext context, FolderChooser folders, Runnable quit) {
        this.context = context;
        this.folders = folders;
        setId("app-shell");
        ShellViewModel shell = context.shell();
        setTop(new VBox(menuBar(shell, quit), toolBar(shell), new ErrorBanner(context.errors())));
        setBottom(new StatusBar(shell, context.status(), context.jobs()));
        shell.projectProperty().addListener((obs, old, project) -> showProject(project));
        shell.openingProperty().addListener((obs, was, opening) -> {
            if (!opening) { // a success sets the project right after this: look once it has
                context.jobs().onUiThread(() -> {
                    if (getCenter() != null && getCenter().getId() != null
                            && getCenter().getId().equals(OPENING_NOTE)) {
                        setCenter(startScreen()); // the first open failed or was cancelled: the start screen
                    }
                });
            }
        });
        shell.themeBinding().addListener((obs, old, theme) -> applyTheme(theme));
        applyTheme(shell.themeBinding().get());
        showProject(shell.projectProperty().get());
        addSecondShortcutKey();
    }

    private void showProject(Project project) {
        context.closeWorkspace();
        if (window != null) {
            window.stopIdleWork();
            window = null;
        }
        if (project == null) {
            setCenter(context.shell().openingProperty().get() && startScreen == null ? openingNote()
                    : startScreen());
        } else {
            WorkspaceViewModel workspace = context.openWorkspace(project);
            workspace.darkThemeProperty().bind(context.shell().themeBinding().isEqualTo(Theme.DARK));
            window = new MainWindow(workspace);
            if (!context.worksWhenIdle()) {
                window.buildAllTabs();
            }
            setCenter(window);
            StartupTimeline.mark("project shown (" + project.name() + ")");
            MainWindow shownWindow = window;
            afterFirstFrame(() -> {
                if (context.shownWorkspace().orElse(null) == workspace) {
                    startLoading(workspace, shownWindow);
                }
            });
        }
        chatToggle.setVisible(project != null);
        chatToggle.setManaged(project != null);
        toggleChat.setDisable(project == null);
    }

    /**
     * The project's loads start once its first frame is drawn: before, their jobs (DuckDB, the files, the audit's
     * embedding model) took the two cores from the FX thread laying out that frame (issue 22). The Overview measures
     * first; the diagram's web engine loads last. The first frame holds the Overview and the tab headers only: the
     * other tabs are built once the loads are done and the app is idle (MainWindow.workWhenIdle).
     */
    private void startLoading(WorkspaceViewModel shown, MainWindow shownWindow) {
        StartupTimeline.mark("project's first frame laid out; its loads start");
        shown.start();
        context.status().checkLlm();
        if (context.worksWhenIdle()) {
            shownWindow.workWhenIdle(context.jobs());
        }
    }

    /** Runs {@code next} after the scene's next layout pulse (at once when the shell is not in a scene). */
    private void afterFirstFrame(Runnable next) {
        javafx.scene.Scene scene = getScene();
        if (scene == null) {
            next.run();
            return;
        }
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            context.jobs().onUiThread(next);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    private StartScreen startScreen() {
        if (startScreen == null) {
            startScreen = new StartScreen(new StartScreenViewModel(context.shell(), context.jobs()), folders);
        }
        return startScreen;
    }

    /** While the project given at start opens: a line in place of the start screen, which is not built for it. */
    private static Region openingNote() {
        Label note = new Label("Opening the project…");
        note.setId("opening-note");
        note.getStyleClass().add(Styles.TEXT_MUTED);
        javafx.scene.layout.StackPane centre = new javafx.scene.layout.StackPane(note);
        centre.setId(OPENING_NOTE);
        return centre;
    }

    /** AtlantaFX themes are user-agent stylesheets: one call restyles every window. */
    private static void applyTheme(Theme theme) {
        Application.setUserAgentStylesheet(theme.userAgentStylesheet());
    }

    private MenuBar menuBar(ShellViewModel shell, Runnable quit) {
        MenuItem open = item("Open folder…", "Shortcut+O", () -> folders.choose(getScene().getWindow())
                .ifPresent(shell::open));
        MenuItem sample = item("Open sample project", null, shell::openSample);
        MenuItem close = item("Close project", "Shortcut+W", shell::closeProject);
        close.disableProperty().bind(shell.projectProperty().isNull());
        MenuItem exit = item("Quit", "Shortcut+Q", quit);
        MenuItem settings = item("Settings…", "Shortcut+Comma", this::showSettings);
        settings.setId("menu-settings");
        Menu file = new Menu("File", null, open, sample, close, new SeparatorMenuItem(), settings,
                new SeparatorMenuItem(), exit);
        toggleChat.setAccelerator(KeyCombination.keyCombination("Shortcut+J"));
        toggleChat.setOnAction(e -> toggleChat());
        MenuItem theme = item("Toggle light/dark theme", null, shell::toggleTheme);
        MenuItem keys = item("Keyboard shortcuts", "F1", this::showShortcuts);
        MenuBar bar = new MenuBar(file, new Menu("View", null, toggleChat, theme), new Menu("Help", null, keys));
        bar.setId("menu-bar");
        return bar;
    }

    private ToolBar toolBar(ShellViewModel shell) {
        Label title = new Label();
        title.setId("toolbar-title");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setPadding(new Insets(0, 0, 0, 8));
        title.textProperty().bind(Bindings.createStringBinding(() -> shell.projectProperty().get() == null
                ? "Steward" : shell.projectProperty().get().name(), shell.projectProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button themeToggle = new Button();
        themeToggle.setId("theme-toggle");
        themeToggle.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        themeToggle.graphicProperty().bind(Bindings.createObjectBinding(() -> new FontIcon(
                shell.themeBinding().get() == Theme.DARK ? Feather.SUN : Feather.MOON), shell.themeBinding()));
        themeToggle.setTooltip(new Tooltip("Switch between light and dark theme"));
        themeToggle.setOnAction(e -> shell.toggleTheme());
        chatToggle.setId("chat-toggle");
        chatToggle.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        chatToggle.setTooltip(new Tooltip("Show or hide the chat panel (Ctrl+J)"));
        chatToggle.setOnAction(e -> toggleChat());
        ToolBar bar = new ToolBar(title, spacer, chatToggle, themeToggle);
        bar.setId("tool-bar");
        return bar;
    }

    /** The settings screen; Save applies at once (the status bar checks the LLM in use again). */
    void showSettings() {
        SettingsDialog dialog = new SettingsDialog(getScene().getWindow(), context.settingsScreen());
        dialog.showAndWait().filter(SettingsDialog.SAVE::equals).ifPresent(saved -> context.status().checkLlm());
    }

    void showShortcuts() {
        new ShortcutSheet(getScene().getWindow()).show();
    }

    /** Ctrl+/ opens the shortcut sheet too (a menu item has one accelerator: F1). */
    private void addSecondShortcutKey() {
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Slash"), this::showShortcuts);
            }
        });
    }

    private void toggleChat() {
        context.shownWorkspace().ifPresent(WorkspaceViewModel::toggleChat);
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
