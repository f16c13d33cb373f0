package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_relationships_approve.py cases, on a real file. */
class RelationshipsApproverTest {
    private static final String FILE_TEXT = """
            relationships:
              - from_table: sales   # checked by Ana
                to_table: targets
                join_on: [region, quarter]
                method: composite
              - from_table: orders
                to_table: customers
                join_on: [customer_id]
                status: approved
              - from_table: employees
                to_table: departments
                join_on: [department_id]
                status: stale
                stale_reason: column 'employees.department_id' is no longer in the data
            """;

    @TempDir
    Path dir;

    private final RelationshipsApprover approver = new RelationshipsApprover(new RelationshipsReader(),
            new AtomicFiles());

    @Test
    void reviewableIsDraftAndStaleSorted() throws Exception {
        Path file = write(FILE_TEXT);
        assertThat(approver.reviewable(file)).extracting(Relationship::fromTable)
                .containsExactly("employees", "sales");
    }

    @Test
    void approvingIgnoresJoinOrderAndChangesOnlyThatEntry() throws Exception {
        Path file = write(FILE_TEXT);
        Relationship approved = approver.approve(file, new RelationshipIdentity("sales", "targets",
                List.of("quarter", "region")));
        assertThat(approved.status()).isEqualTo(RelationshipStatus.APPROVED);
        assertThat(Files.readString(file)).isEqualTo(FILE_TEXT.replace(
                "join_on: [region, quarter]\n    method: composite\n",
                "join_on: [region, quarter]\n    method: grain\n    status: approved\n"));
        assertThat(approved.method()).isEqualTo(DetectionMethod.COMPOSITE); // Steward's finer method, in its file
        assertThat(Files.readString(RelationshipNotesFile.of(file))).contains("method: composite");
    }

    @Test
    void approvingAStaleEntryDropsItsReason() throws Exception {
        Path file = write(FILE_TEXT);
        approver.approve(file, new RelationshipIdentity("employees", "departments", List.of("department_id")));
        assertThat(Files.readString(file)).contains("    status: approved\n").doesNotContain("stale");
        assertThat(approver.reviewable(file)).extracting(Relationship::fromTable).containsExactly("sales");
    }

    @Test
    void anUnknownIdentityOrAMissingFileIsReportedAndNothingChanges() throws Exception {
        Path file = write(FILE_TEXT);
        assertThatThrownBy(() -> approver.approve(file, new RelationshipIdentity("a", "b", List.of("x"))))
                .isInstanceOf(StewardException.class).hasMessageContaining("a -> b on [x]");
        assertThat(Files.readString(file)).isEqualTo(FILE_TEXT);
        assertThatThrownBy(() -> approver.reviewable(dir.resolve("none.yaml")))
                .isInstanceOf(StewardException.class).hasMessageContaining("none.yaml")
                .satisfies(e -> assertThat(((StewardException) e).hint())
                        .hasValueSatisfying(h -> assertThat(h).contains("relationships generate")));
    }

    private Path write(String text) throws Exception {
        Path file = dir.resolve("relationships.yaml");
        Files.writeString(file, text);
        return file;
    }
}
