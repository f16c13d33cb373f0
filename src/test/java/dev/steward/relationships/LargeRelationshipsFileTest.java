package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A relationships.yaml of more than 10 MB (issue 24: a 152-table schema's file could not be read back past
 * SnakeYAML's 3 MiB default) goes through generate → read back → a span edit, and every approved entry keeps
 * its bytes.
 */
class LargeRelationshipsFileTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"), ZoneOffset.UTC);
    private static final int COLUMNS = 180;

    @TempDir
    Path root;

    @Test
    void aTenMegabyteFileIsMergedReadBackAndSpanEdited() throws Exception {
        Project project = project();
        Path file = project.relationshipsFile();
        String approved = approvedEntries();
        Files.writeString(file, approved);
        assertThat(Files.size(file)).isGreaterThan(10L * 1024 * 1024);

        AtomicFiles files = new AtomicFiles();
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:")) {
            new RelationshipsGenerator(duck, new RelationshipDetector(new KeyCandidates()),
                    new RelationshipsMerge(new RelationshipsReader()), files, CLOCK)
                    .generate(project, Set.of(), line -> { });
        }
        String generated = Files.readString(file);
        assertThat(generated).startsWith(approved);
        List<Relationship> entries = new RelationshipsReader().read(file).relationships();
        RelationshipIdentity detected = new RelationshipIdentity("shipments_of_the_northern_region_warehouses",
                "customers_of_the_northern_region_warehouses", List.of("customer_id"));
        assertThat(entries).hasSize(COLUMNS * COLUMNS + 1);
        assertThat(entries.get(entries.size() - 1).identity()).isEqualTo(detected);

        CurationLog log = new CurationLog(root.resolve("curation_log.jsonl"), new JsonLinesAppender(files),
                new JsonLinesReader(), CLOCK);
        RelationshipsEditor editor = new RelationshipsEditor(new RelationshipsReader(), files, log, "ana");
        LoadedRelationships after = editor.approve(editor.load(file), detected);

        assertThat(after.find(detected)).get().extracting(Relationship::status).isEqualTo(RelationshipStatus.APPROVED);
        assertThat(Files.readString(file)).startsWith(approved)
                .isEqualTo(generated.replaceFirst("status: draft", "status: approved"));
    }

    /** Two tables of 180 text columns each (plus their keys), a few rows. */
    private Project project() throws Exception {
        Path silver = Files.createDirectories(root.resolve("data/silver"));
        String columns = IntStream.range(0, COLUMNS).mapToObj(i -> "'v' || range AS attribute_" + i)
                .collect(Collectors.joining(", "));
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duck.createStatement()) {
            sql.execute("COPY (SELECT range AS customer_id, " + columns + " FROM range(5)) TO '"
                    + silver.resolve("customers_of_the_northern_region_warehouses.parquet") + "' (FORMAT parquet)");
            sql.execute("COPY (SELECT range AS shipment_id, range % 5 AS customer_id, " + columns.replace("AS a",
                    "AS shipped_a") + " FROM range(10)) TO '"
                    + silver.resolve("shipments_of_the_northern_region_warehouses.parquet") + "' (FORMAT parquet)");
        }
        return new ProjectOpener(Map.of()).open(root);
    }

    /** 180 × 180 approved hand-added entries, one per column pair: about 11 MB. */
    private static String approvedEntries() {
        StringBuilder yaml = new StringBuilder("relationships:\n");
        List<String> lines = new ArrayList<>();
        for (int a = 0; a < COLUMNS; a++) {
            for (int b = 0; b < COLUMNS; b++) {
                lines.add("  - from_table: shipments_of_the_northern_region_warehouses\n"
                        + "    to_table: customers_of_the_northern_region_warehouses\n"
                        + "    join_on: [shipped_attribute_" + a + " = attribute_" + b + "]\n"
                        + "    # a hand-written join kept for a 10 MB file, column pair " + a + "/" + b
                        + " of the two wide tables, padded so the file is large\n"
                        + "    confidence: high\n    status: approved\n");
            }
        }
        lines.forEach(yaml::append);
        return yaml.toString();
    }
}
