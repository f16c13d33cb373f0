package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    /** Far above any Linux pid_max (4194304), so no process can have it: a temp file "left by a dead process". */
    private static final long DEAD_PID = 999_999_999L;

    @TempDir
    Path dir;

    private final AtomicFiles files = new AtomicFiles();

    @Test
    void aWriteCancelledByAnInterruptSaysSoAndLeavesTheFileAsItWas() throws Exception {
        Path file = Files.writeString(dir.resolve("run.json"), "old");
        Thread.currentThread().interrupt(); // as a job's cancel does to the thread that is writing
        try {
            assertThatThrownBy(() -> files.writeString(file, "new"))
                    .isInstanceOf(StewardException.class)
                    .hasMessageContaining("cancelled (interrupted) while writing")
                    .hasMessageNotContaining("null");
        } finally {
            Thread.interrupted();
        }
        assertThat(Files.readString(file)).isEqualTo("old");
        assertThat(listNames(dir)).containsExactly("run.json");
    }

    @Test
    void writesNewFileCreatingParentFoldersAndLeavesNoTempFile() throws Exception {
        Path file = dir.resolve("a/b/metadata.yaml");

        FileStamp stamp = files.writeString(file, "tables: {}\n");

        assertThat(Files.readString(file)).isEqualTo("tables: {}\n");
        assertThat(stamp).isEqualTo(FileStamp.of(file));
        assertThat(stamp.size()).isEqualTo(11);
        assertThat(listNames(file.getParent())).containsExactly("metadata.yaml");
    }

    @Test
    void replacesExistingContentAndKeepsItsPermissions() throws Exception {
        Path file = dir.resolve("relationships.yaml");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));

        files.write(file, "new".getBytes(StandardCharsets.UTF_8));

        assertThat(Files.readString(file)).isEqualTo("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-r-----");
    }

    @Test
    void aSymlinkIsNeverWrittenThroughNorReplaced() throws Exception {
        Path real = dir.resolve("real.yaml");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.yaml"), real);

        assertThatThrownBy(() -> files.writeString(link, "new")).isInstanceOf(StewardException.class)
                .hasMessageContaining(link + " is a symbolic link");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("old");
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTempFile() throws Exception {
        Path target = dir.resolve("busy");
        Files.createDirectories(target.resolve("child")); // a non-empty folder cannot be replaced by a file

        assertThatThrownBy(() -> files.writeString(target, "x"))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("Could not save " + target)
                .hasMessageContaining("The file on disk is unchanged");

        assertThat(Files.isDirectory(target.resolve("child"))).isTrue();
        assertThat(listNames(dir)).containsExactly("busy");
    }

    @Test
    void theNextWriteRemovesTempFilesOfDeadProcessesButNotOfLiveOnes() throws Exception {
        Path file = dir.resolve("metadata.yaml");
        Path stale = Files.writeString(dir.resolve(".metadata.yaml.tmp-" + DEAD_PID + "-ab12"), "half");
        long me = ProcessHandle.current().pid();
        Path mine = Files.writeString(dir.resolve(".metadata.yaml.tmp-" + me + "-cd34"), "in use");
        Path notOurs = Files.writeString(dir.resolve(".metadata.yaml.tmp-backup"), "someone else's");
        Path otherFile = Files.writeString(dir.resolve(".other.yaml.tmp-" + DEAD_PID + "-ef56"), "other file");

        files.writeString(file, "content");

        assertThat(stale).doesNotExist();
        assertThat(mine).exists();
        assertThat(notOurs).exists();
        assertThat(otherFile).as("only temp files of the file being written are cleaned").exists();
    }

    @Test
    void guardedWriteSucceedsWhenTheFileIsAsLoaded() throws Exception {
        Path file = Files.writeString(dir.resolve("metadata.yaml"), "v1");
        LoadedFile loaded = LoadedFile.read(file);

        FileStamp next = files.writeStringIfUnchanged(file, "v2", loaded.stamp());
        files.writeStringIfUnchanged(file, "v3", next);

        assertThat(Files.readString(file)).isEqualTo("v3");
    }

    @Test
    void guardedWriteRefusesAfterAnExternalEditAndKeepsTheExternalContent() throws Exception {
        Path file = Files.writeString(dir.resolve("metadata.yaml"), "v1");
        FileStamp loaded = FileStamp.of(file);
        Files.writeString(file, "edited in vim");

        assertThatThrownBy(() -> files.writeStringIfUnchanged(file, "steward's change", loaded))
                .isInstanceOf(FileConflictException.class)
                .hasMessageContaining(file + " was changed on disk after Steward loaded it")
                .satisfies(e -> assertThat(((FileConflictException) e).file()).isEqualTo(file));

        assertThat(Files.readString(file)).isEqualTo("edited in vim");
        assertThat(listNames(dir)).containsExactly("metadata.yaml");
    }

    @Test
    void guardedWriteComparesContentNotTimestamps() throws Exception {
        Path file = Files.writeString(dir.resolve("metadata.yaml"), "same");
        FileStamp loaded = FileStamp.of(file);
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2001-01-01T00:00:00Z")));

        files.writeStringIfUnchanged(file, "mine", loaded);
        assertThat(Files.readString(file)).isEqualTo("mine");

        // Same size, same mtime, different bytes: still a conflict.
        FileStamp mine = FileStamp.of(file);
        Files.writeString(file, "yours");
        Files.writeString(file, "MINE");
        Files.setLastModifiedTime(file, FileTime.from(mine.lastModified()));
        assertThatThrownBy(() -> files.writeStringIfUnchanged(file, "again", mine))
                .isInstanceOf(FileConflictException.class);
        assertThat(Files.readString(file)).isEqualTo("MINE");
    }

    @Test
    void missingStampGuardsCreationAndDeletionCountsAsAChange() throws Exception {
        Path file = dir.resolve("relationships.yaml");
        FileStamp absent = FileStamp.of(file);
        assertThat(absent).isEqualTo(FileStamp.missing());
        assertThat(absent.exists()).isFalse();

        Files.writeString(file, "someone created it");
        assertThatThrownBy(() -> files.writeStringIfUnchanged(file, "x", absent))
                .isInstanceOf(FileConflictException.class);

        FileStamp present = FileStamp.of(file);
        Files.delete(file);
        assertThatThrownBy(() -> files.writeStringIfUnchanged(file, "x", present))
                .isInstanceOf(FileConflictException.class);
        assertThat(file).doesNotExist();

        files.writeStringIfUnchanged(file, "created", absent);
        assertThat(Files.readString(file)).isEqualTo("created");
    }

    @Test
    void loadedFileStampsExactlyTheBytesItRead() throws Exception {
        Path file = Files.writeString(dir.resolve("x.yaml"), "hello");
        LoadedFile loaded = LoadedFile.read(file);

        assertThat(loaded.text()).isEqualTo("hello");
        assertThat(loaded.stamp().sha256()).isEqualTo("2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
        assertThat(loaded.stamp().size()).isEqualTo(5);
        assertThat(loaded.stamp().lastModified()).isEqualTo(Files.getLastModifiedTime(file).toInstant());
        assertThat(LoadedFile.read(dir.resolve("nope")).exists()).isFalse();
    }

    private static List<String> listNames(Path folder) throws Exception {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
