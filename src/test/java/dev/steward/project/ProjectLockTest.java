package dev.steward.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.ChildJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectLockTest {
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-08-16T12:01:30Z"), ZoneOffset.UTC);

    @TempDir
    Path project;

    @Test
    void acquireCreatesTheCacheFolderWithGitignoreAndWritesWhoHoldsIt() throws Exception {
        try (ProjectLock lock = ProjectLock.acquire(project, "the Steward desktop app", new AtomicFiles(), NOON)) {
            assertThat(lock.isHeld()).isTrue();
            assertThat(Files.readString(project.resolve(".steward/.gitignore"))).isEqualTo("*\n");
            String info = Files.readString(project.resolve(".steward/lock"));
            assertThat(info).contains("pid=" + ProcessHandle.current().pid(), "holder=the Steward desktop app",
                    "since=2026-08-16T12:01:30Z");
            assertThat(lock.holder().describe())
                    .matches("the Steward desktop app \\(pid \\d+ on .+, since 12:01 UTC\\)");
        }
    }

    @Test
    void aSecondSessionInTheSameProcessIsRefusedUntilTheFirstCloses() {
        ProjectLock first = ProjectLock.acquire(project, "the Steward desktop app", new AtomicFiles(), NOON);

        assertThatThrownBy(() -> ProjectLock.acquire(project, "steward metadata approve"))
                .isInstanceOf(StewardException.class)
                .hasMessage("The project " + project.toAbsolutePath().normalize() + " is open in the Steward desktop "
                        + "app (pid " + ProcessHandle.current().pid() + " on " + first.holder().host()
                        + ", since 12:01 UTC); only one Steward process may change a project at a time.")
                .satisfies(e -> assertThat(((StewardException) e).hint())
                        .contains("Close it there, or wait for the command to finish."));
        assertThat(first.isHeld()).as("the refused attempt does not disturb the holder").isTrue();

        first.close();
        assertThat(first.isHeld()).isFalse();
        try (ProjectLock second = ProjectLock.acquire(project, "steward metadata approve")) {
            assertThat(second.isHeld()).isTrue();
        }
    }

    @Test
    void anotherProcessHoldingTheLockRefusesUsAndWeGetItOnceItExits() throws Exception {
        ChildJvm child = ChildJvm.start(ProjectLockChildMain.class, "hold", project.toString());
        assertThat(child.readLine()).isEqualTo("locked");
        long childPid = child.process().pid();

        assertThatThrownBy(() -> ProjectLock.acquire(project, "the Steward desktop app"))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("is open in steward metadata generate (pid " + childPid + " on ")
                .hasMessageContaining("only one Steward process may change a project at a time");

        child.process().getOutputStream().close(); // let it finish
        assertThat(child.process().waitFor()).isZero();
        try (ProjectLock lock = ProjectLock.acquire(project, "the Steward desktop app")) {
            assertThat(lock.isHeld()).isTrue();
        }
    }

    @Test
    void whileWeHoldTheLockAnotherProcessIsRefusedWithOurDescription() throws Exception {
        try (ProjectLock lock = ProjectLock.acquire(project, "the Steward desktop app")) {
            ChildJvm child = ChildJvm.start(ProjectLockChildMain.class, "try", project.toString());
            assertThat(child.readLine())
                    .startsWith("refused: The project ")
                    .contains("is open in the Steward desktop app (pid " + ProcessHandle.current().pid())
                    .endsWith("| Close it there, or wait for the command to finish.");
            child.process().waitFor();
        }
        ChildJvm child = ChildJvm.start(ProjectLockChildMain.class, "try", project.toString());
        assertThat(child.readLine()).isEqualTo("acquired");
        child.process().waitFor();
    }

    @Test
    void aLockFileLeftByAKilledProcessBlocksNothing() throws Exception {
        ChildJvm child = ChildJvm.start(ProjectLockChildMain.class, "hold", project.toString());
        assertThat(child.readLine()).isEqualTo("locked");
        child.kill();
        assertThat(Files.readString(project.resolve(".steward/lock"))).contains("steward metadata generate");

        try (ProjectLock lock = ProjectLock.acquire(project, "the Steward desktop app")) {
            assertThat(Files.readString(project.resolve(".steward/lock"))).contains("holder=the Steward desktop app")
                    .doesNotContain("steward metadata generate");
        }
    }

    @Test
    void aMissingProjectFolderIsAClearError() {
        Path missing = project.resolve("nope");
        assertThatThrownBy(() -> ProjectLock.acquire(missing, "the Steward desktop app"))
                .isInstanceOf(StewardException.class)
                .hasMessage("The project folder " + missing + " does not exist.");
        assertThat(missing).doesNotExist();
    }
}
