package dev.steward.ui;

import java.nio.file.Path;
import javafx.application.Application;

/** Starts the JavaFX application, optionally with a project to open at once. */
public final class DesktopLauncher {
    private DesktopLauncher() {
    }

    /** Blocks until the last window closes. */
    public static void launch(Path projectOrNull) {
        if (projectOrNull == null) {
            Application.launch(StewardApp.class);
        } else {
            Application.launch(StewardApp.class, "--project=" + projectOrNull);
        }
    }
}
