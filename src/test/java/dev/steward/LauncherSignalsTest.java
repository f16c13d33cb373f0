package dev.steward;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./steward} launcher of a source tree, run on a copy of itself in a tree already built (so it neither
 * builds nor unpacks) with a stand-in {@code java} on the PATH that records the signals it gets. The launcher runs
 * Java beside a filter of its standard error, so a signal to the launcher does not reach Java by itself: before, a
 * {@code kill} or {@code timeout} of the launcher left the app running on, orphaned (and a first desktop run ended
 * that way never wrote its class-data sharing archive).
 */
class LauncherSignalsTest {
    private static final String VECTOR_NOTICE = "WARNING: Using incubator modules: jdk.incubator.vector";
    @TempDir
    Path temp;
    private Path tree;
    private Path fakes;
    private Optional<ProcessHandle> app = Optional.empty();

    @AfterEach
    void endTheStandIn() {
        app.ifPresent(ProcessHandle::destroyForcibly);
    }

    @Test
    void aSignalToTheLauncherReachesTheAppAndTheLauncherEndsWithIt() throws Exception {
        Process launcher = start("");
        ProcessHandle java = awaitApp();

        launcher.destroy(); // SIGTERM to the launcher only

        assertThat(launcher.waitFor(20, TimeUnit.SECONDS)).as("the launcher ended").isTrue();
        assertThat(launcher.exitValue()).isEqualTo(143);
        assertThat(fakes.resolve("signal")).as("the app got a signal").exists();
        assertThat(Files.readString(fakes.resolve("signal")).strip()).isEqualTo("TERM");
        assertThat(java.onExit().get(10, TimeUnit.SECONDS).isAlive()).isFalse();
        String stderr = Files.readString(temp.resolve("stderr.txt"));
        assertThat(stderr).contains("a line of the app's own").doesNotContain(VECTOR_NOTICE);
    }

    @Test
    void theLauncherEndsWithTheAppsExitStatus() throws Exception {
        Process launcher = start("3");

        assertThat(launcher.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(launcher.exitValue()).isEqualTo(3);
        assertThat(Files.readString(temp.resolve("stdout.txt"))).isEqualTo("the app's output\n");
        assertThat(Files.readString(temp.resolve("stderr.txt")))
                .isEqualTo("a line of the app's own\n"); // written in full before the launcher returned
    }

    /** @param exitAt empty: the stand-in runs until a signal; a number: it prints and exits with it at once */
    private Process start(String exitAt) throws IOException {
        tree = builtTree();
        fakes = Files.createDirectories(temp.resolve("fakes"));
        Path bin = Files.createDirectories(temp.resolve("bin"));
        executable(bin.resolve("java"), """
                #!/usr/bin/env bash
                echo $$ > "$FAKES/pid"
                echo "the app's output"
                echo "%s" >&2
                echo "a line of the app's own" >&2
                if [ -n "$FAKE_EXIT" ]; then exit "$FAKE_EXIT"; fi
                trap 'echo TERM > "$FAKES/signal"; exit 143' TERM
                trap 'echo INT > "$FAKES/signal"; exit 130' INT
                while true; do sleep 0.05; done
                """.formatted(VECTOR_NOTICE));
        ProcessBuilder builder = new ProcessBuilder("bash", tree.resolve("steward").toString(), "open", "x")
                .redirectOutput(temp.resolve("stdout.txt").toFile())
                .redirectError(temp.resolve("stderr.txt").toFile());
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        builder.environment().put("FAKES", fakes.toString());
        builder.environment().put("FAKE_EXIT", exitAt);
        builder.environment().remove("STEWARD_JAVA_OPTS");
        return builder.start();
    }

    private ProcessHandle awaitApp() throws Exception {
        Path pid = fakes.resolve("pid");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!(Files.exists(pid) && Files.readString(pid).endsWith("\n")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        app = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip()));
        assertThat(app).as("the stand-in java started").isPresent();
        return app.get();
    }

    /** A copy of the launcher in a tree whose build, natives and jar are all newer than its sources. */
    private Path builtTree() throws IOException {
        Path root = Files.createDirectories(temp.resolve("tree"));
        Files.copy(Path.of("steward"), root.resolve("steward"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Files.createDirectories(root.resolve("src/main"));
        Path target = Files.createDirectories(root.resolve("target"));
        Path natives = Files.createDirectories(target.resolve("natives"));
        Files.writeString(target.resolve("runtime-classpath.txt"), "lib.jar");
        Path stamp = Files.createDirectories(target.resolve("classes")).resolve(".steward-build-stamp");
        Files.writeString(stamp, "");
        Files.writeString(natives.resolve("classpath.txt"), "lib.jar");
        Files.writeString(natives.resolve("java-options.txt"), "");
        Files.writeString(natives.resolve("steward.jar"), "");
        Files.writeString(natives.resolve("steward.jsa"), "");
        Instant now = Instant.now();
        for (Path source : new Path[] {root.resolve("steward"), root.resolve("pom.xml"), root.resolve("src/main"),
                target.resolve("runtime-classpath.txt")}) {
            Files.setLastModifiedTime(source, FileTime.from(now.minusSeconds(100)));
        }
        Files.setLastModifiedTime(stamp, FileTime.from(now.minusSeconds(50)));
        for (String built : new String[] {"classpath.txt", "java-options.txt", "steward.jar", "steward.jsa"}) {
            Files.setLastModifiedTime(natives.resolve(built), FileTime.from(now.minusSeconds(10)));
        }
        return root;
    }

    private static void executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
