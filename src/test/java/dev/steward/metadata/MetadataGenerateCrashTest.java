package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.BlockingProbe;
import dev.steward.store.ChildJvm;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acceptance: {@code metadata generate} killed (SIGKILL) mid-run on a copy of the sample project keeps every
 * table it reported as saved, the file parses, and approved entries are as they were. The kill lands in the
 * middle of the write of metadata.yaml that saves the next table (the child's {@link BlockingProbe} stops there after
 * half the bytes), which is asserted: a generate that wrote metadata.yaml in place fails here.
 */
class MetadataGenerateCrashTest {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    @TempDir
    Path tmp;

    @Test
    void aKilledGenerateKeepsEveryTableSavedSoFarAndTheFileParses() throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(chat -> FakeReply.text(DraftScript.replyFor(chat.lastUserText())));
            List<Integer> savedCounts = ChildJvm.inLanes(2, lane -> killAfterSaves(ollama, lane + 1));
            assertThat(savedCounts).containsExactly(1, 2);
        }
    }

    private int killAfterSaves(FakeOllamaServer ollama, int saves) throws Exception {
        Path project = copySample(tmp.resolve("lane" + saves));
        MetadataConfig before = new MetadataReader().read(project.resolve("metadata.yaml"));
        ChildJvm child = ChildJvm.start(GenerateCrashMain.class, project.toString(), ollama.baseUrl().toString(),
                String.valueOf(saves));
        List<String> saved = new ArrayList<>();
        boolean killedMidWrite = false;
        try {
            String line;
            int metadataWrites = 0;
            while (!killedMidWrite && (line = child.readLine()) != null) {
                if (line.startsWith("saved ")) {
                    saved.add(line.substring("saved ".length()));
                } else if (BlockingProbe.isMidWrite(line)
                        && BlockingProbe.file(line).getFileName().toString().equals("metadata.yaml")) {
                    killedMidWrite = metadataWrites++ == saves;
                }
            }
        } finally {
            child.kill();
        }
        assertThat(killedMidWrite).as("the kill landed in the middle of writing metadata.yaml").isTrue();
        assertThat(leftTempFiles(project)).as("the killed write's temp file").hasSize(1);
        MetadataConfig after = new MetadataReader().read(project.resolve("metadata.yaml"));
        for (String key : saved) {
            assertThat(after.tables().get(key).description()).as(key).startsWith("Drafted: one row per ");
            assertThat(after.tables().get(key).status()).isEqualTo(TableStatus.DRAFT);
        }
        assertThat(after.tables().values().stream().filter(t -> t.description() != null
                && t.description().startsWith("Drafted: one row per ")).count())
                .as("the table whose write was killed is not half saved").isEqualTo(saved.size());
        for (Map.Entry<String, TableMetadata> entry : before.tables().entrySet()) {
            if (entry.getValue().status() == TableStatus.APPROVED) {
                assertThat(after.tables().get(entry.getKey())).as(entry.getKey()).isEqualTo(entry.getValue());
            }
        }
        assertThat(after.glossary()).isEqualTo(before.glossary());
        return saved.size();
    }

    private static List<Path> leftTempFiles(Path project) throws Exception {
        try (Stream<Path> files = Files.list(project)) {
            return files.filter(f -> f.getFileName().toString().startsWith(".metadata.yaml.tmp-")).toList();
        }
    }

    private static Path copySample(Path target) throws Exception {
        try (Stream<Path> files = Files.walk(SAMPLE)) {
            for (Path source : files.toList()) {
                Path copy = target.resolve(SAMPLE.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(source, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return target;
    }
}
