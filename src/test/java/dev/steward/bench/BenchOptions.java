package dev.steward.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/** The harness's command line: {@code [--large] [--skip-app] [--small-only] [--only N,N] [--out FILE] [--work DIR]}. */
record BenchOptions(boolean large, boolean skipApp, boolean smallOnly, Set<Integer> only, Path out, Path work) {

    /** Whether item {@code number} is measured ({@code --only 6,8} measures just those; default all). */
    boolean wants(int number) {
        return only.isEmpty() || only.contains(number);
    }


    static BenchOptions parse(String[] args) {
        boolean large = false;
        boolean skipApp = false;
        boolean smallOnly = false;
        Set<Integer> only = Set.of();
        Path out = null;
        Path work = Path.of("target/bench");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--large" -> large = true;
                case "--skip-app" -> skipApp = true;
                case "--small-only" -> smallOnly = true;
                case "--only" -> only = Arrays.stream(value(args, ++i, "--only").split(","))
                        .map(String::strip).map(Integer::valueOf).collect(Collectors.toUnmodifiableSet());
                case "--out" -> out = Path.of(value(args, ++i, "--out"));
                case "--work" -> work = Path.of(value(args, ++i, "--work"));
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; usage: bench/run [--large] [--skip-app] [--small-only] [--only N,N] [--out FILE] [--work DIR]");
            }
        }
        return new BenchOptions(large, skipApp, smallOnly, only, out, work.toAbsolutePath());
    }

    private static String value(String[] args, int index, String option) {
        if (index >= args.length) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args[index];
    }
}
