package dev.steward.cli;

import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.AppDirectories;
import dev.steward.ui.DesktopLauncher;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward open PROJECT | --sample}: starts the desktop app with a project open. */
@Command(name = "open", description = "Start the desktop app with PROJECT (or the sample project) open.")
public final class OpenCommand implements Callable<Integer> {
    @ArgGroup(multiplicity = "1")
    private Target target;

    static final class Target {
        @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
        Path project;

        @Option(names = "--sample", description = "open your working copy of the bundled sample project "
                + "(made under your user data folder on first use, so the bundled one is never changed)")
        boolean sample;
    }

    @Override
    public Integer call() {
        Path project = target.sample
                ? SampleProjectLocator.forThisProcess().workingCopy(
                        AppDirectories.forCurrentUser(System.getenv()).dataDir())
                : target.project.toAbsolutePath().normalize();
        DesktopLauncher.launch(project);
        return 0;
    }
}
