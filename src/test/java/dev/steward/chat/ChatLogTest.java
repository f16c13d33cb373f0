package dev.steward.chat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.conformance.OmConformance;
import dev.steward.error.StewardException;
import dev.steward.examples.ExampleSource;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.store.AtomicFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** test_neuron_chat_history.py's recording, defaults and accept-update cases on real files. */
class ChatLogTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-08-16T19:04:23.789Z"), ZoneOffset.UTC);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path root;

    private ChatLog log() {
        return new ChatLog(root.resolve("chat_history"), root.resolve("examples"), new AtomicFiles(), CLOCK, ids());
    }

    private static java.util.function.Supplier<String> ids() {
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        return () -> String.format("%032x", next.incrementAndGet());
    }

    @Test
    void recordingWritesOneLineWithEveryFieldInOpenmedallionsOrder() throws Exception {
        ChatTurn turn = log().record("alice", NewTurn.rows("s1", "How many deals?", "SELECT 1", 4, List.of("n")));
        List<String> lines = Files.readAllLines(root.resolve("chat_history/alice.jsonl"));
        assertThat(lines).hasSize(1);
        JsonNode row = JSON.readTree(lines.get(0));
        assertThat(row.fieldNames()).toIterable().containsExactly("ts", "turn_id", "session_id", "question", "sql",
                "answer", "row_count", "columns", "response_generated", "accepted", "promoted");
        assertThat(row.get("ts").asText()).isEqualTo("2026-08-16T19:04:23Z");
        assertThat(row.get("answer").asText()).isEqualTo("Found 4 row(s) for: How many deals?");
        assertThat(row.get("accepted").isNull()).isTrue();
        assertThat(turn.turnId()).isEqualTo(row.get("turn_id").asText()).hasSize(32);
        assertThat(root.resolve("steward/chat_turns.jsonl")).as("nothing beyond openmedallion's keys").doesNotExist();
        OmConformance.assertConforms(root);
    }

    @Test
    void appendsAndKeepsUsersApartInCleanedFilesInsideTheFolder() {
        ChatLog log = log();
        log.record("Alice Chen", NewTurn.text("", "q1", "a1"));
        log.record("Alice Chen", NewTurn.text("", "q2", "a2"));
        log.record("../../etc/passwd", NewTurn.text("", "q3", "a3"));
        assertThat(log.history("Alice Chen").turns()).extracting(ChatTurn::question).containsExactly("q1", "q2");
        assertThat(root.resolve("chat_history/Alice_Chen.jsonl")).exists();
        assertThat(root.resolve("chat_history/etc_passwd.jsonl")).exists();
        assertThat(log.history("etc_passwd").turns()).extracting(ChatTurn::question).containsExactly("q3");
    }

    @Test
    void defaultsAndIds() throws Exception {
        ChatLog log = log();
        ChatTurn first = log.record("bob", NewTurn.text("", "q", "a"));
        ChatTurn second = log.record("bob", NewTurn.text("", "q", "a"));
        ChatTurn explicit = log.record("bob", NewTurn.text("sess", "q", "a"), "my-id");
        ChatTurn failed = log.record("bob", NewTurn.failure("sess", "q", "", "Binder Error: no column x"));
        List<ChatTurn> read = log.history("bob").turns();
        assertThat(read.get(0).sessionId()).isEmpty();
        assertThat(read.get(0).responseGenerated()).isTrue();
        assertThat(read.get(0).accepted()).isNull();
        assertThat(read.get(0).promoted()).isFalse();
        assertThat(first.turnId()).isNotEqualTo(second.turnId()).isNotEmpty();
        assertThat(read.get(2).turnId()).isEqualTo(explicit.turnId()).isEqualTo("my-id");
        assertThat(read.get(2).sessionId()).isEqualTo("sess");
        assertThat(read.get(3).responseGenerated()).isFalse();
        assertThat(read.get(3).error()).isEqualTo(failed.error()).isEqualTo("Binder Error: no column x");
        assertThat(read.get(3).answer()).isEqualTo("Binder Error: no column x");
        assertThat(Files.readAllLines(log.historyFile("bob")).get(3)).doesNotContain("\"error\"");
        assertThat(root.resolve("steward/chat_turns.jsonl")).content().contains("\"turn_id\":\"" + failed.turnId()
                + "\"", "\"error\":\"Binder Error: no column x\"");
        OmConformance.assertConforms(root);
    }

    @Test
    void listingIsNewestFirstWithALimit() {
        ChatLog log = log();
        assertThat(log.recent("nobody", 50)).isEmpty();
        for (String q : List.of("q1", "q2", "q3")) {
            log.record("carol", NewTurn.text("", q, "a"));
        }
        assertThat(log.recent("carol", 2)).extracting(ChatTurn::question).containsExactly("q3", "q2");
    }

    @Test
    void acceptChangesOneTurnInPlaceAndKeepsEveryOtherByte() throws Exception {
        ChatLog log = log();
        Path file = log.historyFile("dave");
        Files.createDirectories(file.getParent());
        String foreign = "{\"ts\": \"2026-01-01T00:00:00Z\", \"turn_id\": \"x\", \"question\": \"caf\\u00e9\"}\n"
                + "not json at all\n";
        Files.writeString(file, foreign);
        ChatTurn turn = log.record("dave", NewTurn.rows("s", "q", "SELECT 1", 1, List.of("a")));
        log.record("dave", NewTurn.text("s", "other", "a"));

        assertThat(log.setAccepted("dave", turn.turnId(), true)).isTrue();

        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertThat(lines.subList(0, 2)).containsExactly(foreign.split("\n"));
        List<ChatTurn> turns = log.history("dave").turns();
        assertThat(turns.get(1).accepted()).isTrue();
        assertThat(turns.get(1)).usingRecursiveComparison().ignoringFields("accepted")
                .isEqualTo(turn);
        assertThat(turns.get(2).accepted()).isNull();
    }

    @Test
    void aVoteCanFlipAndUnknownIdsOrMissingFilesAreFalseWithoutWriting() throws Exception {
        ChatLog log = log();
        assertThat(log.setAccepted("erin", "nope", true)).isFalse();
        assertThat(log.historyFile("erin")).doesNotExist();
        ChatTurn turn = log.record("erin", NewTurn.text("s", "q", "a"));
        byte[] before = Files.readAllBytes(log.historyFile("erin"));
        assertThat(log.setAccepted("erin", "nope", true)).isFalse();
        assertThat(Files.readAllBytes(log.historyFile("erin"))).isEqualTo(before);
        log.setAccepted("erin", turn.turnId(), true);
        log.setAccepted("erin", turn.turnId(), false);
        assertThat(log.history("erin").turns().get(0).accepted()).isFalse();
        OmConformance.assertConforms(root);
    }

    @Test
    void feedbackAloneWritesNoReviewFile() {
        ChatLog log = log();
        ChatTurn turn = log.record("fay", NewTurn.rows("s", "q", "SELECT 1", 1, List.of("a")));
        log.setAccepted("fay", turn.turnId(), true);
        assertThat(root.resolve("examples/harvested.jsonl")).doesNotExist();
    }

    @Test
    void sendToReviewAddsOneUnverifiedChatExampleOnce() throws Exception {
        ChatLog log = log();
        Path synthetic = root.resolve("examples/synthetic.jsonl");
        Files.createDirectories(synthetic.getParent());
        String existing = "{\"question\": \"old\", \"sql\": \"SELECT 2\", \"verified\": true}\n";
        Files.writeString(synthetic, existing);
        ChatTurn turn = log.record("gus", NewTurn.rows("s", "Deals per region", "SELECT region FROM deals", 3,
                List.of("region")));

        assertThat(log.sendToReview("gus", turn.turnId()).added()).isTrue();
        assertThat(log.sendToReview("gus", turn.turnId()).added()).isFalse();

        assertThat(Files.readString(synthetic)).isEqualTo(existing + "{\"question\":\"Deals per region\","
                + "\"sql\":\"SELECT region FROM deals\",\"verified\":false,\"templated\":false,\"params\":null}\n");
        assertThat(new SyntheticExamplesReader().read(synthetic).get(1).source()).isEqualTo(ExampleSource.CHAT);
        OmConformance.assertConforms(root);
    }

    @Test
    void aTurnWithoutSqlCannotBeSentToReviewAndNothingChanges() {
        ChatLog log = log();
        ChatTurn turn = log.record("hal", NewTurn.text("s", "What tables are there?", "deals, reps"));
        assertThatThrownBy(() -> log.sendToReview("hal", turn.turnId()))
                .isInstanceOf(StewardException.class).hasMessageContaining("no SQL");
        assertThatThrownBy(() -> log.sendToReview("hal", "unknown"))
                .isInstanceOf(StewardException.class).hasMessageContaining("no chat turn unknown");
        assertThat(root.resolve("examples/synthetic.jsonl")).doesNotExist();
    }

    @Test
    void aBrokenSyntheticFileStopsSendToReviewAndStaysAsItWas() throws Exception {
        ChatLog log = log();
        Path synthetic = root.resolve("examples/synthetic.jsonl");
        Files.createDirectories(synthetic.getParent());
        Files.writeString(synthetic, "{\"question\": \"q\"\n");
        ChatTurn turn = log.record("ida", NewTurn.rows("s", "q2", "SELECT 1", 1, List.of("a")));
        assertThatThrownBy(() -> log.sendToReview("ida", turn.turnId())).hasMessageContaining("synthetic.jsonl");
        assertThat(Files.readString(synthetic)).isEqualTo("{\"question\": \"q\"\n");
    }
}
