package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CurationLogTest {
    @TempDir
    Path project;

    private final ObjectMapper mapper = new ObjectMapper();
    private final Clock clock = Clock.fixed(Instant.parse("2026-08-16T19:04:23.789Z"), ZoneOffset.UTC);
    private Path file;
    private CurationLog log;

    @BeforeEach
    void setUp() {
        file = project.resolve("curation_log.jsonl");
        log = new CurationLog(file, new JsonLinesAppender(mapper, new AtomicFiles()), new JsonLinesReader(mapper), clock);
    }

    @Test
    void recordsOneLinePerDecisionWithSecondPrecisionUtcTimeAndContentHashes() throws Exception {
        JsonNode draft = json("{\"description\":\"Orders.\",\"status\":\"draft\"}");
        JsonNode approved = json("{\"status\":\"approved\",\"description\":\"One row per order.\"}");

        CurationEntry entry = log.record("alice", CurationKind.TABLE, "orders", CurationAction.EDIT_APPROVE,
                draft, approved, null);

        ContentHashes hashes = new ContentHashes();
        assertThat(entry.beforeHash()).hasSize(16).isEqualTo(hashes.hash(draft));
        assertThat(entry.afterHash()).hasSize(16).isNotEqualTo(entry.beforeHash());
        assertThat(Files.readAllLines(file)).containsExactly("{\"ts\":\"2026-08-16T19:04:23Z\",\"user\":\"alice\","
                + "\"kind\":\"table\",\"key\":\"orders\",\"action\":\"edit_approve\",\"before_hash\":\""
                + entry.beforeHash() + "\",\"after_hash\":\"" + entry.afterHash() + "\",\"snapshot\":"
                + "{\"status\":\"approved\",\"description\":\"One row per order.\"},\"note\":null}");
        assertThat(log.entries().entries()).containsExactly(entry);
        assertThat(log.entries().problems()).isEmpty();
    }

    @Test
    void hashesIgnoreKeyOrderAndWhitespaceButNotContent() throws Exception {
        ContentHashes hashes = new ContentHashes();
        String a = hashes.hash(json("{\"a\":1,\"b\":{\"y\":[1,2],\"x\":\"t\"}}"));

        assertThat(hashes.hash(json("{ \"b\" : {\"x\":\"t\", \"y\":[1, 2]}, \"a\":1 }"))).isEqualTo(a);
        assertThat(hashes.hash(json("{\"a\":1,\"b\":{\"y\":[2,1],\"x\":\"t\"}}"))).isNotEqualTo(a);
        assertThat(hashes.canonicalJson(json("{\"b\":2,\"a\":{\"d\":1,\"c\":0}}")))
                .isEqualTo("{\"a\":{\"c\":0,\"d\":1},\"b\":2}");
        assertThat(hashes.hash(null)).isNull();
    }

    @Test
    void lastApprovedIsTheLatestApprovalSnapshotOfThatEntryOnly() throws Exception {
        assertThat(log.lastApproved(CurationKind.TABLE, "orders")).isEmpty();
        log.record("alice", CurationKind.TABLE, "orders", CurationAction.APPROVE, null, json("{\"d\":\"v1\"}"), null);
        log.record("bob", CurationKind.TABLE, "customers", CurationAction.APPROVE, null, json("{\"d\":\"c\"}"), null);
        log.record("bob", CurationKind.COLUMN, "orders.id", CurationAction.APPROVE, null, json("{\"d\":\"x\"}"), null);
        log.record("alice", CurationKind.TABLE, "orders", CurationAction.EDIT_APPROVE, json("{\"d\":\"v1\"}"),
                json("{\"d\":\"v2\"}"), null);
        log.record("carol", CurationKind.TABLE, "orders", CurationAction.STALE, json("{\"d\":\"v2\"}"),
                json("{\"d\":\"v2\",\"status\":\"stale\"}"), "column amount retyped");
        log.record("carol", CurationKind.TABLE, "orders", CurationAction.REJECT, null, null, "bad draft");

        assertThat(log.lastApproved(CurationKind.TABLE, "orders")).contains(json("{\"d\":\"v2\"}"));
        assertThat(log.lastApproved(CurationKind.COLUMN, "orders.id")).contains(json("{\"d\":\"x\"}"));
        assertThat(log.history(CurationKind.TABLE, "orders")).extracting(CurationEntry::action)
                .containsExactly(CurationAction.APPROVE, CurationAction.EDIT_APPROVE, CurationAction.STALE,
                        CurationAction.REJECT);

        log.record("dave", CurationKind.TABLE, "orders", CurationAction.DELETE, json("{\"d\":\"v2\"}"), null, null);
        assertThat(log.lastApproved(CurationKind.TABLE, "orders")).isEmpty();
    }

    @Test
    void aTornLastLineIsReportedAndSkippedAndTheNextDecisionStillReads() throws Exception {
        log.record("alice", CurationKind.EXAMPLE, "q1", CurationAction.APPROVE, null, json("{\"sql\":\"SELECT 1\"}"),
                null);
        Files.writeString(file, Files.readString(file) + "{\"ts\":\"2026-08-16T19:05:00Z\",\"user\":\"al");

        CurationLogContent afterCrash = log.entries();
        assertThat(afterCrash.entries()).hasSize(1);
        assertThat(afterCrash.problems()).singleElement().satisfies(p -> {
            assertThat(p.lineNumber()).isEqualTo(2);
            assertThat(p.message()).startsWith("curation_log.jsonl:2: not valid JSON")
                    .contains("a write was probably interrupted");
        });

        log.record("bob", CurationKind.EXAMPLE, "q1", CurationAction.EDIT_APPROVE, null,
                json("{\"sql\":\"SELECT 2\"}"), null);
        CurationLogContent later = log.entries();
        assertThat(later.entries()).extracting(CurationEntry::user).containsExactly("alice", "bob");
        assertThat(later.problems()).singleElement().extracting(JsonLineProblem::lineNumber).isEqualTo(2);
        assertThat(Files.readString(file)).contains("\"user\":\"al\n{");
        assertThat(log.lastApproved(CurationKind.EXAMPLE, "q1")).contains(json("{\"sql\":\"SELECT 2\"}"));
    }

    @Test
    void damagedLinesInTheMiddleNameLineColumnAndWhatIsWrong() throws Exception {
        Files.writeString(file, String.join("\n",
                "{\"ts\":\"2026-08-16T19:04:23Z\",\"user\":\"a\",\"kind\":\"tabel\",\"key\":\"o\",\"action\":\"approve\"}",
                "",
                "{\"ts\":\"yesterday\",\"user\":\"a\",\"kind\":\"table\",\"key\":\"o\",\"action\":\"approve\"}",
                "{\"ts\":\"2026-08-16T19:04:23Z\",\"kind\":\"table\",\"key\":\"o\",\"action\":\"approve\"}",
                "[1,2]",
                "{\"ts\":\"2026-08-16T19:04:23Z\", \"user\": \"a\", \"kind\": \"glossary\", \"key\": \"churn\", "
                        + "\"action\": \"add\", \"extra\": true}",
                ""));

        CurationLogContent content = log.entries();

        assertThat(content.entries()).singleElement().extracting(CurationEntry::kind).isEqualTo(CurationKind.GLOSSARY);
        String kept = "; the line was kept in the file and skipped";
        assertThat(content.problems()).extracting(JsonLineProblem::message).containsExactly(
                "curation_log.jsonl:1:41: unknown kind 'tabel' (allowed: table, column, glossary, relationship, "
                        + "example, template, definition)" + kept,
                "curation_log.jsonl:3:2: 'ts' is 'yesterday', not a UTC time like 2026-08-16T19:04:23Z" + kept,
                "curation_log.jsonl:4:1: 'user' is missing or not a non-empty string" + kept,
                "curation_log.jsonl:5: not a JSON object (each line must be {...})" + kept);
        assertThat(content.problems()).extracting(JsonLineProblem::column).containsExactly(41, 2, 1, 1);
    }

    @Test
    void aMissingLogHasNoEntries() {
        assertThat(log.entries().entries()).isEmpty();
        assertThat(log.entries().problems()).isEmpty();
        assertThat(file).doesNotExist();
    }

    @Test
    void recordedSnapshotsCannotBeChangedAfterwards() throws Exception {
        var snapshot = (com.fasterxml.jackson.databind.node.ObjectNode) json("{\"d\":\"v1\"}");
        CurationEntry entry = log.record("a", CurationKind.TABLE, "t", CurationAction.APPROVE, null, snapshot, null);
        snapshot.put("d", "changed");

        assertThat(entry.snapshot()).isEqualTo(json("{\"d\":\"v1\"}"));
        assertThat(List.of(log.lastApproved(CurationKind.TABLE, "t").orElseThrow())).containsExactly(json("{\"d\":\"v1\"}"));
    }

    private JsonNode json(String text) throws Exception {
        return mapper.readTree(text);
    }
}
