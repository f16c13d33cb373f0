import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Records which classes a start of Steward loads ({@code -XX:DumpLoadedClassList}), for the class-data sharing
 * archive that the installed app makes at its final path (ADR 41, {@code installer/make-cds-archive.sh}). One
 * training start in a child JVM: it runs until its output has a line containing {@code doneMarker} (Steward
 * prints its start-up timeline with {@code STEWARD_STARTUP_TIMELINE=1}), then for {@code grace} more, and is
 * stopped with SIGTERM; the JVM writes each class to the list as it loads it. Lines naming a class of a
 * training-only jar ({@code dropWords}: Monocle, the headless glass the training uses) are left out, since
 * the installed app cannot load them.
 */
final class ClassListTraining {
    /** The child's command: executable, JVM options, class path, main class and arguments, in that order. */
    record Command(Path java, List<String> jvmOptions, List<Path> classPath, String mainClass, List<String> args) {
        List<String> line(Path classList) {
            List<String> line = new ArrayList<>(List.of(java.toString(), "-XX:DumpLoadedClassList=" + classList));
            line.addAll(jvmOptions);
            line.add("-cp");
            line.add(classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
            line.add(mainClass);
            line.addAll(args);
            return line;
        }
    }

    private final String doneMarker;
    private final long graceMs;
    private final long timeoutMs;
    private final List<String> dropWords;

    ClassListTraining(String doneMarker, long graceMs, long timeoutMs, List<String> dropWords) {
        this.doneMarker = doneMarker;
        this.graceMs = graceMs;
        this.timeoutMs = timeoutMs;
        this.dropWords = List.copyOf(dropWords);
    }

    /**
     * Runs the training and writes the filtered class list to {@code classList}; its output goes to {@code log}.
     * Fails when the child exits before the marker or does not print it within the time-out.
     *
     * @return the number of lines written
     */
    int record(Command command, Map<String, String> environment, Path classList, Path log)
            throws IOException, InterruptedException {
        Path raw = classList.resolveSibling(classList.getFileName() + ".raw");
        Files.deleteIfExists(raw);
        ProcessBuilder builder = new ProcessBuilder(command.line(raw)).redirectErrorStream(true);
        builder.environment().putAll(environment);
        Process child = builder.start();
        CompletableFuture<Void> marker = new CompletableFuture<>();
        Thread reader = new Thread(() -> copyOutput(child, log, marker), "class-list-training-output");
        reader.setDaemon(true);
        reader.start();
        try {
            marker.get(timeoutMs, TimeUnit.MILLISECONDS);
            Thread.sleep(graceMs);
        } catch (TimeoutException | ExecutionException e) {
            stop(child);
            Files.deleteIfExists(raw);
            throw new IllegalStateException("The class-list training start of Steward " + (e instanceof TimeoutException
                    ? "did not print '" + doneMarker + "' within " + timeoutMs / 1000 + " s"
                    : "ended before it printed '" + doneMarker + "'") + "; its output is in " + log, e);
        }
        if (!child.isAlive()) {
            Files.deleteIfExists(raw);
            throw new IllegalStateException("The class-list training start of Steward ended on its own (exit code "
                    + child.exitValue() + "); its output is in " + log);
        }
        stop(child);
        reader.join(10_000);
        return filter(raw, classList);
    }

    /** SIGTERM (the JVM closes the class list on the way out), then a hard kill if it does not go. */
    private static void stop(Process child) throws InterruptedException {
        child.destroy();
        if (!child.waitFor(30, TimeUnit.SECONDS)) {
            child.destroyForcibly().waitFor();
        }
    }

    private void copyOutput(Process child, Path log, CompletableFuture<Void> marker) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8)); var out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            String line;
            while ((line = lines.readLine()) != null) {
                out.write(line);
                out.newLine();
                out.flush();
                if (line.contains(doneMarker)) {
                    marker.complete(null);
                }
            }
        } catch (IOException e) {
            marker.completeExceptionally(e);
        }
        marker.completeExceptionally(new IllegalStateException("the training start's output ended"));
    }

    private int filter(Path raw, Path classList) throws IOException {
        if (!Files.isRegularFile(raw)) {
            throw new IllegalStateException("The class-list training start wrote no class list (" + raw + ")");
        }
        List<String> kept = Files.readAllLines(raw, StandardCharsets.UTF_8).stream()
                .filter(line -> dropWords.stream().noneMatch(line::contains)).collect(Collectors.toList());
        Files.write(classList, kept, StandardCharsets.UTF_8);
        Files.delete(raw);
        return kept.size();
    }
}
