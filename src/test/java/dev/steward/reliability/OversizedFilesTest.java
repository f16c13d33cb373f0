package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.error.FileFormatException;
import dev.steward.metadata.MetadataLoader;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.FileSizeLimit;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.YamlDocument;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, finding 7: a 2 GB metadata.yaml crashed doctor with "OutOfMemoryError: Required array size too large";
 * the YAML readers stopped at 3 and 16 MiB although relationships files of 10 MB are expected. Knowledge files are
 * now size-checked before they are read (store.FileSizeLimit, 64 MB by default, configurable), the YAML code-point
 * limits are the same figure, and append-only logs are read line by line past any whole-file limit.
 */
class OversizedFilesTest {
    @TempDir
    Path tmp;

    @Test
    void aTwoGigabyteMetadataFileIsADoctorFailureNamingItNotAnOutOfMemoryError() throws Exception {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        Path metadata = project.resolve("metadata.yaml");
        try (RandomAccessFile sparse = new RandomAccessFile(metadata.toFile(), "rw")) {
            sparse.setLength((2L << 30) + 1); // sparse: no disk used, but 2 GiB to any reader
        }

        FileFormatException refused = catchThrowableOfType(FileFormatException.class,
                () -> new MetadataLoader().loadProject(project));
        StringWriter out = new StringWriter();
        PrintWriter writer = new PrintWriter(out, true);
        int exit = CliMain.run(new CliServices(Map.of("STEWARD_HOME", tmp.resolve("home").toString()), writer,
                writer), "doctor", project.toString(), "--llm-url", "http://127.0.0.1:9");

        assertThat(refused.userText()).contains("metadata.yaml", "2048.0 MB", "64.0 MB", "STEWARD_MAX_FILE_MB");
        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("metadata.yaml", "more than the 64.0 MB Steward reads")
                .doesNotContain("OutOfMemoryError", "Exception", "\tat ");
    }

    @Test
    void aTenMegabyteRelationshipsFileReadsStrictlyAndForSpanEdits() throws Exception {
        Path file = tmp.resolve("relationships.yaml");
        StringBuilder text = new StringBuilder("relationships:\n");
        int count = 0;
        while (text.length() < 10 * 1024 * 1024 + 1000) {
            text.append("  - from_table: t").append(count).append("\n    to_table: customers\n")
                    .append("    join_on: [customer_id]\n    confidence: medium\n    status: draft\n")
                    .append("    method: fk_naming\n");
            count++;
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);

        assertThat(new RelationshipsReader().read(file).relationships()).hasSize(count);
        assertThat(YamlDocument.parse(Files.readString(file), file).text()).hasSize(text.length());
    }

    @Test
    void theLimitIsConfigurableAndAppendOnlyLogsReadPastIt() throws Exception {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        String twoMegabytes = "tables:\n" + "  t: {layer: silver, description: \"" + "x".repeat(2 * 1024 * 1024)
                + "\"}\n";
        Files.writeString(project.resolve("metadata.yaml"), twoMegabytes);
        Path history = Files.createDirectories(project.resolve("chat_history")).resolve("ana.jsonl");
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            lines.append("{\"n\": ").append(i).append(", \"pad\": \"").append("y".repeat(100)).append("\"}\n");
        }
        Files.writeString(history, lines);
        System.setProperty(FileSizeLimit.PROPERTY, "1");
        try {
            FileFormatException refused = catchThrowableOfType(FileFormatException.class,
                    () -> new MetadataLoader().loadProject(project));

            assertThat(refused.userText()).contains("metadata.yaml", "more than the 1.0 MB Steward reads");
            assertThat(Files.size(history)).isGreaterThan(2 * 1024 * 1024);
            assertThat(new JsonLinesReader().read(history).rows()).hasSize(20_000);
        } finally {
            System.clearProperty(FileSizeLimit.PROPERTY);
        }
        assertThat(new MetadataLoader().loadProject(project)).isNotNull();
    }
}
