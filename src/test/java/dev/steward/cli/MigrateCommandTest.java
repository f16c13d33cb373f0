package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.migrate.OldSample;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward migrate PROJECT [--apply] [--undo]} on a copy of the old sample. */
class MigrateCommandTest {
    @TempDir
    Path tmp;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void dryRunThenApplyThenNothingThenUndo() throws IOException {
        Path project = OldSample.copyTo(tmp.resolve("old"));
        byte[] before = Files.readAllBytes(project.resolve("metadata.yaml"));

        assertThat(run("migrate", project.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("metadata.yaml tables.products.stale_reason → steward/tables.yaml")
                .contains("Dry run: nothing was written");
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).isEqualTo(before);

        assertThat(run("migrate", "--apply", project.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("value(s) moved; files: metadata.yaml, steward/tables.yaml");
        assertThat(project.resolve("steward/migrations.jsonl")).exists();

        assertThat(run("migrate", "--apply", project.toString())).isZero();
        assertThat(out.toString()).contains("Nothing to migrate");

        assertThat(run("migrate", "--undo", project.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("Restored as before the last migration: metadata.yaml");
        assertThat(Files.readAllBytes(project.resolve("metadata.yaml"))).isEqualTo(before);
    }

    @Test
    void applyAndUndoTogetherAreRefused() throws IOException {
        Path project = OldSample.copyTo(tmp.resolve("old"));

        assertThat(run("migrate", "--apply", "--undo", project.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("not both");
    }

    private int run(String... args) {
        out.getBuffer().setLength(0);
        return CliRun.run(tmp, out, err, args);
    }
}
