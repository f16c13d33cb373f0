package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.EvalRunStore;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.reliability.CrashWriters.Kind;
import dev.steward.settings.SettingsStore;
import dev.steward.store.AtomicFiles;
import dev.steward.cli.MetadataSampleProject;
import dev.steward.store.ChildJvm;
import dev.steward.store.CurationLog;
import dev.steward.store.CurationLogContent;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
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
 * Acceptance (issue 13, crash consistency of the real writers): a child JVM makes one kind of real decision over
 * and over on a copy of the sample project (metadata approval, relationship edit, example edit-and-approve,
 * settings save, eval run store, curation log append) and is SIGKILLed at a seeded-random point of its progress.
 * After every kill the written file parses with the production reader, is byte for byte one of the versions the
 * same decisions produce when nobody is killed (so approved content beside the decision is intact and no version is
 * half written), at most one temp file is left, and the curation log keeps every complete entry it had.
 *
 * <p>Runs (= kills) per kind: {@code steward.crashtest.runs / 12}, default 200 / 12 = 16 (96 JVM starts for all
 * six kinds, in two lanes); {@code -Dsteward.crashtest.runs=2400} gives 200 per kind for a soak.
 */
class WriterCrashTest {
    private static final int RUNS = Math.max(2, Integer.getInteger("steward.crashtest.runs", 200) / 12);
    private static final int LANES = 2;
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Kind.class)
    void aKilledWriterLeavesAFileThatParsesAndIsOneWholeVersion(Kind kind) throws Exception {
        Set<String> versions = versions(kind, dir.resolve("scratch"));
        List<Stats> lanes = ChildJvm.inLanes(LANES, lane -> runLane(kind, versions,
                MetadataSampleProject.copyTo(dir.resolve("lane" + lane)),
                new Random(20261129L * (kind.ordinal() + 1) + lane),
                (RUNS + lane) / LANES));
        Stats total = lanes.stream().reduce(new Stats(), Stats::plus);
        assertThat(total.writes).as("kills after completed writes were exercised").isPositive();
        System.out.printf("WriterCrashTest %s: %d runs/kills, %d writes completed, %d kills left a temp file, "
                + "%d distinct final versions, %d torn log lines%n", kind, RUNS, total.writes, total.temps,
                total.seen.size(), total.tornLogLines);
    }

    /** The file versions the decisions produce without a kill, from the original: a closure over A and B. */
    private static Set<String> versions(Kind kind, Path scratchDir) throws Exception {
        Path scratch = MetadataSampleProject.copyTo(scratchDir);
        Path target = CrashWriters.target(kind, scratch);
        Set<String> versions = new LinkedHashSet<>();
        if (kind == Kind.CURATION_LOG) {
            return versions; // an append log has no versions: its entries are checked for every kind
        }
        if (kind == Kind.EVAL_RUNS) { // every run file is a new file: each must be the whole run
            new CrashWriters(kind, scratch).write(0);
            versions.add(hex(Files.readAllBytes(evalRunFiles(target).get(0))));
            return versions;
        }
        List<byte[]> frontier = new ArrayList<>();
        frontier.add(Files.exists(target) ? Files.readAllBytes(target) : null);
        versions.add(key(frontier.get(0)));
        while (!frontier.isEmpty() && versions.size() < 12) {
            byte[] state = frontier.remove(0);
            for (int step = 0; step < 2; step++) {
                restore(target, state);
                new CrashWriters(kind, scratch).write(step);
                byte[] next = Files.readAllBytes(target);
                if (versions.add(key(next))) {
                    frontier.add(next);
                }
            }
        }
        assertThat(versions).as("a small closed set of versions").hasSizeBetween(2, 11);
        return versions;
    }

    private static Stats runLane(Kind kind, Set<String> versions, Path project, Random random, int runs)
            throws Exception {
        Stats stats = new Stats();
        Path target = CrashWriters.target(kind, project);
        CurationLogContent logBefore = curationLog(project).entries();
        for (int run = 0; run < runs; run++) {
            ChildJvm child = ChildJvm.start(CrashWriterChild.class, kind.name(), project.toString());
            assertThat(child.readLine()).as("child start").isEqualTo("started");
            stats.writes += killAfterSomeWrites(child, random);
            String where = kind + " " + project.getFileName() + " run " + run;
            stats.temps += checkTempFiles(kind, target, where);
            checkTarget(kind, target, versions, where, stats);
            CurationLogContent logAfter = curationLog(project).entries();
            assertThat(logAfter.entries().subList(0, logBefore.entries().size())).as("%s: log entries kept", where)
                    .isEqualTo(logBefore.entries());
            assertThat(logAfter.problems().size()).as("%s: at most one torn log line per kill", where)
                    .isLessThanOrEqualTo(run + 1);
            stats.tornLogLines = logAfter.problems().size();
            logBefore = logAfter;
        }
        return stats;
    }

    /** Kills after 0 to 2 completed writes plus 0 to 15 ms: in the first write, between writes and inside later ones. */
    private static int killAfterSomeWrites(ChildJvm child, Random random) throws Exception {
        int writes = random.nextInt(3);
        for (int i = 0; i < writes; i++) {
            String line = child.readLine();
            assertThat(line).as("child progress (or its error)").isEqualTo("w");
        }
        Thread.sleep(random.nextInt(16));
        child.kill();
        return writes;
    }

    private static void checkTarget(Kind kind, Path target, Set<String> versions, String where, Stats stats)
            throws Exception {
        switch (kind) {
            case METADATA -> {
                MetadataConfig after = new MetadataReader().read(target);
                MetadataConfig original = new MetadataReader().read(SAMPLE.resolve("metadata.yaml"));
                original.tables().forEach((key, table) -> {
                    if (!key.equals(CrashWriters.METADATA_TABLE)) {
                        assertThat(after.tables().get(key)).as("%s: table %s intact", where, key).isEqualTo(table);
                    }
                });
            }
            case RELATIONSHIPS -> new RelationshipsReader().read(target);
            case EXAMPLES -> assertThat(new SyntheticExamplesReader().read(target)).as(where).hasSize(26);
            case SETTINGS -> {
                SettingsStore store = new SettingsStore(target);
                store.load();
                assertThat(store.lastWarning()).as(where).isEmpty();
            }
            case EVAL_RUNS -> {
                for (Path run : evalRunFiles(target)) {
                    assertThat(hex(Files.readAllBytes(run))).as("%s: %s is the whole run", where, run.getFileName())
                            .isIn(versions);
                }
                assertThat(new EvalRunStore(new AtomicFiles()).history(new ProjectOpener(Map.of())
                        .open(target.getParent())).problems()).as(where).isEmpty();
                return;
            }
            case CURATION_LOG -> {
                return; // checked for every kind by the caller
            }
        }
        String version = key(Files.exists(target) ? Files.readAllBytes(target) : null);
        assertThat(version).as("%s: the file is one whole version", where).isIn(versions);
        stats.seen.add(version);
    }

    private static int checkTempFiles(Kind kind, Path target, String where) throws Exception {
        Path folder = kind == Kind.EVAL_RUNS ? target : target.getParent();
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(folder)) {
            long temps = files.filter(f -> f.getFileName().toString().contains(".tmp-")).count();
            assertThat(temps).as("%s: at most the one temp file of the killed write", where).isLessThanOrEqualTo(1);
            return (int) temps;
        }
    }

    private static List<Path> evalRunFiles(Path folder) throws Exception {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
        }
    }

    private static CurationLog curationLog(Path project) {
        return new CurationLog(project.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
    }

    private static void restore(Path target, byte[] state) throws Exception {
        if (state == null) {
            Files.deleteIfExists(target);
        } else {
            Files.write(target, state);
        }
    }

    private static String key(byte[] bytes) {
        return bytes == null ? "<absent>" : hex(bytes);
    }

    private static String hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What one lane saw. */
    private static final class Stats {
        int writes;
        int temps;
        int tornLogLines;
        final Set<String> seen = new LinkedHashSet<>();

        Stats plus(Stats other) {
            Stats sum = new Stats();
            sum.writes = writes + other.writes;
            sum.temps = temps + other.temps;
            sum.tornLogLines = tornLogLines + other.tornLogLines;
            sum.seen.addAll(seen);
            sum.seen.addAll(other.seen);
            return sum;
        }
    }
}
