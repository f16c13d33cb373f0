package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared-column rules are ranked and bounded; key references are never held back. */
class ProposalBudgetTest {

    @Test
    void sixtyTablesSharingAStatusColumnKeepOnlyTheBestDimensionPathsAndSayHowManyWereHeldBack() {
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        List<Relationship> detected = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            tables.put("t" + i, List.of(new ColumnSchema("t" + i + "_id", "BIGINT"),
                    new ColumnSchema("status", "VARCHAR"), new ColumnSchema(i < 2 ? "batch_label" : "x" + i,
                            "VARCHAR")));
        }
        for (int i = 1; i < 60; i++) {
            detected.add(path("t" + i, "t0", "status", DetectionMethod.GRAIN, 0.0));
        }
        detected.add(path("t1", "t0", "batch_label", DetectionMethod.GRAIN, 0.0));
        detected.add(path("t2", "t0", "status", DetectionMethod.GRAIN, 40.0)); // contradicted: orphans
        detected.add(path("t5", "t0", "t0_id", DetectionMethod.KEY_NAMING, 0.0));

        ProposalBudget.Selection selection = new ProposalBudget().select(detected, new SchemaColumns(tables));

        assertThat(selection.limit()).isEqualTo(15);
        assertThat(selection.kept()).hasSize(16)
                .anySatisfy(r -> assertThat(r.method()).isEqualTo(DetectionMethod.KEY_NAMING))
                .anySatisfy(r -> assertThat(r.joinOn()).containsExactly(new JoinColumn("batch_label", "batch_label")))
                .noneSatisfy(r -> assertThat(RelationshipDetector.contradicted(r)).isTrue());
        assertThat(selection.heldBack()).hasSize(61 - 15);
        assertThat(selection.reason()).startsWith("46 shared-column (grain/composite) candidate(s) ranked below "
                + "the best 15");
    }

    @Test
    void aSmallSchemaKeepsAtLeastTenDimensionPaths() {
        assertThat(ProposalBudget.dimensionLimit(3)).isEqualTo(10);
        assertThat(ProposalBudget.dimensionLimit(152)).isEqualTo(38);
    }

    private static Relationship path(String from, String to, String column, DetectionMethod method, double orphans) {
        RelationshipEvidence evidence = new RelationshipEvidence(true, orphans, 0L, 10L, true,
                Cardinality.MANY_TO_ONE, null);
        return new Relationship(from, to, List.of(new JoinColumn(column, column)), Confidence.MEDIUM,
                RelationshipStatus.DRAFT, method, evidence, null, null);
    }
}
