package dev.steward.reliability;

import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Map;

/**
 * A real {@code steward} command in its own JVM, as a second process would run it: {@code CliChild HOME ARGS...}
 * runs the command with {@code STEWARD_HOME=HOME} and {@code STEWARD_USER=cli-tester}, prints its output and
 * ends with a line {@code exit=N}.
 */
public final class CliChild {
    private CliChild() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        int exit = CliMain.run(new CliServices(Map.of("STEWARD_HOME", args[0], "STEWARD_USER", "cli-tester"), out,
                out), Arrays.copyOfRange(args, 1, args.length));
        out.println("exit=" + exit);
        out.flush();
        System.exit(exit);
    }
}
