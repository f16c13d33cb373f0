package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.error.FileFormatException;
import dev.steward.health.CheckResult;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.sql.GateRejection;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A main.yaml whose paths point outside the project, and the command line on a project full of hostile files.
 * openmedallion itself resolves paths against the projects' parent folder, so outside paths are legitimate; what
 * must hold is that they widen nothing the SQL gate lets run, warn clearly when they lead nowhere, and write nothing.
 */
class HostileProjectLayoutTest {
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    @TempDir
    Path tmp;

    @Test
    void outsidePathsOpenTheirTablesAndWriteNothingThere() {
        Path outside = HostileProjects.withOrders(tmp.resolve("elsewhere/deep"));
        Path project = tmp.resolve("projects/p");
        HostileProjects.write(project.resolve("main.yaml"), "pipeline: {name: p}\npaths:\n"
                + "  silver: ../../../../../../../../../../.." + outside.resolve("data/silver") + "\n"
                + "  gold: ../../nowhere/at/all\n");
        FolderSnapshot before = FolderSnapshot.of(tmp);

        Project opened = HostileProjects.opener().open(project);

        assertThat(opened.tables()).extracting(ParquetTable::file).containsExactly(
                outside.resolve("data/silver/orders.parquet"));
        assertThat(opened.warnings()).singleElement().asString()
                .contains("main.yaml paths.gold is '../../nowhere/at/all', but no such folder exists");
        assertThat(HostileProjects.doctor(tmp.resolve("home"), project))
                .anySatisfy(r -> assertThat(r.outcome() + r.detail()).contains("WARN", "paths.gold"))
                .noneMatch(r -> r.outcome() == CheckResult.Outcome.FAIL);
        assertThat(FolderSnapshot.of(tmp)).isEqualTo(before);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"SELECT * FROM read_csv_auto('/etc/passwd')", "SELECT * FROM '/etc/passwd'",
        "SELECT * FROM read_text('/etc/hostname')", "SELECT * FROM read_parquet('/etc/*.parquet')",
        "COPY orders TO '/etc/steward.csv'", "ATTACH '/etc/x.db' AS x", "SELECT getenv('HOME')"})
    void aSilverPathOfSlashEtcDoesNotOpenSlashEtcToQueries(String sql) {
        Path project = tmp.resolve("p");
        HostileProjects.write(project.resolve("main.yaml"), "paths: {silver: /etc, gold: /}\n");

        Project opened = HostileProjects.opener().open(project);

        assertThat(opened.tables()).isEmpty();
        assertThatThrownBy(() -> assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Sandbox sandbox = Sandbox.open(opened, tmp.resolve("spill"))) {
                return new SqlExecutor(sandbox).execute(sql, QueryLimits.defaults());
            }
        })).isInstanceOf(GateRejection.class);
    }

    @Test
    void anIncludeThatIsNotAYamlMappingNamesTheIncludedFileWithoutEchoingIt() {
        Path secret = tmp.resolve("secret.txt");
        HostileProjects.write(secret, "root:x:0:0:hunter2:/root:/bin/bash\n");
        Path project = tmp.resolve("p");
        HostileProjects.write(project.resolve("main.yaml"), "includes: {silver: ../secret.txt}\n");
        FolderSnapshot before = FolderSnapshot.of(tmp);

        assertThatThrownBy(() -> HostileProjects.opener().open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("secret.txt:1:1").hasMessageNotContaining("hunter2");
        assertThat(FolderSnapshot.of(tmp)).isEqualTo(before);
    }

    @Test
    void doctorOnAHostileProjectNamesEveryFileAndSqlStillRuns() {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        HostileProjects.write(project.resolve("data/silver/select.parquet"), "PAR1 torn");
        HostileProjects.write(project.resolve("metadata.yaml"), HostileProjects.resourceBytes("yaml/billion-laughs.yaml"));
        HostileProjects.write(project.resolve("examples/synthetic.jsonl"), "{\"question\": \"q\", \"sql\": \"SELECT 1\"}\n"
                + "<<<<<<< HEAD\n");
        FolderSnapshot before = FolderSnapshot.of(project);

        Cli doctor = assertTimeoutPreemptively(HANG_GUARD, () -> cli("doctor", project.toString(), "--llm-url",
                "http://127.0.0.1:9"));
        Cli sql = assertTimeoutPreemptively(HANG_GUARD, () -> cli("sql", project.toString(),
                "SELECT count(*) FROM orders"));

        assertThat(doctor.exit()).isEqualTo(1);
        assertThat(doctor.out()).contains("✗   select:", "✗ metadata.yaml:", "aliases",
                "✗ examples/synthetic.jsonl:", "synthetic.jsonl:2", "problem(s) found.").doesNotContain("\tat ");
        assertThat(sql.exit()).isZero();
        assertThat(sql.out()).contains("3");
        assertThat(FolderSnapshot.of(project)).isEqualTo(before);
    }

    private record Cli(int exit, String out, String err) {
    }

    private Cli cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliMain.run(new CliServices(Map.of("STEWARD_HOME", tmp.resolve("home").toString(),
                "STEWARD_USER", "tester"), new StringReader(""), new PrintWriter(out, true), new PrintWriter(err, true)),
                args);
        return new Cli(exit, out.toString(), err.toString());
    }
}
