package dev.steward.reliability;

import java.nio.file.Path;

/**
 * The child JVM of {@link WriterCrashTest}: makes one kind of real write over and over until the parent kills it
 * with SIGKILL, printing "started" once and "w" after each completed write so the parent can time its kill by
 * progress rather than by the clock.
 */
public final class CrashWriterChild {
    private CrashWriterChild() {
    }

    public static void main(String[] args) {
        CrashWriters writers = new CrashWriters(CrashWriters.Kind.valueOf(args[0]), Path.of(args[1]));
        System.out.println("started");
        System.out.flush();
        for (int step = 0; ; step++) {
            writers.write(step);
            System.out.println("w");
            System.out.flush();
        }
    }
}
