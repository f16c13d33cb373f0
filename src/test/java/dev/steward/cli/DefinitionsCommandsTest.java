package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.definitions.VersionStatus;
import dev.steward.metadata.Definitions;
import dev.steward.store.AtomicFiles;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward definitions import|export|list|show|approve|check} on a copy of the sample project. */
class DefinitionsCommandsTest {
    static final Path RECORDS = Path.of("src/test/resources/dev/steward/definitions/net_revenue.jsonl");

    @TempDir
    Path tmp;

    private Path project;

    private record Run(int exit, String out, String err) {
    }

    @BeforeEach
    void copySample() throws Exception {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
        // The fixture's records start from the sample's glossary alone, not from the sample's own definitions.
        Path definitions = project.resolve("steward/definitions.yaml");
        Files.writeString(definitions, withoutDefinitions(Files.readString(definitions)));
    }

    /** A steward/definitions.yaml text without its definitions: section (the glossary's terms: stay). */
    static String withoutDefinitions(String text) {
        return text.replaceAll("(?ms)^definitions:\\n.*?(?=^\\S)", "");
    }

    private Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CliRun.run(tmp, out, err, args);
        return new Run(exit, out.toString(), err.toString());
    }

    private String read(String file) throws Exception {
        return Files.readString(project.resolve(file), StandardCharsets.UTF_8);
    }

    @Test
    void importsEveryRecordOnceKeepsTheGlossaryAndLeavesOpenmedallionsFilesAlone() throws Exception {
        String metadata = read("metadata.yaml");
        Definitions termsBefore = Definitions.parse(read("steward/definitions.yaml"), null);

        Run first = cli("definitions", "import", project.toString(), RECORDS.toString(), "--approved-as-is");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("12 added, 0 updated, 0 unchanged, 8 approved as is");
        String written = read("steward/definitions.yaml");

        Run again = cli("definitions", "import", project.toString(), RECORDS.toString(), "--approved-as-is");
        assertThat(again.out()).contains("0 added, 0 updated, 12 unchanged");
        assertThat(read("steward/definitions.yaml")).isEqualTo(written);
        assertThat(read("metadata.yaml")).isEqualTo(metadata);
        assertThat(Definitions.parse(written, null).notes()).isEqualTo(termsBefore.notes());

        DefinitionSet set = new DefinitionsStore(new AtomicFiles()).read(project);
        assertThat(set.get("metric.net_revenue").orElseThrow().versions()).extracting(v -> v.status())
                .containsExactly(VersionStatus.APPROVED, VersionStatus.APPROVED, VersionStatus.DRAFT,
                        VersionStatus.SUPERSEDED);
        assertThat(set.get("metric.net_revenue").orElseThrow().synonyms()).containsExactly("net sales");
        assertThat(read("curation_log.jsonl")).contains("approved as is: governed at the source (finance-wiki r41)")
                .doesNotContain("ev.memo.zq7k").doesNotContain("PELICAN");
    }

    @Test
    void withoutApprovedAsIsApprovedRecordsArriveAsDraftsAndApproveShowsTheSupersededText() throws Exception {
        assertThat(cli("definitions", "import", project.toString(), RECORDS.toString()).exit()).isZero();
        DefinitionSet set = new DefinitionsStore(new AtomicFiles()).read(project);
        assertThat(set.byEvidence("ev.net_revenue.v2").orElseThrow().getValue().status())
                .isEqualTo(VersionStatus.DRAFT);

        assertThat(cli("definitions", "approve", project.toString(), "ev.net_revenue.v1").exit()).isZero();
        Run v2 = cli("definitions", "approve", project.toString(), "ev.net_revenue.v2");
        assertThat(v2.exit()).as(v2.err()).isZero();
        assertThat(v2.out()).contains("was (ev.net_revenue.v1, v1): Net revenue is gross revenue minus discounts "
                + "minus refunds").contains("now (ev.net_revenue.v2, v2)").contains("Approved ev.net_revenue.v2");
        assertThat(read("curation_log.jsonl")).contains("\"key\":\"ev.net_revenue.v2\"")
                .contains("\"action\":\"approve\"");

        Run again = cli("definitions", "approve", project.toString(), "ev.net_revenue.v2");
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("ev.net_revenue.v2 is approved, not a draft");
    }

    @Test
    void approvingIntoAnOverlapIsRefusedAndCheckReportsOverlapsAndDanglingReferences() throws Exception {
        Path records = tmp.resolve("overlap.jsonl");
        Files.writeString(records, String.join("\n",
                "{\"object_id\":\"metric.m\",\"evidence_id\":\"m1\",\"kind\":\"metric_definition\",\"version\":\"1\","
                        + "\"status\":\"approved\",\"valid_from\":\"2026-01-01\",\"tables\":[\"transactions.amount\"]}",
                "{\"object_id\":\"metric.m\",\"evidence_id\":\"m2\",\"kind\":\"metric_definition\",\"version\":\"2\","
                        + "\"status\":\"draft\",\"valid_from\":\"2026-06-01\",\"supersedes\":\"m9\","
                        + "\"tables\":[\"transactions.no_such_column\",\"ledger\"]}"));
        assertThat(cli("definitions", "import", project.toString(), records.toString(), "--approved-as-is").exit())
                .isZero();
        Run refused = cli("definitions", "approve", project.toString(), "m2");
        assertThat(refused.err()).contains("m2 (from 2026-06-01) overlaps the approved m1 (from 2026-01-01)");

        Run check = cli("definitions", "check", project.toString());
        assertThat(check.exit()).isEqualTo(1);
        assertThat(check.out()).contains("m2: metric.m 2 (draft) names column 'transactions.no_such_column', which "
                        + "table 'transactions' does not have: fix the reference in a new version")
                .contains("m2: metric.m 2 (draft) names table 'ledger'").contains("m2: supersedes 'm9', which does not exist");
    }

    @Test
    void aBadFileImportsNothingAndNamesEachRecordAndLine() throws Exception {
        Path records = tmp.resolve("bad.jsonl");
        List<String> lines = Files.readAllLines(RECORDS);
        Files.write(records, List.of(lines.get(0), "",
                lines.get(1).replace("\"status\":\"approved\"", "\"status\":\"aproved\""),
                lines.get(2).replace("\"valid_from\":\"2026-10-01\"", "\"valid_from\":\"2026-10-01\",\"valid_to\":\"2026-09-01\""),
                lines.get(3).replace("\"text\"", "\"txt\"")));
        String before = read("steward/definitions.yaml");

        Run run = cli("definitions", "import", project.toString(), records.toString());

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("3 record(s) are not valid")
                .contains("bad.jsonl:3:").contains("'status' of record 2 must be one of draft, approved")
                .contains("bad.jsonl:4:").contains("'valid_to' of record 3 must be after valid_from")
                .contains("bad.jsonl:5:").contains("unknown key 'txt' in record 4")
                .contains("nothing was imported");
        assertThat(read("steward/definitions.yaml")).isEqualTo(before);
    }

    @Test
    void exportThenImportIntoAnotherProjectGivesTheSameDefinitions() throws Exception {
        cli("definitions", "import", project.toString(), RECORDS.toString(), "--approved-as-is");
        Path exported = tmp.resolve("out.jsonl");
        assertThat(cli("definitions", "export", project.toString(), exported.toString()).out())
                .contains("Exported 12 records");
        Path other = MetadataSampleProject.copyTo(tmp.resolve("other"));
        Path otherDefinitions = other.resolve("steward/definitions.yaml");
        Files.writeString(otherDefinitions, withoutDefinitions(Files.readString(otherDefinitions)));

        Run run = cli("definitions", "import", other.toString(), exported.toString(), "--approved-as-is");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(other.resolve("steward/definitions.yaml")))
                .isEqualTo(read("steward/definitions.yaml"));
        assertThat(Files.readString(exported)).contains("\"content_hash\":\"");
    }

    @Test
    void listAndShowPrintVersionsWithStatusAndValidity() {
        cli("definitions", "import", project.toString(), RECORDS.toString(), "--approved-as-is");
        assertThat(cli("definitions", "list", project.toString()).out())
                .contains("metric.net_revenue  metric_definition  Net revenue")
                .contains("ev.net_revenue.v1  v1  approved  2025-01-01 ≤ d < 2026-07-01")
                .contains("ev.net_revenue.v3  v3  draft  from 2026-10-01");
        assertThat(cli("definitions", "show", project.toString(), "model.net_revenue").out())
                .contains("grain: one row per deal (txn_id)").contains("supports: ev.net_revenue.v1");
    }
}
