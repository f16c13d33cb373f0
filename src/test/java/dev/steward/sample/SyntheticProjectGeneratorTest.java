package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.KeyCandidates;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipVerifier;
import dev.steward.relationships.SchemaColumns;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A 60-table synthetic project: it opens, its metadata and examples parse, its joins are found, it repeats. */
class SyntheticProjectGeneratorTest {
    private static final SyntheticProjectGenerator.Spec SPEC = new SyntheticProjectGenerator.Spec(60, 30_000, 40, 7);

    @TempDir
    static Path tmp;
    static Path project;
    static SyntheticProjectGenerator.Result result;

    @BeforeAll
    static void generate() {
        project = tmp.resolve("synthetic_60");
        result = new SyntheticProjectGenerator(new AtomicFiles()).generate(project, SPEC);
    }

    @Test
    void opensWithSixtyTablesAndNoWarnings() {
        Project opened = new ProjectOpener(Map.of()).open(project);

        assertThat(opened.warnings()).isEmpty();
        assertThat(opened.tables()).hasSize(60);
        assertThat(result.tables()).hasSize(60);
        assertThat(result.tables().stream().mapToLong(GeneratedTable::rows).sum()).isBetween(29_000L, 31_000L);
        assertThat(opened.tables()).extracting(ParquetTable::name).contains("orders", "customers", "cities",
                "countries", "emea_customers");
    }

    @Test
    void everyPlannedJoinIsDetectedAndVerifiedOnTheData() throws Exception {
        Map<String, Path> files = result.tables().stream()
                .collect(Collectors.toMap(GeneratedTable::name, GeneratedTable::file, (a, b) -> a, LinkedHashMap::new));
        List<Relationship> found;
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            Map<String, List<ColumnSchema>> columns = new LinkedHashMap<>();
            files.forEach((table, file) -> columns.put(table, describer.describe(file)));
            SchemaColumns schema = new SchemaColumns(columns);
            Clock clock = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);
            found = new RelationshipDetector(new KeyCandidates())
                    .detect(schema, new RelationshipVerifier(connection, files, schema, clock));
        }
        List<PlannedJoin> detected = found.stream().filter(r -> !RelationshipDetector.contradicted(r))
                .filter(r -> r.joinOn().size() == 1 && r.joinOn().get(0).isShared())
                .map(r -> new PlannedJoin(r.fromTable(), r.joinOn().get(0).fromColumn(), r.toTable())).toList();

        assertThat(result.joins()).hasSizeGreaterThan(70);
        assertThat(detected).containsAll(result.joins());
        assertThat(found).filteredOn(r -> r.joinOn().equals(List.of(JoinColumn.shared("customer_id"))))
                .allSatisfy(r -> assertThat(r.evidence().orphanRows()).isEqualTo(0L));
    }

    @Test
    void metadataIsInMixedReviewStatesAndExamplesParse() {
        MetadataConfig metadata = new MetadataReader().read(project.resolve("metadata.yaml"));
        Map<TableStatus, Long> states = metadata.tables().values().stream()
                .collect(Collectors.groupingBy(TableMetadata::status, Collectors.counting()));
        List<Example> examples = new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl"));

        assertThat(states).containsKeys(TableStatus.APPROVED, TableStatus.DRAFT, TableStatus.STALE);
        assertThat(metadata.tables()).hasSizeBetween(30, 58);
        assertThat(examples).hasSize(40);
        assertThat(examples).anyMatch(Example::templated).anyMatch(e -> !e.templated());
        assertThat(examples).extracting(Example::question).doesNotHaveDuplicates();
        assertThat(examples).filteredOn(Example::verified).allMatch(e -> "Synthetic Steward".equals(e.verifiedBy())
                && e.verifiedAt() != null);
        assertThat(examples).filteredOn(Example::templated).allSatisfy(e -> assertThat(e.params().values())
                .allMatch(slot -> slot.type() != null && slot.description() != null));
    }

    @Test
    void theGeneratedProjectIsOneOpenmedallionLoads() {
        assertThat(dev.steward.conformance.OmConformance.check(project)).isEmpty();
        assertThat(project.resolve("steward/examples.yaml")).exists();
    }

    @Test
    void theSameSeedWritesTheSameBytesAndAnotherSeedOtherData() throws IOException {
        Path again = tmp.resolve("again");
        Path other = tmp.resolve("other");
        SyntheticProjectGenerator generator = new SyntheticProjectGenerator(new AtomicFiles());
        generator.generate(again, SPEC);
        generator.generate(other, new SyntheticProjectGenerator.Spec(60, 30_000, 40, 8));

        assertThat(contents(again)).isEqualTo(contents(project));
        Path orders = Path.of("data/silver/orders.parquet");
        assertThat(Files.readAllBytes(other.resolve(orders))).isNotEqualTo(Files.readAllBytes(project.resolve(orders)));
    }

    /** Every file's bytes by its path relative to the project (main.yaml names the folder, so it is skipped). */
    private static Map<String, String> contents(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            Map<String, String> byPath = new LinkedHashMap<>();
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                if (!file.getFileName().toString().equals("main.yaml")) {
                    byPath.put(root.relativize(file).toString(), java.util.HexFormat.of().formatHex(
                            java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))));
                }
            }
            return byPath;
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
