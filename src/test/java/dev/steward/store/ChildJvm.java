package dev.steward.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Starts a test main class in a fresh JVM with this JVM's classpath, as the crash and lock tests need. */
public final class ChildJvm {
    private final Process process;
    private final BufferedReader out;

    private ChildJvm(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    public static ChildJvm start(Class<?> mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // A small, quick-starting JVM: these children only write files.
                "-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:-UsePerfData",
                "-cp", System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(List.of(args));
        return new ChildJvm(new ProcessBuilder(command).redirectErrorStream(true).start());
    }

    /** One lane of a crash test: its own folder, seed and children. */
    public interface Lane<T> {
        T run(int lane) throws Exception;
    }

    /**
     * Runs {@code lanes} independent lanes at once and returns their results in lane order; a failed assertion
     * in any lane fails the caller. Child JVM start-up dominates these tests, and starts in parallel use both
     * cores of a small machine.
     */
    public static <T> List<T> inLanes(int lanes, Lane<T> lane) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(lanes);
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < lanes; i++) {
                int index = i;
                futures.add(pool.submit(() -> lane.run(index)));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                try {
                    results.add(future.get());
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception cause ? cause : new IllegalStateException(e.getCause());
                }
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The next line the child printed, or null when it ended. */
    public String readLine() throws IOException {
        return out.readLine();
    }

    public Process process() {
        return process;
    }

    /** SIGKILL: no shutdown hooks, no finally blocks, like a crash. Waits until the process is gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }
}
