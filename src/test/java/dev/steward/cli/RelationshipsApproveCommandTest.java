package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RelationshipsApproveCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void writeProject() throws Exception {
        project = tmp.resolve("shop");
        Files.createDirectories(project.resolve("data/silver"));
        Files.writeString(project.resolve("relationships.yaml"), """
                relationships:
                  - from_table: b
                    to_table: c
                    join_on: [x]
                    method: key_naming
                  - from_table: a
                    to_table: c
                    join_on: [x]
                """);
    }

    @Test
    void scriptedAnswersApproveSkipInSortedOrder() throws Exception {
        int exit = run("relationships", "approve", "--answers", "sa", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("a -> c (draft)\n  join_on: x\n  confidence: high\n"
                + "  method: (hand-added, no detection rule)").contains("b -> c (draft)")
                .contains("1 approved, 2 reviewable");
        String text = Files.readString(project.resolve("relationships.yaml"));
        assertThat(text).contains("    method: fk_naming\n    status: approved\n");
        assertThat(Files.readString(project.resolve("steward/relationships.yaml"))).contains("method: key_naming");
        assertThat(OmConformance.check(project)).isEmpty();
        assertThat(text.indexOf("status: approved")).isLessThan(text.indexOf("from_table: a"));
        assertThat(Files.readString(project.resolve("curation_log.jsonl")))
                .contains("\"kind\":\"relationship\"").contains("\"action\":\"approve\"")
                .contains("b -> c on [x]");
    }

    @Test
    void quitStopsWithoutApproving() throws Exception {
        String before = Files.readString(project.resolve("relationships.yaml"));

        run("relationships", "approve", "--answers", "q", project.toString());

        assertThat(Files.readString(project.resolve("relationships.yaml"))).isEqualTo(before);
        assertThat(out.toString()).contains("0 approved, 2 reviewable");
    }

    private int run(String... args) {
        return CliRun.run(tmp, out, err, args);
    }
}
