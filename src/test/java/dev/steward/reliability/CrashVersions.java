package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.cli.MetadataSampleProject;
import dev.steward.reliability.CrashWriters.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The versions each file of a {@link WriterCrashTest} kind may have after a kill: worked out in-process, without a
 * kill, as the closure of the kind's two decisions (variant A and B) over the states of all its files together,
 * then kept per file. A decision that writes two files can be killed between them, so every mix of a state and
 * the next (some files new, the others old) is a state the next decision may start from.
 */
final class CrashVersions {
    static final String EVAL_RUNS = "eval_runs";
    private static final int MAX_STATES = 40;

    private CrashVersions() {
    }

    /** File name relative to the project → the SHA-256 of every whole version it may have ("<absent>" = none). */
    static Map<String, Set<String>> of(Kind kind, Path scratchDir) throws Exception {
        Path scratch = MetadataSampleProject.copyTo(scratchDir);
        List<Path> targets = CrashWriters.targets(kind, scratch);
        Map<String, Set<String>> versions = new LinkedHashMap<>();
        if (kind == Kind.EVAL_RUNS) { // every run file is a new file: each must be the whole run
            new CrashWriters(kind, scratch).write(0);
            versions.put(EVAL_RUNS, Set.of(hex(Files.readAllBytes(evalRunFiles(targets.get(0)).get(0)))));
            return versions;
        }
        if (targets.isEmpty()) {
            return versions; // append-only kinds: checked by their bytes before and after
        }
        Set<List<String>> states = new LinkedHashSet<>();
        List<List<byte[]>> frontier = new ArrayList<>();
        frontier.add(read(targets));
        states.add(keys(frontier.get(0)));
        record(versions, scratch, targets, frontier.get(0));
        while (!frontier.isEmpty() && states.size() < MAX_STATES) {
            List<byte[]> state = frontier.remove(0);
            for (int step = 0; step < 2; step++) {
                restore(targets, state);
                new CrashWriters(kind, scratch).write(step);
                for (List<byte[]> next : mixes(state, read(targets))) {
                    record(versions, scratch, targets, next);
                    if (states.add(keys(next))) {
                        frontier.add(next);
                    }
                }
            }
        }
        assertThat(states).as("a small closed set of versions").hasSizeBetween(2, MAX_STATES - 1);
        return versions;
    }

    /** Every state with each file either as in {@code before} or as in {@code after}. */
    private static List<List<byte[]>> mixes(List<byte[]> before, List<byte[]> after) {
        List<List<byte[]>> mixes = new ArrayList<>();
        for (int mask = 0; mask < 1 << before.size(); mask++) {
            List<byte[]> mix = new ArrayList<>();
            for (int i = 0; i < before.size(); i++) {
                mix.add((mask & 1 << i) != 0 ? after.get(i) : before.get(i));
            }
            mixes.add(mix);
        }
        return mixes;
    }

    /** The name {@link WriterCrashTest} uses for a file of the project (eval runs by their folder). */
    static String name(Path project, Path file) {
        Path relative = project.toAbsolutePath().relativize(file.toAbsolutePath());
        return relative.getParent() != null && relative.getParent().toString().equals(EVAL_RUNS) ? EVAL_RUNS
                : relative.toString();
    }

    static String key(Path file) throws Exception {
        return Files.exists(file) ? hex(Files.readAllBytes(file)) : "<absent>";
    }

    static List<Path> evalRunFiles(Path folder) throws Exception {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }

    static String hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void record(Map<String, Set<String>> versions, Path project, List<Path> targets,
                               List<byte[]> state) {
        for (int i = 0; i < targets.size(); i++) {
            versions.computeIfAbsent(name(project, targets.get(i)), n -> new LinkedHashSet<>())
                    .add(state.get(i) == null ? "<absent>" : hex(state.get(i)));
        }
    }

    private static List<byte[]> read(List<Path> targets) throws Exception {
        List<byte[]> state = new ArrayList<>();
        for (Path target : targets) {
            state.add(Files.exists(target) ? Files.readAllBytes(target) : null);
        }
        return state;
    }

    private static List<String> keys(List<byte[]> state) {
        return state.stream().map(b -> b == null ? "<absent>" : hex(b)).toList();
    }

    private static void restore(List<Path> targets, List<byte[]> state) throws Exception {
        for (int i = 0; i < targets.size(); i++) {
            if (state.get(i) == null) {
                Files.deleteIfExists(targets.get(i));
            } else {
                Files.write(targets.get(i), state.get(i));
            }
        }
    }
}
