package dev.steward.freshness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.metadata.TableNotes;
import dev.steward.metadata.TableNotesFile;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.revenue.NetRevenueProject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Freshness expectations in steward/tables.yaml and snapshots, aged against their SLAs on real Parquet. */
class FreshnessReportTest {
    private static final Path TABLES = Path.of("steward/tables.yaml");

    @TempDir
    static Path tmp;

    private static NetRevenueProject project;
    private static FreshnessReport report;

    @BeforeAll
    static void open() throws Exception {
        project = NetRevenueProject.create(tmp.resolve("revenue"));
        report = new FreshnessReport(new ProjectLastLoads(project.project, new SqlExecutor(project.sandbox)));
    }

    @AfterAll
    static void close() {
        project.close();
    }

    private static List<FreshnessExpectation> expectations(String yaml) {
        return FreshnessExpectations.of(TableNotes.parse(yaml, TABLES), TABLES);
    }

    @Test
    void aTimestampColumnsMaximumIsTheLastLoadAgedAtTheEndOfTheAsOfDay() {
        List<FreshnessExpectation> declared = expectations("""
                tables:
                  sales:
                    freshness: {column: loaded_at, sla: PT24H}
                """);
        SourceAge fresh = report.ages(declared, List.of(), FreshnessReport.endOf(LocalDate.of(2026, 8, 31)),
                List.of()).get(0);
        assertThat(fresh.lastLoaded()).isEqualTo(Instant.parse("2026-08-31T06:00:00Z"));
        assertThat(fresh.age()).contains(Duration.ofHours(18));
        assertThat(fresh.state()).isEqualTo(SourceAge.State.FRESH);
        assertThat(fresh.sentence()).contains("18h old").contains("SLA 1d - fresh").contains("max(loaded_at)");

        SourceAge stale = report.ages(declared, List.of(), FreshnessReport.endOf(LocalDate.of(2026, 9, 2)),
                List.of()).get(0);
        assertThat(stale.age()).contains(Duration.ofHours(66));
        assertThat(stale.state()).isEqualTo(SourceAge.State.STALE);
    }

    @Test
    void theParquetFilesTimeAndSnapshotsCountToo() throws Exception {
        Path file = project.project.root().resolve("data/silver/sales.parquet");
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2026-08-30T12:00:00Z")));
        List<FreshnessExpectation> declared = expectations("""
                tables:
                  sales:
                    freshness: {file_time: true, sla: 2d}
                """);
        FreshnessSnapshot snapshot = new FreshnessSnapshot("sales", Instant.parse("2026-08-31T06:00:00Z"), null,
                "ev.fresh.1");
        List<SourceAge> ages = report.ages(declared, List.of(snapshot), Instant.parse("2026-09-01T13:00:00Z"),
                List.of("SALES"));
        assertThat(ages).hasSize(2);
        assertThat(ages.get(0).age()).contains(Duration.ofHours(49));
        assertThat(ages.get(0).state()).isEqualTo(SourceAge.State.STALE);
        assertThat(ages.get(1).evidence()).contains("ev.fresh.1");
        assertThat(ages.get(1).sla()).isEqualTo(Duration.ofDays(2)); // the table's SLA when the snapshot has none
        assertThat(ages.get(1).state()).isEqualTo(SourceAge.State.FRESH);
        assertThat(report.ages(declared, List.of(snapshot), Instant.now(), List.of("orders"))).isEmpty();
    }

    @Test
    void aMissingColumnIsAnUnknownAgeWithTheReasonNotAFailure() {
        SourceAge unknown = report.ages(expectations("""
                tables:
                  sales: {freshness: {column: no_such_column, sla: 6h}}
                  gone: {freshness: {file_time: true, sla: 6h}}
                """), List.of(), Instant.parse("2026-09-01T00:00:00Z"), List.of()).get(1);
        assertThat(unknown.state()).isEqualTo(SourceAge.State.UNKNOWN);
        assertThat(unknown.sentence()).startsWith("sales: last load unknown").contains("no_such_column");
    }

    @Test
    void malformedExpectationsNameTheFileAndTheTable() {
        assertThatThrownBy(() -> expectations("tables: {sales: {freshness: {sla: PT1H}}}"))
                .isInstanceOf(StewardException.class).hasMessageContaining("steward/tables.yaml: table sales")
                .hasMessageContaining("either a column or file_time");
        assertThatThrownBy(() -> expectations("tables: {sales: {freshness: {column: loaded_at, sla: soon}}}"))
                .isInstanceOf(StewardException.class).hasMessageContaining("sla 'soon'");
        assertThatThrownBy(() -> expectations("tables: {sales: {freshness: {column: loaded_at}}}"))
                .isInstanceOf(StewardException.class).hasMessageContaining("needs an sla");
    }

    @Test
    void approvingOrRedraftingATableKeepsItsFreshnessAndAStaleNoteKeepsIt() throws Exception {
        Path metadata = project.project.metadataFile();
        Path sidecar = TableNotesFile.of(metadata);
        Files.createDirectories(sidecar.getParent());
        Files.writeString(sidecar, """
                tables:
                  sales:
                    freshness: {column: loaded_at, sla: PT24H}
                    stale_reason: schema changed
                """);
        TableNotesFile notes = new TableNotesFile(new AtomicFiles());
        notes.update(metadata, n -> n.without("sales")); // what approving the table does
        assertThat(Files.readString(sidecar)).doesNotContain("stale_reason").contains("freshness")
                .contains("column: loaded_at");
        notes.update(metadata, n -> n.with("sales", new TableNotes.Note("drifted again", null)));
        TableNotes after = TableNotesFile.read(metadata);
        assertThat(after.note("sales").orElseThrow().staleReason()).isEqualTo("drifted again");
        assertThat(FreshnessExpectations.of(after, sidecar)).containsExactly(
                new FreshnessExpectation("sales", "loaded_at", Duration.ofHours(24)));
        Files.delete(sidecar);
    }
}
