package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward status} on a copy of the sample: the figures, the lists behind them, the CI gate, and no writes. */
class StatusCommandTest {
    @TempDir
    Path tmp;
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    @Test
    void jsonHasEachFigureWithTheNamesBehindIt() throws Exception {
        JsonNode status = statusJson();
        assertThat(status.path("format_version").asInt()).isEqualTo(1);
        assertThat(status.path("table_count").asInt()).isEqualTo(8);
        assertThat(status.path("tables").path("stale").toString()).contains("products");
        assertThat(status.path("tables").path("draft").toString()).contains("customers", "targets");
        assertThat(status.path("tables").path("undocumented").toString()).contains("gold.rep_leaderboard");
        assertThat(status.path("columns").path("undescribed").toString()).contains("gold.rep_leaderboard.rank");
        assertThat(status.path("relationships").path("by_status").path("approved").toString())
                .contains("transactions.rep_id → reps.rep_id");
        assertThat(status.path("examples").path("templates").asInt()).isEqualTo(4);
        assertThat(status.path("examples").path("verified").asInt()).isEqualTo(20);
        assertThat(status.path("examples").path("tables_without").toString()).contains("products", "targets")
                .doesNotContain("\"transactions\"");
        assertThat(status.path("definitions").path("with_approved").toString()).contains("metric.net_revenue");
        assertThat(status.path("eval").isNull()).as("no run stored in the sample").isTrue();
        assertThat(status.path("audit").path("goldens").asInt()).isEqualTo(24);
        assertThat(status.path("audit").path("disputed").asInt()).isZero();
        assertThat(status.path("drift").toString()).contains("products: still stale");
        assertThat(status.path("metrics").path("tables_approved").asDouble()).isEqualTo(4.0 / 8);
        assertThat(status.path("metrics").path("audit_clean").asDouble()).isEqualTo(22.0 / 24);
        assertThat(status.path("metrics").has("pass_rate")).isFalse();
    }

    @Test
    void aPlantedDefectIsAnOpenFindingAndStatusWritesNothing() throws Exception {
        String line = new ObjectMapper().createObjectNode().put("question", "How many won deals did the Atlantis "
                + "region close?").put("sql", "SELECT COUNT(*) AS won_deals FROM transactions t JOIN reps r ON "
                + "r.rep_id = t.rep_id WHERE t.stage = 'closed_won' AND r.region = 'Atlantis'")
                .put("verified", true).toString();
        Files.writeString(project.resolve("examples/synthetic.jsonl"), line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        Map<String, String> before = tree(project);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertThat(CliRun.run(tmp, out, err, "status", project.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("Tables:", "Columns described:", "Relationships:",
                "Gold audit:        3 open finding(s): 1 disputed, 2 warning, 22 clean of 25 goldens",
                "disputed · How many won deals did the Atlantis region close? — The SQL filters on region = "
                        + "'Atlantis'");
        assertThat(tree(project)).as("status read the project only").isEqualTo(before);
    }

    @Test
    void failUnderGatesOnAMetricAndOnOneThatCannotBeMeasured() {
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, new StringWriter(), err, "status", "--fail-under", "tables_approved=0.9",
                "--fail-under", "columns_described=0.1", project.toString());
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("tables_approved 0.500 is under --fail-under 0.900")
                .doesNotContain("columns_described");
        StringWriter noEval = new StringWriter();
        assertThat(CliRun.run(tmp, new StringWriter(), noEval, "status", "--fail-under", "pass_rate=0.5",
                project.toString())).isEqualTo(1);
        assertThat(noEval.toString()).contains("pass_rate could not be measured");
        assertThat(CliRun.run(tmp, new StringWriter(), new StringWriter(), "status", "--fail-under",
                "columns_described=0.8", project.toString())).as("46 of 55 described").isZero();
        StringWriter unknown = new StringWriter();
        assertThat(CliRun.run(tmp, new StringWriter(), unknown, "status", "--fail-under", "nonsense=1",
                project.toString())).isEqualTo(2);
        assertThat(unknown.toString()).contains("Unknown metric 'nonsense'", "pass_rate");
        StringWriter percent = new StringWriter();
        assertThat(CliRun.run(tmp, new StringWriter(), percent, "status", "--fail-under", "pass_rate=90",
                project.toString())).isEqualTo(2);
        assertThat(percent.toString()).contains("outside 0..1");
    }

    private JsonNode statusJson() throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, "status", "--json", project.toString());
        assertThat(exit).as(err.toString()).isZero();
        return new ObjectMapper().readTree(out.toString());
    }

    /** Every file under the folder with its SHA-256, and every folder. */
    static Map<String, String> tree(Path folder) throws Exception {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.toList()) {
                files.put(folder.relativize(path).toString(), Files.isDirectory(path) ? "folder" : HexFormat.of()
                        .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(path))));
            }
        }
        return files;
    }
}
