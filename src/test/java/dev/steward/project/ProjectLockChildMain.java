package dev.steward.project;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The other process of {@link ProjectLockTest}. {@code hold <project>}: takes the lock, prints "locked" and
 * keeps it until its stdin closes. {@code try <project>}: prints "acquired" or "refused: <message> | <hint>".
 */
public final class ProjectLockChildMain {
    private ProjectLockChildMain() {
    }

    public static void main(String[] args) throws IOException {
        Path project = Path.of(args[1]);
        if (args[0].equals("hold")) {
            try (ProjectLock lock = ProjectLock.acquire(project, "steward metadata generate")) {
                System.out.println("locked");
                System.out.flush();
                while (System.in.read() >= 0) {
                    // hold until the parent closes our stdin
                }
            }
            return;
        }
        try (ProjectLock lock = ProjectLock.acquire(project, "steward refresh")) {
            System.out.println("acquired");
        } catch (StewardException e) {
            System.out.println("refused: " + e.getMessage() + " | " + e.hint().orElse(""));
        }
    }
}
