package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20: {@code steward definitions check} and {@code steward doctor} flag an approved version whose sources went
 * stale, on a copy of the sample where rep_performance.txn_date (net revenue's time column) was retyped in the data
 * and {@code metadata refresh} marked the table stale (by its schema hash: no column delta is recorded, so the
 * finding names the table and the columns the version uses), and region (a dimension) lost its description.
 */
class DefinitionStaleSourcesTest {
    @TempDir
    Path tmp;

    @Test
    void aRetypedTimeColumnAndAnUndescribedDimensionAreNamedWithWhatToDo() throws Exception {
        Path project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
        assertThat(run("definitions", "check", project.toString())).as("the sample as shipped").contains("exit 0")
                .contains("Definitions OK.");
        assertThat(run("doctor", project.toString())).contains("Definitions").contains("no findings");

        Path file = project.resolve("data/silver/rep_performance.parquet");
        Path old = file.resolveSibling("old.bin");
        Files.move(file, old);
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT * REPLACE (CAST(txn_date AS VARCHAR) AS txn_date) FROM read_parquet('" + old
                    + "')) TO '" + file + "' (FORMAT parquet)");
        }
        Files.delete(old);
        assertThat(run("metadata", "refresh", project.toString())).contains("exit 0");
        Path metadata = project.resolve("metadata.yaml");
        Files.writeString(metadata, Files.readString(metadata).replace(
                "region: {description: \"Sales region of the rep.\", synonyms", "region: {synonyms"));

        String check = run("definitions", "check", project.toString());
        assertThat(check).contains("exit 1")
                .contains("ev.net_revenue.v2: metric.net_revenue v2 (approved) uses table 'rep_performance' (it uses "
                        + "amount, stage, product_id, txn_date, region, team, quarter), whose metadata is stale (schema "
                        + "changed since last metadata refresh")
                .contains("refresh and re-approve rep_performance's metadata")
                .contains("ev.net_revenue.v1: metric.net_revenue v1 (approved) uses table 'rep_performance'")
                .contains("ev.model.net_revenue.v2: model.net_revenue v2 (approved) uses table 'rep_performance', "
                        + "whose metadata is stale")
                .contains("ev.net_revenue.v2: metric.net_revenue v2 (approved) uses column 'rep_performance.region', "
                        + "which metadata.yaml does not describe: describe and approve it in the Metadata tab")
                .doesNotContain("ev.net_revenue.v3").doesNotContain("ev.gross_margin");
        String doctor = run("doctor", project.toString());
        assertThat(doctor).contains("ev.net_revenue.v2: metric.net_revenue v2 (approved) uses table "
                + "'rep_performance'").contains("'rep_performance.region', which metadata.yaml does not");
    }

    private String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, args);
        return "exit " + exit + "\n" + out + "\n" + err;
    }
}
