package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.cli.MetadataSampleProject;
import dev.steward.error.StewardException;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableStatus;
import dev.steward.project.ProjectLock;
import dev.steward.project.SampleProjectLocator;
import dev.steward.settings.AppDirectories;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.store.ChildJvm;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.ui.AppContext;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop app (its real {@link AppContext}, without a window) and a real {@code steward} command in another JVM
 * on one project at the same time: whichever comes second is refused with a message naming the holder, writes
 * nothing, and a holder killed with SIGKILL blocks nobody afterwards.
 */
class AppAndCliTogetherTest {
    private static final EmbeddingModel NO_EMBEDDINGS = segments -> {
        throw new UnsupportedOperationException("not needed here");
    };

    @TempDir
    Path tmp;
    private Path project;
    private AppContext app;

    @BeforeEach
    void openTheApp() throws Exception {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
        AppDirectories dirs = new AppDirectories(tmp.resolve("config"), tmp.resolve("cache"), tmp.resolve("data"));
        new SettingsStore(dirs.settingsFile()).save(UserSettings.defaults().withLlm("http://127.0.0.1:9", "m"));
        app = new AppContext(dirs, Map.of(), new ImmediateJobs(),
                new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", tmp.resolve("none").toString()), null, tmp),
                () -> NO_EMBEDDINGS);
    }

    @AfterEach
    void closeTheApp() {
        app.close();
    }

    @Test
    void aCliWriteWhileTheAppHasTheProjectOpenIsRefusedAndWritesNothing() throws Exception {
        app.shell().open(project);
        assertThat(app.shell().projectProperty().get()).as("the app opened the project").isNotNull();
        Map<String, String> before = knowledge();

        List<String> refused = run(approveTargets());

        assertThat(refused).as(String.join("\n", refused)).last().isEqualTo("exit=2");
        assertThat(String.join("\n", refused)).contains("the Steward desktop app").doesNotContain("Exception");
        assertThat(knowledge()).isEqualTo(before);

        app.shell().closeProject();
        List<String> approved = run(approveTargets());
        assertThat(approved).as(String.join("\n", approved)).last().isEqualTo("exit=0");
        assertThat(new MetadataReader().read(project.resolve("metadata.yaml")).tables().get("targets").status())
                .isEqualTo(TableStatus.APPROVED);
    }

    @Test
    void theAppCannotOpenAProjectACommandIsWritingAndOpensItOnceThatCommandIsKilled() throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(chat -> FakeReply.text("{}").after(Duration.ofSeconds(60))); // keeps the command busy
            Map<String, String> before = knowledge();
            ChildJvm generate = ChildJvm.start(CliChild.class, tmp.resolve("cli-home").toString(), "metadata",
                    "generate", project.toString(), "--table", "targets", "--llm-url", ollama.baseUrl().toString());
            waitUntil(() -> ollama.chatCount() > 0); // the command holds the lock while it waits for the model

            app.shell().open(project);

            assertThat(app.shell().projectProperty().get()).isNull();
            assertThat(app.errors().currentProperty().get().headline()).contains("steward metadata generate");
            generate.kill();
            app.shell().open(project);
            assertThat(app.shell().projectProperty().get()).as("a killed holder blocks nothing").isNotNull();
            assertThat(knowledge()).isEqualTo(before);
        }
    }

    /** A refused second acquire inside the app's own process must not release the app's lock. */
    @Test
    void aSecondLockAttemptInsideTheAppsProcessLeavesTheAppsLockInPlace() throws Exception {
        app.shell().open(project);
        assertThatThrownBy(() -> ProjectLock.acquire(project, "steward metadata approve"))
                .isInstanceOf(StewardException.class).hasMessageContaining("the Steward desktop app");

        List<String> refused = run(approveTargets());

        assertThat(refused).as("still refused: " + String.join("\n", refused)).last().isEqualTo("exit=2");
    }

    private String[] approveTargets() {
        return new String[] {tmp.resolve("cli-home").toString(), "metadata", "approve", project.toString(),
            "--table", "targets", "--approve"};
    }

    private static List<String> run(String... args) throws Exception {
        ChildJvm child = ChildJvm.start(CliChild.class, args);
        List<String> lines = new ArrayList<>();
        for (String line = child.readLine(); line != null; line = child.readLine()) {
            lines.add(line);
        }
        child.process().waitFor();
        return lines;
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 1200 && !condition.getAsBoolean(); i++) {
            Thread.sleep(50);
        }
        assertThat(condition.getAsBoolean()).as("the child reached the model within a minute").isTrue();
    }

    /** Every file's hash outside .steward/, where the lock itself lives. */
    private Map<String, String> knowledge() {
        Map<String, String> entries = new TreeMap<>(FolderSnapshot.of(project).entries());
        entries.keySet().removeIf(k -> k.startsWith(".steward"));
        return entries;
    }
}
