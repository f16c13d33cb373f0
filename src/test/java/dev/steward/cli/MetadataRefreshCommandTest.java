package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward metadata refresh [--check]} on a working copy of the bundled sample project. */
class MetadataRefreshCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("demo"));
    }

    @Test
    void checkOnTheUntouchedSampleExitsZeroAndWritesNothing() throws IOException {
        byte[] before = Files.readAllBytes(metadata());

        int exit = run("metadata", "refresh", "--check", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("No schema drift detected.")
                .contains("· products (silver): already stale - added: category")
                .contains("· rep_leaderboard (gold): new Parquet table without an entry");
        assertThat(Files.readAllBytes(metadata())).isEqualTo(before);
        assertThat(project.resolve("curation_log.jsonl")).doesNotExist();
    }

    @Test
    void checkExitsOneNamingTheTableAndTheColumnChangeAndWritesNothing() throws Exception {
        rewriteParquet("silver/reps.parquet", "SELECT *, 'x' AS nickname FROM read_parquet('%s')");
        byte[] before = Files.readAllBytes(metadata());

        int exit = run("metadata", "refresh", "--check", project.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("⚠ reps (silver): schema drifted - added: nickname [7aac90d41b33ab1f -> ")
                .contains("1 table(s) need attention").doesNotContain("No schema drift");
        assertThat(Files.readAllBytes(metadata())).isEqualTo(before);
    }

    @Test
    void checkExitsOneForAVanishedTable() throws IOException {
        Files.delete(project.resolve("data/silver/targets.parquet"));

        int exit = run("metadata", "refresh", "--check", project.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(out.toString()).contains("⚠ targets (silver): Parquet file no longer found; the entry is kept");
    }

    @Test
    void refreshMarksTheDriftedTableStaleByEditingOnlyItsSpanAndAddsTheNewTable() throws Exception {
        rewriteParquet("silver/reps.parquet", "SELECT * EXCLUDE (hire_date), 'x' AS nickname FROM read_parquet('%s')");
        String before = Files.readString(metadata());

        int exit = run("metadata", "refresh", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("1 table(s) marked stale, 1 draft entry added, 0 vanished");
        String after = Files.readString(metadata());
        String repsBefore = section(before, "  reps:\n", "  customers:\n");
        String repsAfter = section(after, "  reps:\n", "  customers:\n");
        assertThat(after.substring(0, after.indexOf(repsAfter))).isEqualTo(before.substring(0, before.indexOf(repsBefore)));
        assertThat(repsAfter).contains("status: stale\n", "schema_hash: 7aac90d41b33ab1f\n")
                .doesNotContain("stale_reason", "schema_delta")
                .contains(repsBefore.lines().filter(l -> l.contains("description")).toList().toArray(String[]::new));
        assertThat(Files.readString(project.resolve("steward/tables.yaml"))).contains("  reps:\n",
                "stale_reason: schema changed since last metadata refresh (7aac90d41b33ab1f -> ",
                "schema_delta:\n      added:\n      - nickname\n      removed:\n      - hire_date\n      retyped: []\n");
        String rest = after.substring(after.indexOf("  customers:\n"));
        String added = section(rest, "  rep_leaderboard:\n", "\n# ----");
        assertThat(added).startsWith("  rep_leaderboard:\n    layer: gold\n    status: draft\n    columns:\n")
                .contains("      win_rate: {}\n", "    schema_hash: ");
        assertThat(rest.replace(added, "")).isEqualTo(before.substring(before.indexOf("  customers:\n")));
        assertThat(Files.readAllLines(project.resolve("curation_log.jsonl"))).hasSize(2)
                .anySatisfy(line -> assertThat(line).contains("\"key\":\"reps\"", "\"action\":\"stale\""))
                .anySatisfy(line -> assertThat(line).contains("\"key\":\"rep_leaderboard\"", "\"action\":\"add\""));

        out.getBuffer().setLength(0);
        assertThat(run("metadata", "refresh", "--check", project.toString())).isZero();
        assertThat(out.toString()).contains("· reps (silver): already stale - added: nickname; removed: hire_date");
    }

    @Test
    void refreshKeepsAVanishedEntryAndLeavesTheFileAloneWhenNothingElseChanged() throws IOException {
        Files.delete(project.resolve("data/gold/sales_intelligence_demo/rep_leaderboard.parquet"));
        Files.delete(project.resolve("data/silver/targets.parquet"));
        byte[] before = Files.readAllBytes(metadata());

        int exit = run("metadata", "refresh", project.toString());

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("targets (silver): Parquet file no longer found",
                "0 table(s) marked stale, 0 draft entries added, 1 vanished table(s) kept; metadata.yaml unchanged.");
        assertThat(Files.readAllBytes(metadata())).isEqualTo(before);
    }

    @Test
    void refreshWithProfileProfilesTheDraftTablesOnlyNewOnesIncludedWithoutTheLlm() throws Exception {
        String before = Files.readString(metadata());

        int exit = run("metadata", "refresh", "--profile", "--llm-url", "http://127.0.0.1:9", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("1 draft entry added, ").contains("draft table(s) profiled");
        String after = Files.readString(metadata());
        for (String untouched : new String[] {"  transactions:\n", "  rep_performance:\n", "  reps:\n",
            "  products:\n"}) {
            int start = before.indexOf(untouched);
            String text = before.substring(start, before.indexOf("\n\n", start));
            assertThat(after).as(untouched).contains(text);
        }
        var tables = new dev.steward.metadata.MetadataReader().read(metadata()).tables();
        assertThat(tables.get("targets").columns().get("region").acceptedValues())
                .containsExactly("Central", "East", "North", "South", "West");
        assertThat(tables.get("targets").columns().get("target_amount").dtype()).isEqualTo("Numeric");
        assertThat(tables.get("rep_leaderboard").columns().get("win_rate").stats()).containsKey("null_pct");
        assertThat(tables.get("products").columns().get("list_price").dtype()).isNull();
        assertThat(Files.readAllLines(project.resolve("curation_log.jsonl")))
                .anySatisfy(line -> assertThat(line).contains("\"key\":\"targets\"", "\"action\":\"edit\"",
                        "profile fields from DuckDB"));
    }

    private static String section(String text, String start, String end) {
        return text.substring(text.indexOf(start), text.indexOf(end));
    }

    private Path metadata() {
        return project.resolve("metadata.yaml");
    }

    private void rewriteParquet(String relative, String selectTemplate) throws Exception {
        Path file = project.resolve("data").resolve(relative);
        Path old = file.resolveSibling("old.bin");
        Files.move(file, old);
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + selectTemplate.formatted(old) + ") TO '" + file + "' (FORMAT parquet)");
        }
        Files.delete(old);
    }

    private int run(String... args) {
        return CliRun.run(tmp, out, err, args);
    }

}
