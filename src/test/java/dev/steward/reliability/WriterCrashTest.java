package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.cli.MetadataSampleProject;
import dev.steward.reliability.CrashWriters.Kind;
import dev.steward.store.BlockingProbe;
import dev.steward.store.ChildJvm;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Acceptance (issue 13, crash consistency of the real writers; issue 19, the proofs must be able to fail): a child
 * JVM makes one kind of real decision over and over on a copy of the sample project (metadata approval,
 * relationship edit, example edit-and-approve, settings save, eval run store, curation log append, and Steward's
 * own steward/ files: tables, relationships, definitions, the appended jsonl files) and is SIGKILLed in the
 * middle of a write: its {@link BlockingProbe} stops the write after half the bytes, at a seeded-random write of
 * its progress, and the parent kills it when the child says so. Every kill is asserted to have landed there, and
 * every file the kind writes to have been hit at least once. After every kill each file the kind replaces parses
 * with the production reader and is byte for byte one of the versions the same decisions make without a kill
 * ({@link CrashVersions}), the killed write's temp file is the only one left, and every appended file keeps every
 * byte it had before (at most one torn line more per kill).
 *
 * <p>Runs (= kills) per kind: {@code steward.crashtest.runs / 25}, default 200 / 25 = 8 (80 JVM starts for all ten
 * kinds, in two lanes); {@code -Dsteward.crashtest.runs=5000} gives 200 per kind for a soak.
 */
class WriterCrashTest {
    private static final int RUNS = Math.max(4, Integer.getInteger("steward.crashtest.runs", 200) / 25);
    private static final int LANES = 2;
    /** The child stops at one of its first this many mid-write points: inside its first to about third decision. */
    private static final int STOP_POINTS = 6;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Kind.class)
    void aWriterKilledInTheMiddleOfAWriteLeavesWholeVersionsAndEveryAppendedByte(Kind kind) throws Exception {
        Map<String, Set<String>> versions = CrashVersions.of(kind, dir.resolve("scratch"));
        List<Stats> lanes = ChildJvm.inLanes(LANES, lane -> runLane(kind, versions,
                MetadataSampleProject.copyTo(dir.resolve("lane" + lane)),
                new Random(20261201L * (kind.ordinal() + 1) + lane), (RUNS + lane) / LANES));
        Stats total = lanes.stream().reduce(new Stats(), Stats::plus);
        Path any = dir.resolve("lane0");
        Set<String> written = new LinkedHashSet<>(versions.keySet());
        CrashWriters.appended(kind, any).forEach(f -> written.add(CrashVersions.name(any, f)));
        assertThat(total.killedIn).as("%s: every file the kind writes was hit by a kill in the middle of its write",
                kind).containsAll(written);
        assertThat(written).as("%s: every file a kill hit is checked", kind).containsAll(total.killedIn);
        System.out.printf("WriterCrashTest %s: %d kills, all mid-write, in %s; %d decisions completed before them, "
                + "%d distinct whole versions seen, %d torn lines%n", kind, RUNS, total.killedIn, total.decisions,
                total.seen.size(), total.tornLines);
    }

    private static Stats runLane(Kind kind, Map<String, Set<String>> versions, Path project, Random random,
                                 int runs) throws Exception {
        Stats stats = new Stats();
        List<Path> appended = CrashWriters.appended(kind, project);
        int tornBefore = 0;
        for (int run = 0; run < runs; run++) {
            String where = kind + " " + project.getFileName() + " run " + run;
            Map<Path, byte[]> before = bytes(appended);
            int stopAt = random.nextInt(STOP_POINTS);
            ChildJvm child = ChildJvm.start(CrashWriterChild.class, kind.name(), project.toString(),
                    String.valueOf(stopAt));
            assertThat(child.readLine()).as("%s: child start", where).isEqualTo("started");
            Path killedIn = killInTheMiddleOfAWrite(child, stopAt, stats, where);
            String name = CrashVersions.name(project, killedIn);
            stats.killedIn.add(name);
            checkReplaced(kind, project, versions, where, stats);
            checkTempFiles(kind, project, killedIn, versions.containsKey(name), where);
            int torn = checkAppended(before, where);
            assertThat(torn).as("%s: at most one more torn line per kill", where).isLessThanOrEqualTo(tornBefore + 1);
            tornBefore = torn;
            stats.tornLines = torn;
        }
        return stats;
    }

    /** Reads the child's progress up to its {@code stopAt}-th mid-write line, then kills it there. */
    private static Path killInTheMiddleOfAWrite(ChildJvm child, int stopAt, Stats stats, String where)
            throws Exception {
        int midWrites = 0;
        try {
            while (true) {
                String line = child.readLine();
                if (BlockingProbe.isMidWrite(line) && midWrites++ == stopAt) {
                    return BlockingProbe.file(line);
                }
                assertThat(BlockingProbe.isMidWrite(line) || "w".equals(line))
                        .as("%s: child progress (or its error): %s", where, line).isTrue();
                stats.decisions += "w".equals(line) ? 1 : 0;
            }
        } finally {
            child.kill();
        }
    }

    private static void checkReplaced(Kind kind, Path project, Map<String, Set<String>> versions, String where,
                                      Stats stats) throws Exception {
        CrashChecks.parse(kind, project, where);
        if (kind == Kind.EVAL_RUNS) {
            for (Path run : CrashVersions.evalRunFiles(project.resolve(CrashVersions.EVAL_RUNS))) {
                assertThat(CrashVersions.hex(Files.readAllBytes(run))).as("%s: %s is the whole run", where,
                        run.getFileName()).isIn(versions.get(CrashVersions.EVAL_RUNS));
            }
            return;
        }
        for (Map.Entry<String, Set<String>> file : versions.entrySet()) {
            String version = CrashVersions.key(project.resolve(file.getKey()));
            assertThat(version).as("%s: %s is one whole version", where, file.getKey()).isIn(file.getValue());
            stats.seen.add(file.getKey() + " " + version);
        }
    }

    /** Appended files only grow: every byte before the kill is still there. Returns the torn lines now. */
    private static int checkAppended(Map<Path, byte[]> before, String where) throws Exception {
        int torn = 0;
        for (Map.Entry<Path, byte[]> file : before.entrySet()) {
            byte[] after = Files.exists(file.getKey()) ? Files.readAllBytes(file.getKey()) : new byte[0];
            assertThat(after.length).as("%s: %s never shrinks", where, file.getKey().getFileName())
                    .isGreaterThanOrEqualTo(file.getValue().length);
            assertThat(java.util.Arrays.copyOf(after, file.getValue().length))
                    .as("%s: %s keeps every earlier byte", where, file.getKey().getFileName())
                    .isEqualTo(file.getValue());
            if (after.length > 0) {
                torn += new JsonLinesReader().read(file.getKey()).problems().size();
            }
        }
        return torn;
    }

    /** Each replaced file has at most one temp file (a killed write's), and the killed write's is there. */
    private static void checkTempFiles(Kind kind, Path project, Path killedIn, boolean killedAReplace,
                                       String where) throws Exception {
        List<Path> targets = new ArrayList<>(CrashWriters.targets(kind, project));
        if (kind == Kind.EVAL_RUNS) {
            targets = new ArrayList<>(CrashVersions.evalRunFiles(targets.get(0)));
            targets.add(killedIn);
        }
        for (Path target : new LinkedHashSet<>(targets)) {
            long temps = tempsOf(target);
            assertThat(temps).as("%s: at most one temp file of %s", where, target.getFileName())
                    .isLessThanOrEqualTo(1);
            if (killedAReplace && target.toAbsolutePath().equals(killedIn.toAbsolutePath())) {
                assertThat(temps).as("%s: the killed write's temp file of %s is left", where, target.getFileName())
                        .isEqualTo(1);
            }
        }
    }

    private static long tempsOf(Path target) throws Exception {
        Path folder = target.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        String prefix = "." + target.getFileName() + ".tmp-";
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().startsWith(prefix)).count();
        }
    }

    private static Map<Path, byte[]> bytes(List<Path> files) throws Exception {
        Map<Path, byte[]> bytes = new LinkedHashMap<>();
        for (Path file : files) {
            bytes.put(file, Files.exists(file) ? Files.readAllBytes(file) : new byte[0]);
        }
        return bytes;
    }

    /** What one lane saw. */
    private static final class Stats {
        int decisions;
        int tornLines;
        final Set<String> killedIn = new LinkedHashSet<>();
        final Set<String> seen = new LinkedHashSet<>();

        Stats plus(Stats other) {
            Stats sum = new Stats();
            sum.decisions = decisions + other.decisions;
            sum.tornLines = tornLines + other.tornLines;
            List.of(this, other).forEach(s -> {
                sum.killedIn.addAll(s.killedIn);
                sum.seen.addAll(s.seen);
            });
            return sum;
        }
    }
}
