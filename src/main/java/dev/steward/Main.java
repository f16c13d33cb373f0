package dev.steward;

import dev.steward.cli.CliMain;
import dev.steward.ui.DesktopLauncher;

/**
 * Entry point. No arguments start the desktop app; any argument runs the command line. (A main class that
 * extends javafx.application.Application cannot start from the classpath, hence this plain class.)
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            DesktopLauncher.launch(null);
        } else {
            System.exit(CliMain.run(args));
        }
    }
}
