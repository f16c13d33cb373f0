package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.relationships.LoadedRelationships;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RelationshipsGenerateCommandTest {
    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void writeProject() throws Exception {
        project = tmp.resolve("shop");
        Path silver = Files.createDirectories(project.resolve("data/silver"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (SELECT i AS CustomerId, 'c' || i AS Name FROM range(1, 4) t(i)) TO '"
                    + silver.resolve("Customers.parquet") + "' (FORMAT parquet)");
            s.execute("COPY (SELECT i AS OrderId, 1 + i % 3 AS CustomerId FROM range(9) t(i)) TO '"
                    + silver.resolve("Orders.parquet") + "' (FORMAT parquet)");
        }
    }

    @Test
    void generatePrintsEachCandidateWithRuleConfidenceAndEvidenceAndWritesTheFile() throws Exception {
        int exit = run("relationships", "generate", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString())
                .contains("relationships generate: 2 table(s) found, detecting relationships")
                .contains("Orders -> Customers on [CustomerId]  rule key_naming, confidence high, target unique "
                        + "true, orphans 0.0% (0 of 9 rows), types compatible true, many_to_one")
                .contains("1 new, 0 preserved, 1 total");
        assertThat(Files.readString(project.resolve("relationships.yaml"))).contains("from_table: Orders");
    }

    @Test
    void regeneratingTwiceLeavesTheFileByteIdentical() throws Exception {
        run("relationships", "generate", project.toString());
        byte[] first = Files.readAllBytes(project.resolve("relationships.yaml"));
        out.getBuffer().setLength(0);

        int exit = run("relationships", "generate", project.toString());

        assertThat(exit).isZero();
        assertThat(Files.readAllBytes(project.resolve("relationships.yaml"))).isEqualTo(first);
        assertThat(out.toString()).contains("0 new, 0 preserved, 1 total");
    }

    @Test
    void aDroppedColumnTurnsItsApprovedRelationshipStaleAndTheLogSaysSo() throws Exception {
        Files.writeString(project.resolve("relationships.yaml"), """
                relationships:
                  - from_table: Orders
                    to_table: Customers
                    join_on: [ShipperId = CustomerId]
                    status: approved
                """);

        int exit = run("relationships", "generate", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readString(project.resolve("relationships.yaml"))).startsWith("""
                relationships:
                  - from_table: Orders
                    to_table: Customers
                    join_on: [ShipperId = CustomerId]
                    status: stale
                """);
        assertThat(Files.readString(project.resolve("steward/relationships.yaml")))
                .contains("stale_reason: column 'Orders.ShipperId' is no longer in the data");
        assertThat(Files.readString(project.resolve("curation_log.jsonl"))).contains("\"action\":\"stale\"");
        assertThat(OmConformance.check(project)).isEmpty();
    }

    @Test
    void aRejectedProposalIsNotProposedAgainUntilSomeoneAddsItBack() throws Exception {
        run("relationships", "generate", project.toString());
        Path file = project.resolve("relationships.yaml");
        RelationshipsEditor editor = new RelationshipsEditor(new RelationshipsReader(), new AtomicFiles(),
                new CurationLog(project.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                        new JsonLinesReader(), Clock.systemUTC()), "ana");
        LoadedRelationships loaded = editor.load(file);
        Relationship proposed = loaded.entries().get(0);
        LoadedRelationships afterReject = editor.reject(loaded, proposed.identity());
        String rejected = Files.readString(file);
        out.getBuffer().setLength(0);

        int exit = run("relationships", "generate", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readString(file)).isEqualTo(rejected).doesNotContain("from_table: Orders");
        assertThat(out.toString()).contains("1 detected path(s) not proposed again: rejected or deleted earlier")
                .contains("0 new, 0 preserved, 0 total");

        editor.add(afterReject, proposed); // a person brings it back: detection may keep it again
        out.getBuffer().setLength(0);
        assertThat(run("relationships", "generate", project.toString())).isZero();
        assertThat(out.toString()).doesNotContain("not proposed again");
        assertThat(Files.readString(file)).contains("from_table: Orders");
    }

    @Test
    void anInvalidFileIsReportedWithItsPositionAndLeftAlone() throws Exception {
        String broken = "relationships:\n  - from_table: Orders\n    to_table: Customers\n    join_on: [CustomerId]\n"
                + "    confidance: high\n";
        Files.writeString(project.resolve("relationships.yaml"), broken);

        int exit = run("relationships", "generate", project.toString());

        assertThat(exit).isNotZero();
        assertThat(err.toString()).contains("relationships.yaml:5:5").contains("confidance");
        assertThat(Files.readString(project.resolve("relationships.yaml"))).isEqualTo(broken);
    }

    private int run(String... args) {
        return CliRun.run(tmp, out, err, args);
    }
}
