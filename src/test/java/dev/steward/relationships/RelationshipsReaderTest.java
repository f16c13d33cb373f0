package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_relationships.py cases plus exact positions and Steward's fields. */
class RelationshipsReaderTest {
    @TempDir
    Path dir;

    private final RelationshipsReader reader = new RelationshipsReader();

    @Test
    void validEntryLoadsWithDefaults() throws Exception {
        RelationshipsConfig config = read("""
                relationships:
                  - from_table: employees
                    to_table: departments
                    join_on: [department_id]
                """);
        Relationship r = config.relationships().get(0);
        assertThat(r.fromTable()).isEqualTo("employees");
        assertThat(r.joinOn()).containsExactly(JoinColumn.shared("department_id"));
        assertThat(r.status()).isEqualTo(RelationshipStatus.DRAFT);
        assertThat(r.confidence()).isEqualTo(Confidence.HIGH);
        assertThat(r.method()).isNull();
        assertThat(r.isHandAdded()).isTrue();
    }

    @Test
    void emptyOrMissingFileIsEmpty() throws Exception {
        assertThat(reader.read(dir.resolve("relationships.yaml")).relationships()).isEmpty();
        assertThat(read("relationships: []\n").relationships()).isEmpty();
        assertThat(read("").relationships()).isEmpty();
    }

    @Test
    void openmedallionGeneratorOutputWithCompositeJoinsStaleAndRepeatedPairs() throws Exception {
        RelationshipsConfig config = read("""
                relationships:
                - from_table: rep_performance
                  to_table: targets
                  join_on:
                  - region
                  - quarter
                  confidence: low
                  status: stale
                  method: grain
                - from_table: rep_performance
                  to_table: targets
                  join_on:
                  - region
                  confidence: medium
                  status: approved
                  method: lineage
                """);
        assertThat(config.relationships()).hasSize(2);
        Relationship first = config.relationships().get(0);
        assertThat(first.joinOn()).extracting(JoinColumn::toYaml).containsExactly("region", "quarter");
        assertThat(first.status()).isEqualTo(RelationshipStatus.STALE);
        assertThat(first.method()).isEqualTo(DetectionMethod.GRAIN);
        assertThat(config.relationships().get(1).confidence()).isEqualTo(Confidence.MEDIUM);
    }

    @Test
    void identityIgnoresJoinOrderButNotDirection() throws Exception {
        RelationshipsConfig config = read("""
                relationships:
                  - {from_table: a, to_table: b, join_on: [x, y]}
                  - {from_table: a, to_table: b, join_on: [y, x]}
                  - {from_table: b, to_table: a, join_on: [x, y]}
                  - {from_table: a, to_table: b, join_on: ["x=y"]}
                  - {from_table: a, to_table: b, join_on: [x = y]}
                """);
        List<Relationship> all = config.relationships();
        assertThat(all.get(0).identity()).isEqualTo(all.get(1).identity());
        assertThat(all.get(0).identity()).isNotEqualTo(all.get(2).identity());
        assertThat(all.get(3).identity()).isEqualTo(all.get(4).identity());
        assertThat(all.get(3).joinOn()).containsExactly(new JoinColumn("x", "y"));
        assertThat(config.find(new RelationshipIdentity("a", "b", List.of("y", "x")))).contains(all.get(0));
    }

    @Test
    void readsStewardFields() throws Exception {
        Relationship r = read("""
                relationships:
                  - from_table: employees
                    to_table: employees
                    join_on: ["manager_id = employee_id"]
                    method: self_reference
                    evidence:
                      target_unique: true
                      orphan_pct: 2.5
                      orphan_rows: 3
                      source_rows: 120
                      types_compatible: true
                      cardinality: many_to_one
                      checked_at: "2026-08-16T19:04:23Z"
                    stale_reason: column renamed
                    note: Managers are employees too.
                """).relationships().get(0);
        assertThat(r.joinOn()).containsExactly(new JoinColumn("manager_id", "employee_id"));
        assertThat(r.method()).isEqualTo(DetectionMethod.SELF_REFERENCE);
        assertThat(r.evidence()).isEqualTo(new RelationshipEvidence(true, 2.5, 3L, 120L, true,
                Cardinality.MANY_TO_ONE, "2026-08-16T19:04:23Z"));
        assertThat(r.staleReason()).isEqualTo("column renamed");
        assertThat(r.note()).isEqualTo("Managers are employees too.");
    }

    @Test
    void emptyJoinOnIsRejected() throws Exception {
        assertError("relationships:\n  - {from_table: a, to_table: b, join_on: []}\n", 2, 43,
                "'join_on' of relationship 1 (a -> b) must list at least one column");
    }

    @Test
    void badEnumsAreRejectedAtTheirValue() throws Exception {
        String entry = "relationships:\n  - from_table: a\n    to_table: b\n    join_on: [x]\n";
        assertError(entry + "    status: reviewed\n", 5, 13, "'status' of relationship 1 (a -> b) must be one of "
                + "draft, approved, stale (found 'reviewed')");
        assertError(entry + "    confidence: certain\n", 5, 17, "must be one of high, medium, low (found 'certain')");
        assertError(entry + "    method: guess\n", 5, 13,
                "must be one of fk_naming, lineage, grain, key_naming, composite, self_reference, inclusion_dependency (found 'guess')");
        assertError(entry + "    evidence: {cardinality: lots}\n", 5, 29, "'cardinality' of evidence of relationship 1");
    }

    @Test
    void missingRequiredKeysAreNamed() throws Exception {
        assertError("relationships:\n  - from_table: a\n    to_table: b\n", 2, 5,
                "relationship 1 (a -> b) is missing the required key 'join_on'");
        assertError("relationships:\n  - {from_table: a, join_on: [x]}\n  - {to_table: b, join_on: [x]}\n", 2, 5,
                "relationship 1 is missing the required key 'to_table'");
        assertError("relationships:\n  - {from_table: a, to_table: b, join_on: [x]}\n  - {to_table: b, join_on: [x]}\n",
                3, 5, "relationship 2 is missing the required key 'from_table'");
    }

    @Test
    void keyTyposAreNamed() throws Exception {
        assertError("relationships:\n  - {from_table: a, to_table: b, join_on: [x], confidance: high}\n", 2, 48,
                "unknown key 'confidance' in relationship 1 (a -> b) (allowed: from_table, to_table, join_on");
        assertError("relationshps: []\n", 1, 1, "unknown key 'relationshps'");
    }

    @Test
    void unreadableJoinItemsAreRejected() throws Exception {
        assertError("relationships:\n  - {from_table: a, to_table: b, join_on: [x, \"a = \"]}\n", 2, 47,
                "neither a column name nor \"from_col = to_col\": 'a = '");
        assertError("relationships:\n  - {from_table: a, to_table: b, join_on: region}\n", 2, 43,
                "'join_on' of relationship 1 (a -> b) must be a list, not 'region'");
    }

    @Test
    void parsesTextAlreadyRead() {
        Path source = dir.resolve("relationships.yaml");
        assertThat(reader.parse("relationships:\n  - {from_table: a, to_table: b, join_on: [x]}\n", source)
                .relationships()).hasSize(1);
        assertThatThrownBy(() -> reader.parse("relationships:\n  - {from_table: a}\n", source))
                .hasMessageStartingWith(source + ":2:5: ");
    }

    private RelationshipsConfig read(String yaml) throws Exception {
        Path file = dir.resolve("relationships.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        return reader.read(file);
    }

    private void assertError(String yaml, int line, int column, String text) throws Exception {
        Path file = dir.resolve("relationships.yaml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> reader.read(file)).isInstanceOf(FileFormatException.class)
                .hasMessageStartingWith(file + ":" + line + ":" + column + ": ")
                .hasMessageContaining(text);
    }
}
