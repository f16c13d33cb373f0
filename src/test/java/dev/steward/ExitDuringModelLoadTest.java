package dev.steward;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stop while the embedding model loads ends the process with the JVM's exit code, not a crash: before the fix,
 * a SIGTERM or an exit while a thread was inside the ONNX runtime's session creation let the runtime's own shutdown
 * hook free it under that thread (SIGSEGV in libonnxruntime.so, hs_err, exit code 134). Each child JVM is stopped
 * exactly while its loading thread is inside the native {@code OrtSession.createSession}. Before the fix a SIGTERM
 * so timed crashed 6 of 6 children (4 of 4 more with a shutdown hook of ours that waited: it runs beside the
 * runtime's), so the first case fails without it; an exit so timed crashed 7 of 12 (an hs_err file, exit code 134
 * or 0), so the second guards the exit path but may pass without the fix. After it: 0 of 10.
 */
class ExitDuringModelLoadTest {
    private static final int SIGNALS = 2;

    @TempDir
    Path tmp;

    @Test
    void aSigtermWhileTheModelLoadsEndsTheProcessWithExitCode143() throws Exception {
        for (int run = 0; run < SIGNALS; run++) {
            Child child = start("signal", run);
            String line = child.process().inputReader(StandardCharsets.UTF_8).readLine();
            assertThat(line).as("the child's first line").isEqualTo(ModelLoadingChild.INSIDE);
            child.process().destroy(); // SIGTERM
            assertEnded(child, 128 + 15);
        }
    }

    @Test
    void anExitWhileTheModelLoadsEndsTheProcessWithItsStatus() throws Exception {
        assertEnded(start("exit", 0), 0);
    }

    private Child start(String mode, int run) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(mode + "-" + run));
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData",
                "-XX:ErrorFile=" + folder.resolve("hs_err_pid%p.log"),
                "-cp", System.getProperty("java.class.path"), ModelLoadingChild.class.getName(),
                tmp.resolve("model").toString(), mode));
        return new Child(new ProcessBuilder(command).directory(folder.toFile())
                .redirectError(folder.resolve("stderr.txt").toFile()).start(), folder);
    }

    /** No JVM crash report in the child's folder, and the exit code the JVM gives when nothing crashes. */
    private static void assertEnded(Child child, int expectedStatus) throws Exception {
        assertThat(child.process().waitFor(2, TimeUnit.MINUTES)).as("the child ended").isTrue();
        String stderr = Files.readString(child.folder().resolve("stderr.txt"));
        try (Stream<Path> files = Files.list(child.folder())) {
            assertThat(files.map(f -> f.getFileName().toString())).as(stderr).noneMatch(f -> f.startsWith("hs_err"));
        }
        assertThat(child.process().exitValue()).as(stderr).isEqualTo(expectedStatus);
    }

    private record Child(Process process, Path folder) {
    }
}
