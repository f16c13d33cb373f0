package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.Catalog;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
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
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_metadata_approve cases as decisions on real files, plus the curation log record. */
class MetadataApprovalsTest {
    private static final String ORDERS_HASH = "f4577205c246844c";
    private static final String ORDERS = """
              # orders: the fact table
              orders:
                layer: silver
                status: draft   # drafted by the LLM
                description: One row per order.
                synonyms: [purchases]
                columns:
                  order_id: {description: "Order id.", value_examples: [1, 2]}
                  amount:
                    description: Order value.
                    synonyms: [value]
                  region:
                schema_hash: 0000000000000000
            """;
    private static final String CUSTOMERS = """
              customers:
                layer: silver
                status: approved  # approved by Ann
                description: One row per customer.
                columns:
                  customer_id: {description: "Customer id."}
            """;
    private static final String RETURNS = """
              returns:
                layer: silver
                status: stale
                description: One row per returned order.
                columns:
                  return_id: {description: "Return id."}
                schema_hash: 1111111111111111
                stale_reason: schema changed since last metadata refresh (1111111111111111 -> 2222222222222222)
                schema_delta: {added: [reason], removed: [], retyped: []}
            """;
    private static final String GLOSSARY = "\n# terms\nglossary:\n  order: A purchase.\n";

    @TempDir
    Path tmp;

    private Path file;
    private Catalog catalog;
    private CurationLog log;
    private MetadataApprovals approvals;

    @BeforeEach
    void writeProject() throws Exception {
        Path silver = Files.createDirectories(tmp.resolve("silver"));
        copy("SELECT range::BIGINT AS order_id, (range * 1.5)::DOUBLE AS amount, 'North' AS region FROM range(3)",
                silver.resolve("orders.parquet"));
        copy("SELECT 1 AS return_id, 'broken' AS reason", silver.resolve("returns.parquet"));
        file = tmp.resolve("metadata.yaml");
        Files.writeString(file, "tables:\n" + ORDERS + CUSTOMERS + RETURNS + GLOSSARY);
        catalog = new Catalog(List.of(new ParquetTable("orders", Layer.SILVER, silver.resolve("orders.parquet")),
                new ParquetTable("returns", Layer.SILVER, silver.resolve("returns.parquet"))));
        log = new CurationLog(tmp.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
        approvals = new MetadataApprovals(catalog, log, new AtomicFiles(), "ann");
    }

    @AfterEach
    void close() {
        catalog.close();
    }

    @Test
    void approveFlipsTheStatusSetsTheLiveHashAndChangesNoOtherByte() throws Exception {
        TableMetadata approved = approvals.approve(file, "orders");

        assertThat(approved.status()).isEqualTo(TableStatus.APPROVED);
        assertThat(approved.schemaHash()).isEqualTo(ORDERS_HASH);
        String expected = "tables:\n" + ORDERS.replace("status: draft", "status: approved")
                .replace("0000000000000000", ORDERS_HASH) + CUSTOMERS + RETURNS + GLOSSARY;
        assertThat(Files.readString(file)).isEqualTo(expected);
        assertThat(new MetadataReader().read(file).tables().get("orders")).isEqualTo(approved);
    }

    @Test
    void theDecisionIsLoggedWithTheApprovedSnapshotAndTheSchemaAtApproval() {
        approvals.approve(file, "orders");

        CurationEntry entry = log.history(CurationKind.TABLE, "orders").get(0);
        assertThat(entry.action()).isEqualTo(CurationAction.APPROVE);
        assertThat(entry.user()).isEqualTo("ann");
        assertThat(entry.beforeHash()).isNotEqualTo(entry.afterHash());
        JsonNode snapshot = entry.snapshot();
        assertThat(snapshot.get("status").asText()).isEqualTo("approved");
        assertThat(snapshot.get("description").asText()).isEqualTo("One row per order.");
        assertThat(new RecordedSchemas(log).atApproval("orders")).contains(
                Map.of("order_id", "BIGINT", "amount", "DOUBLE", "region", "VARCHAR"));
    }

    @Test
    void editThenApproveMergesTheEditKeepingSiblingFields() throws Exception {
        TableEdit edit = new TableEdit("One row per customer order.", null, Map.of(
                "amount", new TableEdit.ColumnEdit("Order value in euros.", null),
                "region", new TableEdit.ColumnEdit("Sales region.", List.of("territory"))));

        TableMetadata approved = approvals.editAndApprove(file, "orders", edit);

        assertThat(approved.description()).isEqualTo("One row per customer order.");
        assertThat(approved.synonyms()).containsExactly("purchases");
        assertThat(approved.columns().get("amount").description()).isEqualTo("Order value in euros.");
        assertThat(approved.columns().get("amount").synonyms()).containsExactly("value");
        assertThat(approved.columns().get("order_id").valueExamples()).containsExactly(1L, 2L);
        assertThat(approved.columns().get("region").synonyms()).containsExactly("territory");
        assertThat(Files.readString(file)).contains("    status: approved   # drafted by the LLM\n",
                CUSTOMERS + RETURNS + GLOSSARY);
        assertThat(log.history(CurationKind.TABLE, "orders")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.EDIT_APPROVE);
    }

    @Test
    void approvingAStaleTableClearsItsReasonAndDelta() throws Exception {
        TableMetadata approved = approvals.approve(file, "returns");

        assertThat(approved.staleReason()).isNull();
        assertThat(approved.schemaDelta()).isNull();
        assertThat(Files.readString(file)).doesNotContain("stale_reason", "schema_delta")
                .startsWith("tables:\n" + ORDERS + CUSTOMERS).endsWith(GLOSSARY);
    }

    @Test
    void aStaleTablesNewColumnDescribedOnApprovalGetsItsEntry() throws Exception {
        TableEdit edit = new TableEdit(null, null, Map.of("reason",
                new TableEdit.ColumnEdit("Why the order came back.", null)));

        TableMetadata approved = approvals.editAndApprove(file, "returns", edit);

        assertThat(approved.columns().get("reason").description()).isEqualTo("Why the order came back.");
        assertThat(approved.columns().get("return_id").description()).isEqualTo("Return id.");
        assertThat(new MetadataReader().read(file).tables().get("returns").columns().keySet())
                .containsExactly("return_id", "reason");
        assertThat(Files.readString(file)).startsWith("tables:\n" + ORDERS + CUSTOMERS).endsWith(GLOSSARY);
    }

    @Test
    void aColumnInNeitherTheEntryNorTheParquetIsRefused() throws Exception {
        byte[] before = Files.readAllBytes(file);
        TableEdit edit = new TableEdit(null, null, Map.of("nope", new TableEdit.ColumnEdit("No such column.", null)));

        assertThatThrownBy(() -> approvals.editAndApprove(file, "returns", edit)).hasMessageContaining("'nope'");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void approvingAnApprovedTableChangesAndRecordsNothing() throws Exception {
        byte[] before = Files.readAllBytes(file);

        approvals.approve(file, "customers");

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(tmp.resolve("curation_log.jsonl")).doesNotExist();
    }

    @Test
    void skipRecordsTheDecisionAndWritesNothingToTheMetadata() throws Exception {
        byte[] before = Files.readAllBytes(file);

        approvals.skip(file, "orders");

        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(log.history(CurationKind.TABLE, "orders")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.SKIP);
    }

    @Test
    void rejectingADraftDiscardsItsWordingButKeepsSamplesAndHash() throws Exception {
        TableMetadata rejected = approvals.rejectDraft(file, "orders");

        assertThat(rejected.status()).isEqualTo(TableStatus.DRAFT);
        assertThat(rejected.description()).isNull();
        assertThat(rejected.synonyms()).isNull();
        assertThat(rejected.columns().get("order_id").description()).isNull();
        assertThat(rejected.columns().get("order_id").valueExamples()).containsExactly(1L, 2L);
        assertThat(rejected.schemaHash()).isEqualTo("0000000000000000");
        assertThat(Files.readString(file)).contains("# orders: the fact table\n", CUSTOMERS + RETURNS + GLOSSARY);
        assertThatThrownBy(() -> approvals.rejectDraft(file, "customers")).isInstanceOf(StewardException.class)
                .hasMessageContaining("'customers' is approved, not a draft");
    }

    @Test
    void anUnknownTableIsRefusedByNameAndNothingIsWritten() throws Exception {
        byte[] before = Files.readAllBytes(file);

        assertThatThrownBy(() -> approvals.approve(file, "ordrs")).isInstanceOf(StewardException.class)
                .hasMessageContaining("Table 'ordrs' is not in metadata.yaml (tables: orders, customers, returns)");
        assertThatThrownBy(() -> approvals.editAndApprove(file, "orders", new TableEdit(null, null,
                Map.of("amout", new TableEdit.ColumnEdit("x", null))))).hasMessageContaining("Column 'amout'");
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(tmp.resolve("curation_log.jsonl")).doesNotExist();
    }

    @Test
    void reviewableListsDraftAndStaleTablesSortedAndNoneWithoutAFile() throws Exception {
        assertThat(approvals.reviewable(file)).extracting(TableMetadata::key).containsExactly("orders", "returns");

        approvals.approve(file, "orders");
        approvals.approve(file, "returns");

        assertThat(approvals.reviewable(file)).isEmpty();
        assertThat(approvals.reviewable(tmp.resolve("missing.yaml"))).isEmpty();
    }

    @Test
    void aMissingFileSaysToRunGenerate() {
        assertThatThrownBy(() -> approvals.approve(tmp.resolve("none/metadata.yaml"), "orders"))
                .isInstanceOf(StewardException.class)
                .satisfies(e -> assertThat(((StewardException) e).userText()).contains("steward metadata generate"));
    }

    @Test
    void theOverlayFileIsNeverTouchedAndStillAppliesAfterApproval() throws Exception {
        Path overlay = tmp.resolve(MetadataLoader.ENHANCEMENTS_FILE);
        Files.writeString(overlay, "tables:\n  orders:\n    description: Overlay wording.\n");
        byte[] before = Files.readAllBytes(overlay);

        approvals.approve(file, "orders");

        assertThat(Files.readAllBytes(overlay)).isEqualTo(before);
        TableMetadata merged = new MetadataLoader().load(file, overlay).config().tables().get("orders");
        assertThat(merged.description()).isEqualTo("Overlay wording.");
        assertThat(merged.status()).isEqualTo(TableStatus.APPROVED);
    }

    @Test
    void afterApprovalADriftDeltaShowsRetypedColumnsFromTheRecordedSchema() throws Exception {
        approvals.approve(file, "orders");
        copy("SELECT range::BIGINT AS order_id, range::VARCHAR AS amount, 'North' AS region FROM range(3)",
                tmp.resolve("silver/orders.parquet"));

        DriftReport report = new DriftDetector(catalog, new RecordedSchemas(log))
                .detect(new MetadataReader().read(file));

        assertThat(report.of(TableDrift.Kind.DRIFTED)).singleElement().satisfies(d -> assertThat(d.delta())
                .isEqualTo(new SchemaDelta(List.of(), List.of(),
                        List.of(new SchemaDelta.RetypedColumn("amount", "DOUBLE", "VARCHAR")))));
    }

    private static void copy(String select, Path target) throws Exception {
        Files.deleteIfExists(target);
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + target + "' (FORMAT parquet)");
        }
    }
}
