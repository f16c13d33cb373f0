package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnSchema;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_metadata_refresh detect_drift cases, plus Steward's delta from the approval record. */
class DriftDetectorTest {
    /** openmedallion's golden fingerprint of (order_id BIGINT, amount DOUBLE, region VARCHAR). */
    private static final String ORDERS_HASH = "f4577205c246844c";

    @TempDir
    Path tmp;

    private Path orders;
    private Catalog catalog;
    private CurationLog log;

    @BeforeEach
    void writeOrders() throws Exception {
        orders = Files.createDirectories(tmp.resolve("silver")).resolve("orders.parquet");
        copy("SELECT range::BIGINT AS order_id, (range * 1.5)::DOUBLE AS amount, 'North' AS region FROM range(3)");
        catalog = new Catalog(List.of(new ParquetTable("orders", Layer.SILVER, orders),
                new ParquetTable("returns", Layer.SILVER, tmp.resolve("silver/returns.parquet"))));
        log = new CurationLog(tmp.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
        copy("SELECT 1 AS return_id", tmp.resolve("silver/returns.parquet"));
    }

    @AfterEach
    void close() {
        catalog.close();
    }

    @Test
    void noEntriesMeansNoDriftButParquetWithoutAnEntryIsNew() {
        DriftReport report = detect("tables: {}\n");

        assertThat(report.needsAttention()).isFalse();
        assertThat(report.of(TableDrift.Kind.NEW)).extracting(TableDrift::name).containsExactly("orders", "returns");
    }

    @Test
    void anUnchangedSchemaIsNotDrift() {
        DriftReport report = detect(entry("approved", ORDERS_HASH));

        assertThat(report.of(TableDrift.Kind.DRIFTED)).isEmpty();
        assertThat(report.needsAttention()).isFalse();
    }

    @Test
    void anEntryWithoutHashWasNeverFingerprintedAndIsNotDrift() {
        assertThat(detect(entry("approved", null)).findings()).isEmpty();
    }

    @Test
    void aDifferentHashIsDriftWithOpenmedallionsReason() {
        TableDrift drift = detect(entry("draft", "deadbeef")).of(TableDrift.Kind.DRIFTED).get(0);

        assertThat(drift.key()).isEqualTo("orders");
        assertThat(drift.reason())
                .isEqualTo("schema changed since last metadata refresh (deadbeef -> " + ORDERS_HASH + ")");
        assertThat(drift.delta().isEmpty()).isTrue(); // the documented columns match the live ones
    }

    @Test
    void aMissingParquetIsVanishedNotDrift() throws Exception {
        Files.delete(orders);

        DriftReport report = detect(entry("approved", "deadbeef"));

        assertThat(report.findings()).extracting(TableDrift::kind).containsExactly(TableDrift.Kind.VANISHED);
        assertThat(report.needsAttention()).isTrue();
    }

    @Test
    void withoutAnApprovalRecordTheDeltaComesFromTheEntrysColumnNames() throws Exception {
        copy("SELECT range::BIGINT AS order_id, range::VARCHAR AS amount, 'x' AS channel FROM range(3)");

        SchemaDelta delta = detect(entry("approved", ORDERS_HASH)).of(TableDrift.Kind.DRIFTED).get(0).delta();

        assertThat(delta).isEqualTo(new SchemaDelta(List.of("channel"), List.of("region"), List.of()));
    }

    @Test
    void theApprovalRecordsSchemaAlsoRevealsRetypedColumns() throws Exception {
        TableMetadata approved = new MetadataReader().parse(entry("approved", ORDERS_HASH), tmp.resolve("m.yaml"))
                .tables().get("orders");
        ObjectNode snapshot = new TableSnapshot().of(approved, catalog.describe(catalog.tables().get(0)));
        log.record("ann", CurationKind.TABLE, "orders", CurationAction.APPROVE, null, snapshot, null);
        copy("SELECT range::BIGINT AS order_id, range::VARCHAR AS amount, 'x' AS channel FROM range(3)");

        TableDrift drift = detect(entry("approved", ORDERS_HASH)).of(TableDrift.Kind.DRIFTED).get(0);

        assertThat(drift.delta()).isEqualTo(new SchemaDelta(List.of("channel"), List.of("region"),
                List.of(new SchemaDelta.RetypedColumn("amount", "DOUBLE", "VARCHAR"))));
        assertThat(drift.describe()).isEqualTo("orders (silver): schema drifted - added: channel; removed: region; "
                + "retyped: amount DOUBLE -> VARCHAR [" + ORDERS_HASH + " -> " + drift.liveHash() + "]");
    }

    @Test
    void aStaleTableIsReportedAsKnownAndDoesNotFailTheCheck() {
        DriftReport report = detect(entry("stale", "deadbeef"));

        assertThat(report.of(TableDrift.Kind.STILL_STALE)).hasSize(1);
        assertThat(report.needsAttention()).isFalse();
    }

    @Test
    void anUnreadableParquetIsReportedAndFailsTheCheck() throws Exception {
        Files.writeString(orders, "not parquet");

        DriftReport report = detect(entry("approved", ORDERS_HASH));

        assertThat(report.of(TableDrift.Kind.UNREADABLE)).singleElement()
                .satisfies(f -> assertThat(f.problem()).contains("orders.parquet"));
        assertThat(report.needsAttention()).isTrue();
    }

    private DriftReport detect(String yaml) {
        MetadataConfig config = new MetadataReader().parse(yaml, tmp.resolve("metadata.yaml"));
        return new DriftDetector(catalog, new RecordedSchemas(log)).detect(config);
    }

    private static String entry(String status, String hash) {
        return "tables:\n  orders:\n    layer: silver\n    status: " + status + "\n    columns:\n"
                + "      order_id: {description: Id.}\n      amount: {description: Amount.}\n"
                + "      region: {description: Region.}\n" + (hash == null ? "" : "    schema_hash: " + hash + "\n")
                + "  returns:\n    layer: silver\n";
    }

    private void copy(String select) throws Exception {
        copy(select, orders);
    }

    private static void copy(String select, Path target) throws Exception {
        Files.deleteIfExists(target);
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + target + "' (FORMAT parquet)");
        }
    }
}
