package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acceptance: appends killed at any moment never damage earlier rows. A child JVM appends numbered rows
 * (100 B to 160 KB) through {@link JsonLinesAppender}, continuing after the last complete row, and is SIGKILLed
 * at a seeded-random point of its progress (every other run in the middle of an append, where its
 * {@link BlockingProbe} stops it after half the bytes); after every kill the file keeps every byte it had before the
 * run (so the row count never goes down and every earlier row is byte-identical), each complete line is either an intact row (rows 0..n-1 in
 * order, none missing) or a torn fragment that was cut off by an earlier kill and closed by the next append,
 * and only the very last, unterminated line may be torn. Runs = kills = a fifth of
 * {@code -Dsteward.crashtest.runs} (default 200 over both crash tests, so 40 here: each run is a JVM start
 * that also loads Jackson). Measured on the shared 2-core dev box: 40 runs/kills in 8.5 s,
 * 160 rows, every earlier row intact; SIGKILL rarely tears a line (the kernel finishes most writes), so the
 * torn-line path is also covered directly in {@link JsonLinesAppenderTest} and {@link CurationLogTest}.
 */
class JsonLinesCrashTest {
    private static final int RUNS = Math.max(1, AtomicFilesCrashTest.TOTAL_RUNS / 5);

    @TempDir
    Path dir;

    @Test
    void killedAppendsLoseNothingEarlierAndTheNextAppendStartsOnANewLine() throws Exception {
        int lanes = AtomicFilesCrashTest.LANES;
        List<FileCheck> results = ChildJvm.inLanes(lanes, lane -> runLane(
                dir.resolve("lane" + lane).resolve("examples").resolve("harvested.jsonl"),
                new Random(4242L + lane), (RUNS + lane) / lanes));
        int rows = results.stream().mapToInt(FileCheck::rows).sum();
        int tornTails = results.stream().mapToInt(FileCheck::tornTails).sum();
        assertThat(rows).as("rows written over all runs").isGreaterThan(RUNS / 4);
        System.out.printf("JsonLinesCrashTest: %d runs/kills, %d rows, %d kills left a torn last line%n",
                RUNS, rows, tornTails);
    }

    private static FileCheck runLane(Path file, Random random, int runs) throws Exception {
        FileCheck totals = new FileCheck(0, 0);
        byte[] before = new byte[0];
        for (int run = 0; run < runs; run++) {
            boolean midAppend = run % 2 == 1;
            int stopAt = random.nextInt(4);
            ChildJvm child = midAppend
                    ? ChildJvm.start(CrashWriterMain.class, "append", file.toString(), String.valueOf(stopAt))
                    : ChildJvm.start(CrashWriterMain.class, "append", file.toString());
            assertThat(child.readLine()).as("child start").isEqualTo("started");
            if (midAppend) {
                killInTheMiddleOfAnAppend(child, stopAt, run);
            } else {
                AtomicFilesCrashTest.killAfterSomeWrites(child, random);
            }
            byte[] after = Files.exists(file) ? Files.readAllBytes(file) : new byte[0];
            assertThat(after.length).as("run %d: the file never shrinks", run).isGreaterThanOrEqualTo(before.length);
            assertThat(Arrays.copyOf(after, before.length)).as("run %d: every earlier byte is unchanged", run)
                    .isEqualTo(before);
            if (after.length > 0) {
                FileCheck check = check(after, run);
                assertThat(check.rows).as("run %d: the row count never goes down", run).isGreaterThanOrEqualTo(
                        totals.rows);
                assertThat(!midAppend || check.tornTails == 1).as("run %d: a kill mid-append tears the last line",
                        run).isTrue();
                totals = new FileCheck(check.rows, totals.tornTails + check.tornTails);
            }
            before = after;
        }
        return totals;
    }

    /** Reads the child's progress up to its {@code stopAt}-th mid-append line and kills it there. */
    private static void killInTheMiddleOfAnAppend(ChildJvm child, int stopAt, int run) throws Exception {
        try {
            int midWrites = 0;
            String line;
            while ((line = child.readLine()) != null) {
                if (BlockingProbe.isMidWrite(line) && midWrites++ == stopAt) {
                    return;
                }
                assertThat(BlockingProbe.isMidWrite(line) || line.equals("w")).as("run %d: child progress: %s",
                        run, line).isTrue();
            }
            throw new AssertionError("run " + run + ": the child ended before its append " + stopAt);
        } finally {
            child.kill();
        }
    }

    /** Rows complete in the file, and how many checks found a torn last line. */
    private record FileCheck(int rows, int tornTails) {
    }

    private static FileCheck check(byte[] bytes, int run) {
        String text = new String(bytes, StandardCharsets.US_ASCII);
        List<String> parts = Arrays.asList(text.split("\n", -1));
        List<String> lines = parts.subList(0, parts.size() - 1);
        String tail = parts.get(parts.size() - 1);
        int next = 0;
        for (String line : lines) {
            if (line.equals(CrashTestContent.line(next))) {
                next++;
            } else { // cut off by a kill and closed by the next append; row n is written again after it
                assertThat(CrashTestContent.line(next)).as("run %d: a damaged line is a prefix of row %d", run, next)
                        .startsWith(line);
            }
        }
        assertThat(CrashTestContent.line(next)).as("run %d: the unterminated tail is a prefix of row %d", run, next)
                .startsWith(tail);
        return new FileCheck(next, tail.isEmpty() ? 0 : 1);
    }
}
