package dev.steward.cli;

import dev.steward.error.StewardException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the command line and returns its exit code. */
public final class CliMain {
    private CliMain() {
    }

    public static int run(String... args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        return run(new CliServices(System.getenv(), out, err), args);
    }

    /** Runs with the given services (tests pass their own environment and writers). */
    public static int run(CliServices services, String... args) {
        CommandLine commandLine = new CommandLine(new StewardCommand(), new CliFactory(services));
        commandLine.setOut(services.out());
        commandLine.setErr(services.err());
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof StewardException steward) {
                services.err().println("Error: " + steward.userText());
                return 2;
            }
            throw e;
        });
        return commandLine.execute(args);
    }
}
