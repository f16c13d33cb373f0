package dev.steward.ui;

import dev.steward.ui.fx.FolderChooser;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;

/**
 * The JavaFX application. {@code init()} builds the {@link AppContext} off the FX thread; {@code start()}
 * shows the window, then starts the slow things in the background (the embedding model) and opens the
 * project passed as {@code --project=PATH}, if any.
 */
public final class StewardApp extends Application {
    /** Stylesheet added on top of the AtlantaFX theme; uses the theme's colour variables so both modes work. */
    public static final String STYLESHEET =
            Objects.requireNonNull(StewardApp.class.getResource("steward.css")).toExternalForm();

    /** The window icon's sizes (icons/steward-N.png); the window system picks the one it needs. */
    static final List<Integer> ICON_SIZES = List.of(16, 24, 32, 48, 64, 128, 256);

    private AppContext context;

    @Override
    public void init() {
        context = AppContext.forThisProcess();
    }

    @Override
    public void start(Stage stage) {
        context.errors().installAsUncaughtHandler(context.jobs());
        AppShell shell = new AppShell(context, FolderChooser.system(), () -> {
            stage.close();
            Platform.exit();
        });
        showIn(stage, shell, context);
        context.reportStartupProblems();
        context.status().loadEmbeddings();
        String project = getParameters().getNamed().get("project");
        if (project != null) {
            context.shell().open(Path.of(project));
        } else {
            context.status().checkLlm();
        }
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
        if (context != null) {
            context.close();
        }
    }
}
