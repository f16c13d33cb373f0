package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The full detector on real Parquet written by DuckDB: evidence, direction and confidence come from the data. */
class RelationshipDetectorTest {
    @TempDir
    Path dir;

    private Connection connection;
    private final Map<String, Path> files = new LinkedHashMap<>();

    @BeforeEach
    void open() throws Exception {
        connection = DriverManager.getConnection("jdbc:duckdb:");
    }

    @AfterEach
    void close() throws Exception {
        connection.close();
    }

    @Test
    void aCleanForeignKeyIsHighWithManyToOneEvidence() throws Exception {
        table("customers", "SELECT i AS customer_id, 'c' || i AS name FROM range(1, 4) t(i)");
        table("orders", "SELECT i AS order_id, 1 + i % 3 AS customer_id FROM range(10) t(i)");
        Relationship r = only(detect(), "orders", "customers");
        assertThat(r.confidence()).isEqualTo(Confidence.HIGH);
        assertThat(r.note()).isNull();
        assertThat(r.evidence()).isEqualTo(new RelationshipEvidence(true, 0.0, 0L, 10L, true,
                Cardinality.MANY_TO_ONE, "2026-01-02T03:04:05Z"));
    }

    @Test
    void orphansTheDataContradictsAreKeptAsALabelledLowDraft() throws Exception {
        table("customers", "SELECT i AS customer_id FROM range(1, 3) t(i)");
        table("orders", "SELECT i AS order_id, i AS customer_id FROM range(1, 9) t(i)");
        Relationship r = only(detect(), "orders", "customers");
        assertThat(r.confidence()).isEqualTo(Confidence.LOW);
        assertThat(r.status()).isEqualTo(RelationshipStatus.DRAFT);
        assertThat(r.evidence().orphanPct()).isEqualTo(75.0);
        assertThat(r.evidence().orphanRows()).isEqualTo(6L);
        assertThat(r.note()).contains("75.0% of source keys have no target row");
        assertThat(RelationshipDetector.contradicted(r)).isTrue();
    }

    @Test
    void aFewOrphansLowerConfidenceToMedium() throws Exception {
        table("customers", "SELECT i AS customer_id FROM range(1, 100) t(i)");
        table("orders", "SELECT i AS order_id, i AS customer_id FROM range(1, 101) t(i)");
        Relationship r = only(detect(), "orders", "customers");
        assertThat(r.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(r.evidence().orphanPct()).isEqualTo(1.0);
        assertThat(r.evidence().cardinality()).isEqualTo(Cardinality.ONE_TO_ONE);
        assertThat(RelationshipDetector.contradicted(r)).isFalse();
    }

    @Test
    void aSelfReferenceNeedsDataThatSupportsIt() throws Exception {
        table("employees", "SELECT i AS employee_id, CASE WHEN i > 1 THEN 1 END AS reports_to, "
                + "CAST(NULL AS BIGINT) AS parent_id FROM range(1, 5) t(i)");
        List<Relationship> found = detect();
        Relationship reports = found.stream().filter(r -> r.joinOn().get(0).fromColumn().equals("reports_to"))
                .findFirst().orElseThrow();
        assertThat(reports.method()).isEqualTo(DetectionMethod.SELF_REFERENCE);
        assertThat(reports.toTable()).isEqualTo("employees");
        assertThat(RelationshipDetector.contradicted(reports)).isFalse();
        Relationship parent = found.stream().filter(r -> r.joinOn().get(0).fromColumn().equals("parent_id"))
                .findFirst().orElseThrow();
        assertThat(RelationshipDetector.contradicted(parent)).isTrue();
        assertThat(parent.note()).contains("every source key is null");
    }

    @Test
    void compositeDimensionKeysPointAtTheSideWhereTheyAreUnique() throws Exception {
        table("targets", "SELECT r AS region, q AS quarter, 100 AS goal, 'x' AS owner, 1 AS version, 2 AS extra "
                + "FROM (VALUES ('north'), ('south')) a(r), (VALUES ('Q1'), ('Q2')) b(q)");
        table("rep_performance", "SELECT 'north' AS region, 'Q' || (1 + i % 2) AS quarter, i AS amount "
                + "FROM range(6) t(i)");
        Relationship r = only(detect(), "rep_performance", "targets");
        assertThat(r.method()).isEqualTo(DetectionMethod.COMPOSITE);
        assertThat(r.joinOn()).containsExactly(JoinColumn.shared("quarter"), JoinColumn.shared("region"));
        assertThat(r.evidence().targetUnique()).isTrue();
        assertThat(r.confidence()).isEqualTo(Confidence.MEDIUM);
    }

    @Test
    void incompatibleTypesAreContradicted() throws Exception {
        table("customers", "SELECT i AS customer_id FROM range(3) t(i)");
        table("orders", "SELECT i AS order_id, 'c' || i AS customer_id FROM range(3) t(i)");
        Relationship r = only(detect(), "orders", "customers");
        assertThat(r.evidence().typesCompatible()).isFalse();
        assertThat(r.note()).contains("types differ");
    }

    @Test
    void aRoleNamedKeyIsFoundInTheDataWhenItsValuesAreAPersonTablesKeys() throws Exception {
        table("employee", "SELECT i AS employee_id, 'e' || i AS last_name FROM range(1, 9) t(i)");
        table("media_type", "SELECT i AS media_type_id FROM range(1, 6) t(i)");
        table("customer", "SELECT i AS customer_id, 3 + i % 3 AS support_rep_id FROM range(1, 60) t(i)");
        Relationship r = only(detect(), "customer", "employee");
        assertThat(r.joinOn()).containsExactly(new JoinColumn("support_rep_id", "employee_id"));
        assertThat(r.method()).isEqualTo(DetectionMethod.INCLUSION_DEPENDENCY);
        assertThat(r.method().shared()).isEqualTo(DetectionMethod.FK_NAMING);
        assertThat(r.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(r.evidence().orphanPct()).isEqualTo(0.0);
        assertThat(r.note()).contains("all 3 distinct values of customer.support_rep_id are employee.employee_id")
                .contains("person's role");
        assertThat(detect()).noneMatch(x -> x.toTable().equals("media_type"));
    }

    @Test
    void aColumnSharingAWordStartWithItsTargetIsFoundInTheData() throws Exception {
        table("shippers", "SELECT i AS shipper_id, 's' || i AS company_name FROM range(1, 4) t(i)");
        table("orders", "SELECT i AS order_id, 1 + i % 3 AS ship_via, 'x' AS ship_city FROM range(20) t(i)");
        Relationship r = only(detect(), "orders", "shippers");
        assertThat(r.joinOn()).containsExactly(new JoinColumn("ship_via", "shipper_id"));
        assertThat(r.note()).contains("4-letter prefix with shippers");
    }

    @Test
    void containmentWithoutANameHintOrWithAQuantityWordProposesNothing() throws Exception {
        table("rental", "SELECT i AS rental_id FROM range(1, 100) t(i)");
        table("category", "SELECT i AS category_id FROM range(1, 10) t(i)");
        table("film", "SELECT i AS film_id, 3 + i % 5 AS rental_duration, 1 + i % 3 AS grade_id "
                + "FROM range(1, 50) t(i)");
        assertThat(detect()).noneMatch(r -> r.fromTable().equals("film"));
    }

    @Test
    void twoEquallyHintedTargetsOrASingleValueProposeNothing() throws Exception {
        table("employee", "SELECT i AS employee_id FROM range(1, 9) t(i)");
        table("staff", "SELECT i AS staff_id FROM range(1, 9) t(i)");
        table("invoice", "SELECT i AS invoice_id, 1 + i % 4 AS approver_id, 2 AS clerk_id FROM range(30) t(i)");
        assertThat(detect()).noneMatch(r -> r.fromTable().equals("invoice"));
    }

    @Test
    void sharedColumnCandidatesAreCheckedOnlyUntilTheBudgetIsFilled() throws Exception {
        for (int i = 0; i < 24; i++) {
            table("t" + i, "SELECT 'l' || i AS label, i * 2 AS amount FROM range(5) t(i)");
        }
        List<Relationship> shared = detect().stream().filter(ProposalBudget::isDimensionRule).toList();
        // 276 table pairs share [amount, label]; the rarest-named first 10 are clean, so checking stops there
        assertThat(shared).hasSize(24 * 23 / 2);
        assertThat(shared).filteredOn(r -> r.evidence() != null).hasSize(ProposalBudget.dimensionLimit(24))
                .allSatisfy(r -> assertThat(ProposalBudget.ranksFirst(r)).isTrue());
        ProposalBudget.Selection selection = new ProposalBudget().select(shared, schema());
        assertThat(selection.kept()).hasSize(10).allSatisfy(r -> assertThat(r.evidence()).isNotNull());
        assertThat(selection.reason()).endsWith("; 266 of them were not checked against the data (at most 100 are, "
                + "rarest column names first)");
    }

    @Test
    void columnsUniqueOnNeitherSideAreNotCheckedOnceTheBudgetHasMeasuredPaths() throws Exception {
        for (int i = 0; i < 24; i++) {
            table("t" + i, "SELECT i % 2 AS status FROM range(6) t(i)");
        }
        List<Relationship> shared = detect().stream().filter(ProposalBudget::isDimensionRule).toList();
        assertThat(shared).hasSize(276);
        assertThat(shared).filteredOn(r -> r.evidence() != null).hasSize(10)
                .allSatisfy(r -> assertThat(r.note()).contains("target columns are not unique"));
    }

    @Test
    void tablesWithoutRowsAreMeasuredWithoutReadingThem() throws Exception {
        table("customers", "SELECT 1 AS customer_id, 'x' AS name LIMIT 0");
        table("orders", "SELECT 1 AS order_id, 1 AS customer_id LIMIT 0");
        Relationship r = only(detect(), "orders", "customers");
        assertThat(r.evidence().sourceRows()).isZero();
        assertThat(r.evidence().orphanPct()).isNull();
        assertThat(r.evidence().targetUnique()).isTrue();
    }

    private SchemaColumns schema() {
        ParquetDescriber describer = new ParquetDescriber(connection);
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        files.forEach((t, f) -> tables.put(t, describer.describe(f)));
        return new SchemaColumns(tables);
    }

    private List<Relationship> detect() {
        ParquetDescriber describer = new ParquetDescriber(connection);
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        files.forEach((t, f) -> tables.put(t, describer.describe(f)));
        SchemaColumns schema = new SchemaColumns(tables);
        Clock clock = Clock.fixed(Instant.parse("2026-01-02T03:04:05Z"), ZoneOffset.UTC);
        return new RelationshipDetector(new KeyCandidates())
                .detect(schema, new RelationshipVerifier(connection, files, schema, clock));
    }

    private static Relationship only(List<Relationship> found, String from, String to) {
        List<Relationship> matches = found.stream()
                .filter(r -> r.fromTable().equals(from) && r.toTable().equals(to)).toList();
        assertThat(matches).hasSize(1);
        return matches.get(0);
    }

    private void table(String name, String select) throws Exception {
        Path file = dir.resolve(name + ".parquet");
        try (Statement statement = connection.createStatement()) {
            statement.execute("COPY (" + select + ") TO '" + file + "' (FORMAT parquet)");
        }
        files.put(name, file);
    }
}
