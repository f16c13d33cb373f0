package dev.steward.relationships;

import static dev.steward.relationships.BaselineDetectorTest.schema;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Regenerating relationships.yaml: what people wrote keeps its bytes, detected drafts follow the data. */
class RelationshipsMergeTest {
    private static final Path FILE = Path.of("relationships.yaml");
    private static final SchemaColumns SCHEMA = schema(
            "employees", "employee_id:BIGINT,department_id:BIGINT,region:VARCHAR",
            "departments", "department_id:BIGINT,region:VARCHAR");
    private static final String APPROVED_AND_HAND_ADDED = """
            # curated by hand
            relationships:
              - from_table: employees   # reviewed on Monday
                to_table: departments
                join_on: [department_id]
                status: approved
                method: fk_naming
              - from_table: employees
                to_table: departments
                join_on: ["region"]
                note: same sales region
              - from_table: employees
                to_table: departments
                join_on: [department_id, region]
                confidence: low
                status: draft
                method: composite
            """;

    private final RelationshipsMerge merge = new RelationshipsMerge(new RelationshipsReader());

    @Test
    void approvedAndHandAddedEntriesKeepTheirBytesAndOldDraftsAreReplaced() {
        Relationship fresh = detected("employees", "departments", "department_id", "2026-01-01T00:00:00Z");
        RelationshipsMerge.Outcome outcome = merge.merge(APPROVED_AND_HAND_ADDED, FILE, RelationshipNotes.empty(),
                List.of(fresh), SCHEMA);
        String keptPart = APPROVED_AND_HAND_ADDED.substring(0, APPROVED_AND_HAND_ADDED.indexOf("  - from_table: "
                + "employees\n    to_table: departments\n    join_on: [department_id, region]"))
                .replace("    note: same sales region\n", "");
        assertThat(outcome.text()).startsWith(keptPart).doesNotContain("composite");
        assertThat(outcome.kept()).hasSize(2);
        assertThat(outcome.added()).isEmpty(); // the approved entry has the detected identity
        assertThat(outcome.dropped()).extracting(r -> r.method()).containsExactly(DetectionMethod.COMPOSITE);
        assertThat(new RelationshipsReader().parse(outcome.text(), FILE, outcome.notes()).relationships())
                .extracting(Relationship::note).containsExactly(null, "same sales region");
    }

    @Test
    void regeneratingTwiceChangesNothingEvenThoughTheCheckTimeMoved() {
        SchemaColumns schema = schema("orders", "order_id:BIGINT,customer_id:BIGINT",
                "customers", "customer_id:BIGINT");
        RelationshipsMerge.Outcome first = merge.merge(APPROVED_AND_HAND_ADDED, FILE, RelationshipNotes.empty(),
                List.of(detected("orders", "customers", "customer_id", "2026-01-01T00:00:00Z")), schema);
        RelationshipsMerge.Outcome second = merge.merge(first.text(), FILE, first.notes(),
                List.of(detected("orders", "customers", "customer_id", "2026-02-02T00:00:00Z")), schema);
        assertThat(second.text()).isEqualTo(first.text());
        assertThat(second.notes().render()).isEqualTo(first.notes().render());
        assertThat(first.text()).contains("from_table: orders").contains("method: fk_naming")
                .doesNotContain("key_naming").doesNotContain("evidence").doesNotContain("checked_at");
        assertThat(first.notes().render()).contains("method: key_naming").contains("checked_at: 2026-01-01T00:00:00Z");
    }

    @Test
    void aCandidateTheDataContradictsIsKeptOnlyInStewardsFile() {
        Relationship contradicted = new Relationship("orders", "customers", List.of(JoinColumn.shared("region")),
                Confidence.LOW, RelationshipStatus.DRAFT, DetectionMethod.GRAIN, new RelationshipEvidence(false,
                0.0, 0L, 10L, true, Cardinality.MANY_TO_MANY, "2026-01-01T00:00:00Z"), null,
                "data contradicts this path: the target columns are not unique");
        RelationshipsMerge.Outcome outcome = merge.merge("", FILE, RelationshipNotes.empty(), List.of(contradicted),
                SCHEMA);
        assertThat(outcome.text()).doesNotContain("region");
        assertThat(outcome.rejectedByData()).containsExactly(contradicted);
        RelationshipNotes reread = RelationshipNotes.parse(outcome.notes().render(), FILE);
        assertThat(reread.rejectedByData()).containsExactly(contradicted);
        assertThat(outcome.notes().render()).contains("rejected_by_data:").contains("target_unique: false");
    }

    @Test
    void aDroppedColumnTurnsItsApprovedRelationshipStaleAndItStaysOnTheNextPass() {
        SchemaColumns withoutDepartmentId = schema("employees", "employee_id:BIGINT,region:VARCHAR",
                "departments", "department_id:BIGINT,region:VARCHAR");
        RelationshipsMerge.Outcome outcome = merge.merge(APPROVED_AND_HAND_ADDED, FILE, RelationshipNotes.empty(),
                List.of(), withoutDepartmentId);
        Relationship stale = new RelationshipsReader().parse(outcome.text(), FILE, outcome.notes())
                .relationships().get(0);
        assertThat(stale.status()).isEqualTo(RelationshipStatus.STALE);
        assertThat(stale.staleReason()).isEqualTo("column 'employees.department_id' is no longer in the data");
        assertThat(outcome.text()).doesNotContain("stale_reason");
        assertThat(outcome.madeStale()).hasSize(1);
        assertThat(outcome.text()).contains("# reviewed on Monday").contains("join_on: [\"region\"]");
        RelationshipsMerge.Outcome again = merge.merge(outcome.text(), FILE, outcome.notes(), List.of(),
                withoutDepartmentId);
        assertThat(again.text()).isEqualTo(outcome.text());
        assertThat(again.notes().render()).isEqualTo(outcome.notes().render());
    }

    @Test
    void aMissingFileGetsAFreshListThatReadsBack() {
        Relationship fresh = detected("orders", "customers", "customer_id", "2026-01-01T00:00:00Z");
        RelationshipsMerge.Outcome outcome = merge.merge("", FILE, RelationshipNotes.empty(), List.of(fresh), SCHEMA);
        assertThat(new RelationshipsReader().parse(outcome.text(), FILE, outcome.notes()).relationships())
                .containsExactly(fresh);
    }

    @Test
    void anInvalidExistingFileIsReportedAndNothingIsMerged() {
        assertThatThrownBy(() -> merge.merge("relationships:\n  - from_table: a\n    to_table: b\n    join_on: []\n",
                FILE, RelationshipNotes.empty(), List.of(), SCHEMA)).isInstanceOf(FileFormatException.class).hasMessageContaining("join_on");
    }

    private static Relationship detected(String from, String to, String column, String checkedAt) {
        return new Relationship(from, to, List.of(JoinColumn.shared(column)), Confidence.HIGH,
                RelationshipStatus.DRAFT, DetectionMethod.KEY_NAMING, new RelationshipEvidence(true, 0.0, 0L, 10L,
                true, Cardinality.MANY_TO_ONE, checkedAt), null, null);
    }
}
