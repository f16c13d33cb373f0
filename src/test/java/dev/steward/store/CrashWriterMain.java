package dev.steward.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The child process of the crash tests: writes forever until the parent kills it with SIGKILL.
 * {@code atomic <file>} alternates whole versions A and B through {@link AtomicFiles};
 * {@code append <file> [stopAt]} continues the numbered rows after the last complete one through
 * {@link JsonLinesAppender}; with {@code stopAt} it stops for good in the middle of that append ({@link BlockingProbe}).
 */
public final class CrashWriterMain {
    private CrashWriterMain() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        if (args[0].equals("atomic")) {
            writeVersionsForever(file);
        } else {
            appendRowsForever(file, args.length > 2 ? Integer.parseInt(args[2]) : -1);
        }
    }

    private static void writeVersionsForever(Path file) {
        AtomicFiles files = new AtomicFiles();
        byte[][] versions = {CrashTestContent.VERSION_A, CrashTestContent.VERSION_B}; // built before the clock starts
        announceStart();
        for (long i = 0; ; i++) {
            files.write(file, versions[(int) (i % 2)]);
            announceWrite();
        }
    }

    private static void appendRowsForever(Path file, int stopAt) throws IOException {
        // A plain mapper: the java.time module would only add start-up time to every run.
        JsonLinesAppender appender = new JsonLinesAppender(new ObjectMapper(),
                new AtomicFiles(stopAt < 0 ? WriteProbe.NONE : new BlockingProbe(stopAt)));
        int next = completeRows(file);
        announceStart();
        for (int seq = next; ; seq++) {
            appender.append(file, CrashTestContent.row(seq));
            announceWrite();
        }
    }

    /** The next seq to write: one after the last complete row (a torn row is written again). */
    private static int completeRows(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
        for (int i = lines.size() - 1; i >= 0; i--) {
            // Payloads are lower-case letters only, so a row is complete exactly when it ends with "}.
            String line = lines.get(i);
            if (line.startsWith("{\"seq\":") && line.endsWith("\"}")) {
                return Integer.parseInt(line.substring(7, line.indexOf(','))) + 1;
            }
        }
        return 0;
    }

    /** Lets the parent time its kill by progress rather than by the clock, which a loaded machine stretches. */
    private static void announceWrite() {
        System.out.println("w");
        System.out.flush();
    }

    private static void announceStart() {
        System.out.println("started");
        System.out.flush();
    }
}
