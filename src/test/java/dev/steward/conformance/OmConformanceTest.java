package dev.steward.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checker itself: an openmedallion-style project passes, and every rejection rule has a fixture that it
 * rejects (so a lenient checker would fail here, not silently pass Steward's files).
 */
class OmConformanceTest {

    static final String VALID_METADATA = """
            tables:
              rep_performance:
                layer: silver
                status: approved
                description: >-
                  Every transaction enriched with rep name, region, team.
                synonyms: [performance, attainment, "revenue by rep"]
                columns:
                  attainment_pct: {description: "Percent of the target.", value_examples: [0.29, 1]}
                  txn_date:
                    description: null
                    value_examples: [2024-01-05, 2023-10-27]
                    dtype: DateTime
                    stats: {null_pct: 0.0, distinct_count: 300}
                    accepted_values: null
                  stage: {}
                schema_hash: fa94dbebc6887940
              headcount_by_department:
                layer: gold
              empty_table:
                layer: silver
                status: stale
                columns: {}
                synonyms: null
            glossary:
              attainment: Won revenue divided by the target.
              win rate: "closed_won deals divided by all closed deals."
            """;
    static final String VALID_OVERLAY = """
            tables:
              reps:
                layer: silver
                synonyms: [AEs]
              rep_performance:
                columns:
                  stage: {description: "Deal stage."}
            glossary:
              fiscal_year: The year from February to January.
            """;
    static final String VALID_RELATIONSHIPS = """
            relationships:
              - from_table: rep_performance
                to_table: targets
                join_on: [region, quarter]
                confidence: high
                status: approved
                method: fk_naming
              - from_table: reps
                to_table: reps
                join_on: ["manager_id = rep_id"]
              - {from_table: a, to_table: b, join_on: [b_id], confidence: low, status: stale, method: grain}
              - {from_table: a, to_table: c, join_on: [c_id], method: lineage, status: draft, confidence: medium}
              - {from_table: a, to_table: d, join_on: [d_id], method: null}
            """;

    @Test
    void anOpenmedallionStyleProjectHasNoViolations(@TempDir Path project) throws IOException {
        Files.writeString(project.resolve("metadata.yaml"), VALID_METADATA);
        Files.writeString(project.resolve("metadata_enhancements.yaml"), VALID_OVERLAY);
        Files.writeString(project.resolve("relationships.yaml"), VALID_RELATIONSHIPS);

        assertThat(OmConformance.check(project)).isEmpty();
    }

    @Test
    void missingAndEmptyFilesHaveNoViolations(@TempDir Path project) throws IOException {
        assertThat(OmConformance.check(project)).isEmpty();
        Files.writeString(project.resolve("metadata.yaml"), "");
        Files.writeString(project.resolve("relationships.yaml"), "relationships: []\n");
        assertThat(OmConformance.check(project)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejections")
    void everyRejectionRuleRejects(String rule, String file, String content, String expected, @TempDir Path project)
            throws IOException {
        Files.writeString(project.resolve(file), content);

        assertThat(OmConformance.check(project)).as(rule).anySatisfy(v -> assertThat(v).contains(expected));
    }

    @Test
    void anOverlayIsCheckedMergedOverMetadata(@TempDir Path project) throws IOException {
        Files.writeString(project.resolve("metadata.yaml"), VALID_METADATA);
        Files.writeString(project.resolve("metadata_enhancements.yaml"), "tables:\n  reps:\n    synonyms: [AEs]\n");

        assertThat(OmConformance.check(project))
                .containsExactly("metadata_enhancements.yaml (merged over metadata.yaml): tables.reps.layer is required");
    }

    static Stream<Arguments> rejections() {
        String m = "metadata.yaml";
        String o = "metadata_enhancements.yaml";
        String r = "relationships.yaml";
        return Stream.of(
                rule("metadata top level not a mapping", m, "- a\n", "top level: must be a mapping"),
                rule("metadata unknown top-level key", m, "tabels: {}\n", "tabels: extra key"),
                rule("tables not a mapping", m, "tables: [a]\n", "tables: must be a mapping"),
                rule("tables null", m, "tables:\n", "tables: must be a mapping"),
                rule("table name not a string", m, "tables:\n  2024: {layer: silver}\n", "a table name must"),
                rule("table not a mapping", m, "tables:\n  t: silver\n", "tables.t: must be a mapping"),
                rule("table extra key", m, table("stale_reason: x"), "tables.t.stale_reason: extra key"),
                rule("layer missing", m, "tables:\n  t: {status: draft}\n", "tables.t.layer is required"),
                rule("layer bronze", m, "tables:\n  t: {layer: bronze}\n", "tables.t.layer: bronze is not"),
                rule("status not in the enum", m, table("status: reviewed"), "tables.t.status: reviewed"),
                rule("status null", m, table("status: null"), "tables.t.status: null"),
                rule("description not a string", m, table("description: 12"), "tables.t.description: must be"),
                rule("schema_hash not a string", m, table("schema_hash: 1234567890123456"), "schema_hash: must"),
                rule("table synonyms not strings", m, table("synonyms: [a, 1]"), "tables.t.synonyms: must be"),
                rule("columns not a mapping", m, table("columns: [a]"), "tables.t.columns: must be a mapping"),
                rule("column name not a string", m, table("columns: {1: {}}"), "a column name must"),
                rule("column null", m, table("columns: {c: }"), "tables.t.columns.c: must be a mapping"),
                rule("column status (table-level only)", m, column("status: approved"), "c.status: extra key"),
                rule("column evidence", m, column("evidence: {a: 1}"), "c.evidence: extra key"),
                rule("column description not a string", m, column("description: [a]"), "c.description: must"),
                rule("column dtype not a string", m, column("dtype: 3"), "c.dtype: must be a string"),
                rule("column synonyms not a list", m, column("synonyms: pay"), "c.synonyms: must be a list"),
                rule("value_examples not a list", m, column("value_examples: 3"), "c.value_examples: must"),
                rule("accepted_values not a list", m, column("accepted_values: a"), "c.accepted_values: must"),
                rule("stats not a mapping", m, column("stats: [1]"), "c.stats: must be a mapping"),
                rule("glossary not a mapping", m, "glossary: [a]\n", "glossary: must be a mapping"),
                rule("glossary term a mapping", m, "glossary:\n  win rate: {definition: x, status: approved}\n",
                        "glossary.win rate: must be a string (found mapping)"),
                rule("glossary term null", m, "glossary:\n  win rate:\n", "glossary.win rate: must be a string"),
                rule("glossary term not a string key", m, "glossary:\n  1: one\n", "a term must be a string"),
                rule("overlay table without layer", o, "tables:\n  t: {description: x}\n", "t.layer is required"),
                rule("overlay glossary mapping", o, "glossary:\n  ads: {definition: x}\n", "glossary.ads: must"),
                rule("overlay unknown key", o, "relationships: []\n", "relationships: extra key"),
                rule("relationships top level not a mapping", r, "- a\n", "top level: must be a mapping"),
                rule("relationships top-level typo", r, "relationshps: []\n", "relationshps: extra key"),
                rule("relationships not a list", r, "relationships: {a: 1}\n", "relationships: must be a list"),
                rule("relationships null", r, "relationships:\n", "relationships: must be a list"),
                rule("entry not a mapping", r, "relationships: [a]\n", "relationships[0]: must be a mapping"),
                rule("entry key typo", r, entry("confidance: high"), "relationships[0].confidance: extra key"),
                rule("entry evidence", r, entry("evidence: {orphan_pct: 0}"), "relationships[0].evidence: extra"),
                rule("entry note", r, entry("note: hi"), "relationships[0].note: extra key"),
                rule("entry stale_reason", r, entry("stale_reason: x"), "relationships[0].stale_reason: extra"),
                rule("from_table missing", r, "relationships:\n  - {to_table: b, join_on: [x]}\n",
                        "relationships[0].from_table is required"),
                rule("to_table missing", r, "relationships:\n  - {from_table: a, join_on: [x]}\n",
                        "relationships[0].to_table is required"),
                rule("join_on missing", r, "relationships:\n  - {from_table: a, to_table: b}\n",
                        "relationships[0].join_on is required"),
                rule("from_table not a string", r, "relationships:\n  - {from_table: 1, to_table: b, join_on: [x]}\n",
                        "relationships[0].from_table: must be a string"),
                rule("join_on empty", r, "relationships:\n  - {from_table: a, to_table: b, join_on: []}\n",
                        "join_on: must be a list of at least one string"),
                rule("join_on a string", r, "relationships:\n  - {from_table: a, to_table: b, join_on: x}\n",
                        "join_on: must be a list"),
                rule("join_on not strings", r, "relationships:\n  - {from_table: a, to_table: b, join_on: [1]}\n",
                        "join_on: must be a list"),
                rule("confidence not in the enum", r, entry("confidence: certain"), "confidence: certain is not"),
                rule("status not in the enum", r, entry("status: reviewed"), "status: reviewed is not"),
                rule("method not in the enum", r, entry("method: guess"), "method: guess is not"),
                rule("Steward's finer method", r, entry("method: composite"), "method: composite is not"));
    }

    private static Arguments rule(String name, String file, String content, String expected) {
        return Arguments.of(name, file, content, expected);
    }

    private static String table(String line) {
        return "tables:\n  t:\n    layer: silver\n    " + line + "\n";
    }

    private static String column(String line) {
        return "tables:\n  t:\n    layer: silver\n    columns:\n      c:\n        " + line + "\n";
    }

    private static String entry(String line) {
        return "relationships:\n  - from_table: a\n    to_table: b\n    join_on: [a_id]\n    " + line + "\n";
    }
}
