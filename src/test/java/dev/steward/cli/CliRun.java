package dev.steward.cli;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;

/**
 * Runs the command line the way a person would, but with a private Steward home under the test's temp folder,
 * "tester" as the user, the given standard input, and output captured in the test's writers.
 */
final class CliRun {
    private CliRun() {
    }

    static int run(Path tmp, StringWriter out, StringWriter err, String... args) {
        return runWithInput(tmp, out, err, "", args);
    }

    static int runWithInput(Path tmp, StringWriter out, StringWriter err, String input, String... args) {
        Map<String, String> env = Map.of("STEWARD_HOME", tmp.resolve("home").toString(), "STEWARD_USER", "tester");
        return CliMain.run(new CliServices(env, new StringReader(input), new PrintWriter(out, true),
                new PrintWriter(err, true)), args);
    }
}
