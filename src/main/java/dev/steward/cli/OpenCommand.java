package dev.steward.cli;

import dev.steward.ui.DesktopLauncher;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward open PROJECT}: starts the desktop app with that project open. */
@Command(name = "open", description = "Start the desktop app with PROJECT open.")
public final class OpenCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path project;

    @Override
    public Integer call() {
        DesktopLauncher.launch(project.toAbsolutePath().normalize());
        return 0;
    }
}
