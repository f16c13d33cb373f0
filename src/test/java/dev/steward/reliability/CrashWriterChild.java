package dev.steward.reliability;

import dev.steward.store.BlockingProbe;
import java.nio.file.Path;

/**
 * The child JVM of {@link WriterCrashTest}: makes one kind of real write over and over, printing "started" once,
 * "w" after each completed decision and {@code m <file>} in the middle of each file write; at the {@code stopAt}-th
 * mid-write point it stops for good inside that write, and the parent kills it there. Args: kind, project, stopAt.
 */
public final class CrashWriterChild {
    private CrashWriterChild() {
    }

    public static void main(String[] args) {
        CrashWriters writers = new CrashWriters(CrashWriters.Kind.valueOf(args[0]), Path.of(args[1]),
                new BlockingProbe(Integer.parseInt(args[2])));
        System.out.println("started");
        System.out.flush();
        for (int step = 0; ; step++) {
            writers.write(step);
            System.out.println("w");
            System.out.flush();
        }
    }
}
