package dev.steward;

import dev.steward.cli.CliMain;
import dev.steward.error.TerminalLogStream;
import dev.steward.retrieval.LuceneNotices;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.NativeLibraryCaches;
import dev.steward.settings.StartupTimeline;
import dev.steward.ui.DesktopLauncher;
import java.lang.ref.Reference;
import java.util.logging.Logger;

/**
 * Entry point. No arguments start the desktop app; any argument runs the command line. (A main class that
 * extends javafx.application.Application cannot start from the classpath, hence this plain class.)
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        StartupTimeline.ofThisProcess().markMain();
        TerminalLogStream.installOnStandardError(); // log lines escaped like all human-readable output (issue 19)
        Logger luceneNotice = LuceneNotices.quietVectorizationNotice();
        // A property given on the command line (-Djavafx.cachedir=...) wins over Steward's default.
        NativeLibraryCaches.under(AppDirectories.forCurrentUser(System.getenv())).systemProperties()
                .forEach((key, value) -> {
                    if (System.getProperty(key) == null) {
                        System.setProperty(key, value);
                    }
                });
        ProcessExit exit = ProcessExit.ofThisProcess();
        exit.takeOverSignals(); // before anything loads the embedding model
        try {
            if (args.length == 0) {
                DesktopLauncher.launch(null);
                exit.beforeMainEnds();
            } else {
                exit.exit(CliMain.run(args));
            }
        } finally {
            Reference.reachabilityFence(luceneNotice);
        }
    }
}
