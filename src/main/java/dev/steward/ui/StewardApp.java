package dev.steward.ui;

import dev.steward.settings.AppDirectories;
import dev.steward.settings.ThemeSetting;
import dev.steward.settings.StartupTimeline;
import dev.steward.ui.fx.FolderChooser;
import dev.steward.ui.fx.Theme;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;

/**
 * The JavaFX application. The first scene is a themed {@link StartupSplash}, shown before anything else loads;
 * the {@link AppContext} is built after the splash's first frame on a thread of its own, then the real shell
 * replaces the splash, the project passed as {@code --project=PATH} (if any) opens in a job, and the slow things
 * load in the background (the embedding model, DuckDB's native library) — after that project's first frame when
 * one is given. docs/performance.md has the start-up timeline.
 */
public final class StewardApp extends Application {
    /** Stylesheet added on top of the AtlantaFX theme; uses the theme's colour variables so both modes work. */
    public static final String STYLESHEET =
            Objects.requireNonNull(StewardApp.class.getResource("steward.css")).toExternalForm();

    /** The window icon's sizes (icons/steward-N.png); the window system picks the one it needs. */
    static final List<Integer> ICON_SIZES = List.of(16, 24, 32, 48, 64, 128, 256);

    private final CompletableFuture<AppContext> context = new CompletableFuture<>();
    private Theme theme = Theme.LIGHT;

    /** Off the FX thread: reads the theme for the first frame (nothing else: the services wait for that frame). */
    @Override
    public void init() {
        StartupTimeline.mark("JavaFX toolkit started (Application.init)");
        Map<String, String> env = System.getenv();
        theme = Theme.fromSettings(ThemeSetting.read(AppDirectories.forCurrentUser(env).settingsFile()).orElse(null));
    }

    /**
     * Shows the themed splash at once; the services are built on a thread of their own only after its first frame
     * (started earlier, their class loading held the splash back on two cores: the window showed only after the
     * services were built, issue 22), and the real shell replaces the splash when they are.
     */
    @Override
    public void start(Stage stage) {
        StartupTimeline.mark("Application.start on the FX thread");
        String project = getParameters().getNamed().get("project");
        StartupSplash splash = new StartupSplash(theme, project == null ? "Starting…"
                : "Opening " + Path.of(project).getFileName() + "…");
        Scene scene = new Scene(splash, 1280, 800);
        stage.setScene(scene);
        stage.setTitle("Steward");
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        stage.show();
        StartupTimeline.mark("window shown with the splash (stage.show)");
        // The shell replaces the splash only after the splash's first frame: the window is never blank.
        afterNextPulse(scene, "first frame laid out (the splash)", () -> {
            buildServices();
            context.whenComplete((built, failure) -> Platform.runLater(() -> {
                if (failure != null) {
                    splash.say("Steward could not start: " + failure.getMessage());
                } else {
                    showShell(stage, scene, built, project);
                }
            }));
        });
    }

    private void buildServices() {
        Thread builder = new Thread(() -> {
            try {
                context.complete(AppContext.forThisProcess());
                StartupTimeline.mark("settings read, services built (AppContext)");
            } catch (RuntimeException | Error e) {
                context.completeExceptionally(e);
            }
        }, "steward-startup");
        builder.setDaemon(true);
        builder.start();
    }

    private void showShell(Stage stage, Scene scene, AppContext built, String project) {
        built.errors().installAsUncaughtHandler(built.jobs());
        if (project != null) {
            built.shell().open(Path.of(project)); // a job: runs while the shell is built below
        }
        AppShell shell = new AppShell(built, FolderChooser.system(), () -> {
            stage.close();
            Platform.exit();
        });
        StartupTimeline.mark("shell built (AppShell)");
        scene.getStylesheets().add(STYLESHEET);
        scene.setRoot(shell);
        stage.titleProperty().bind(built.shell().titleBinding());
        stage.getIcons().setAll(windowIcons());
        afterNextPulse(scene, "shell's first frame laid out", () -> { });
        built.reportStartupProblems();
        if (project == null) {
            loadInBackground(built);
            built.status().checkLlm();
        } else {
            afterOpening(built.shell(), scene, () -> loadInBackground(built));
        }
    }

    /** The embedding model (seconds of CPU) and DuckDB's native library, each in a job. */
    private static void loadInBackground(AppContext built) {
        built.loadDuckDb();
        built.status().loadEmbeddings();
    }

    /**
     * Runs {@code next} once the project given at start is open and its first frame drawn (or its opening failed):
     * the model and DuckDB's library loaded beside that frame took the two cores from the FX thread (issue 22).
     */
    private static void afterOpening(ShellViewModel shell, Scene scene, Runnable next) {
        if (!shell.openingProperty().get()) {
            next.run();
            return;
        }
        javafx.beans.value.ChangeListener<Boolean> done = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> obs, Boolean was,
                                Boolean opening) {
                if (!opening) {
                    shell.openingProperty().removeListener(this);
                    afterNextPulse(scene, "project opened and drawn; the model and DuckDB load", next);
                }
            }
        };
        shell.openingProperty().addListener(done);
    }

    /** Marks the scene's next pulse (its frame is being drawn), then runs {@code next} after that pulse. */
    private static void afterNextPulse(Scene scene, String phase, Runnable next) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            StartupTimeline.mark(phase);
            Platform.runLater(next);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    /** Puts the shell in the stage with the app stylesheet and the bound title; shared with the tests. */
    public static Scene showIn(Stage stage, AppShell shell, AppContext context) {
        Scene scene = new Scene(shell, 1280, 800);
        scene.getStylesheets().add(STYLESHEET);
        stage.setScene(scene);
        stage.getIcons().setAll(windowIcons());
        stage.titleProperty().bind(context.shell().titleBinding());
        stage.setMinWidth(720);
        stage.setMinHeight(480);
        stage.show();
        return scene;
    }

    /** The Steward icon at every size in {@link #ICON_SIZES} (the same drawing as the installers' icon). */
    public static List<Image> windowIcons() {
        return ICON_SIZES.stream().map(size -> "icons/steward-" + size + ".png")
                .map(name -> Objects.requireNonNull(StewardApp.class.getResource(name), name).toExternalForm())
                .map(Image::new).collect(Collectors.toUnmodifiableList());
    }

    @Override
    public void stop() {
        context.thenAccept(AppContext::close);
    }
}
