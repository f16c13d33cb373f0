package dev.steward.cli;

import picocli.CommandLine;

/** Runs the command line and returns its exit code. */
public final class CliMain {
    private CliMain() {
    }

    public static int run(String... args) {
        return new CommandLine(new StewardCommand()).execute(args);
    }
}
