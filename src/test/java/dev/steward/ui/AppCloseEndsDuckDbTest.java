package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.ui.fx.FxJobs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Closing the app closes the shown project's DuckDB instances. Each instance keeps native worker threads until it
 * is closed; they take the name of the job thread that opened the instance (Linux copies a thread's name to the
 * threads it creates), which is how they are told apart from the JVM's own threads here. Before, only a switch of
 * project closed them: the suite's JVM ended with ~500 such threads of the UI tests' projects.
 */
@ExtendWith(ApplicationExtension.class)
class AppCloseEndsDuckDbTest {
    private static final String JOB_THREAD = "steward-job-";
    @TempDir
    Path temp;
    private AppContext context;
    private long before;
    private boolean closed;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path project = workspace.project("shop");
        workspace.settingsStore().save(workspace.offlineSettings());
        before = nativeThreadsNamedAfterJobs();
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
        context.shell().open(project);
    }

    @AfterEach
    void stop() {
        if (!closed) {
            context.close();
        }
    }

    @Test
    void closingTheAppEndsTheThreadsOfTheProjectsDuckDb() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> nativeThreadsNamedAfterJobs() > before
                && WaitForAsyncUtils.asyncFx(() -> context.shell().projectProperty().get() != null
                && context.jobs().running().isEmpty()).get());

        context.close();
        closed = true;

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (nativeThreadsNamedAfterJobs() > before && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(nativeThreadsNamedAfterJobs()).as("DuckDB threads left 10 s after the app closed")
                .isEqualTo(before);
    }

    /** Threads of this process named like a job thread that are not Java threads: DuckDB's, opened from a job. */
    private static long nativeThreadsNamedAfterJobs() throws IOException {
        long javaOnes = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(JOB_THREAD)).count();
        List<Path> tasks;
        try (Stream<Path> listed = Files.list(Path.of("/proc/self/task"))) {
            tasks = listed.toList();
        }
        long named = tasks.stream().filter(task -> threadName(task).startsWith(JOB_THREAD)).count();
        return named - javaOnes;
    }

    private static String threadName(Path task) {
        try {
            return Files.readString(task.resolve("comm")).strip();
        } catch (IOException gone) { // the thread ended while the folder was listed
            return "";
        }
    }
}
