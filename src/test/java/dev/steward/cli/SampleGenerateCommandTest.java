package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SampleGenerateCommandTest {
    @TempDir
    Path tmp;

    @Test
    void writesASyntheticProjectIntoANewFolder() throws IOException {
        Path project = tmp.resolve("small");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exit = CliRun.run(tmp, out, err, "sample", "generate", "--tables", "8", "--rows", "3000", "--examples",
                "6", "--seed", "3", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).matches("8 tables, 2,9\\d\\d rows, \\d+ joins, 6 examples written to .*small\\s*");
        try (var files = Files.list(project.resolve("data/silver"))) {
            assertThat(files.filter(f -> f.toString().endsWith(".parquet"))).hasSize(8);
        }
        assertThat(Files.readString(project.resolve("main.yaml"))).contains("--tables 8 --rows 3000 --examples 6 --seed 3");
        assertThat(Files.readAllLines(project.resolve("examples/synthetic.jsonl"))).hasSize(6);
    }

    @Test
    void refusesAFolderThatIsNotEmptyAndLeavesItAlone() throws IOException {
        Path project = tmp.resolve("existing");
        Files.createDirectories(project);
        Files.writeString(project.resolve("metadata.yaml"), "tables: {}\n");
        StringWriter err = new StringWriter();

        int exit = CliRun.run(tmp, new StringWriter(), err, "sample", "generate", "--tables", "5", "--rows", "100",
                project.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("is not empty").contains("a folder that does not exist yet");
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo("tables: {}\n");
        assertThat(project.resolve("data")).doesNotExist();
    }
}
