package dev.steward.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.examples.FailureRecord;
import dev.steward.examples.HarvestStatus;
import dev.steward.examples.HarvestedCandidate;
import dev.steward.examples.ReviewLogReader;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** promote_session's cases (reference §7) and Steward's changes: no-SQL turns, failures with errors, rotation. */
class SessionEndTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-08-16T19:04:23Z"), ZoneOffset.UTC);

    @TempDir
    Path root;

    private final ReviewLogReader reviewLogs = new ReviewLogReader();

    private ChatLog log() {
        return new ChatLog(root.resolve("chat_history"), root.resolve("examples"), new AtomicFiles(), CLOCK,
                () -> ChatSession.start("x").id());
    }

    private Path harvested() {
        return root.resolve("examples/harvested.jsonl");
    }

    private Path failures() {
        return root.resolve("examples/failures.jsonl");
    }

    @Test
    void anAcceptedTurnIsLearnedOnceWithItsResultShape() throws Exception {
        ChatLog log = log();
        ChatTurn turn = log.record("alice", NewTurn.rows("s1", "Deals by region", "SELECT region, count(*) FROM deals "
                + "GROUP BY 1", 4, List.of("region", "n")));
        log.setAccepted("alice", turn.turnId(), true);

        assertThat(log.endSession("alice", "s1")).isEqualTo(new SessionOutcome(1, 0, 0));
        assertThat(log.endSession("alice", "s1")).isEqualTo(SessionOutcome.nothing());

        List<HarvestedCandidate> rows = reviewLogs.readHarvested(harvested()).rows();
        assertThat(rows).hasSize(1);
        assertThat(rows.get(0).sql()).isEqualTo(turn.sql());
        assertThat(rows.get(0).resultShape().rows()).isEqualTo(4);
        assertThat(rows.get(0).resultShape().columns()).containsExactly("region", "n");
        assertThat(rows.get(0).status()).isEqualTo(HarvestStatus.CANDIDATE);
        assertThat(rows.get(0).turnId()).isEqualTo(turn.turnId());
        assertThat(log.history("alice").turns().get(0).promoted()).isTrue();
        assertThat(failures()).doesNotExist();
        assertThat(Files.readString(harvested())).doesNotContain("turn_id", "\"user\"", "\"ts\"");
        assertThat(rows.get(0).user()).isEqualTo("alice");
        assertThat(rows.get(0).ts()).isEqualTo("2026-08-16T19:04:23Z");
        OmConformance.assertConforms(root);
    }

    @Test
    void aRejectedTurnIsNotedWithItsAnswerAndError() {
        ChatLog log = log();
        ChatTurn turn = log.record("bob", NewTurn.failure("s1", "Margin by rep", "SELECT margin FROM reps",
                "Binder Error: column margin not found"));
        log.setAccepted("bob", turn.turnId(), false);

        SessionOutcome outcome = log.endSession("bob", "s1");

        assertThat(outcome).isEqualTo(new SessionOutcome(0, 1, 0));
        assertThat(outcome.summary()).isEqualTo("0 learned, 1 noted");
        FailureRecord failure = reviewLogs.readFailures(failures()).rows().get(0);
        assertThat(failure.question()).isEqualTo("Margin by rep");
        assertThat(failure.sql()).isEqualTo("SELECT margin FROM reps");
        assertThat(failure.error()).isEqualTo("Binder Error: column margin not found");
        assertThat(failure.answer()).isEqualTo("Binder Error: column margin not found");
        assertThat(failure.turnId()).isEqualTo(turn.turnId());
        assertThat(harvested()).doesNotExist();
        assertThat(failures()).content().isEqualTo("{\"question\":\"Margin by rep\",\"sql\":\"SELECT margin FROM reps\","
                + "\"status\":\"failed\"}\n");
        OmConformance.assertConforms(root);
    }

    @Test
    void unratedTurnsAreNeverInferredAndWriteNothing() {
        ChatLog log = log();
        log.record("carol", NewTurn.rows("s1", "q", "SELECT 1", 1, List.of("a")));
        assertThat(log.endSession("carol", "s1")).isEqualTo(SessionOutcome.nothing());
        assertThat(harvested()).doesNotExist();
        assertThat(failures()).doesNotExist();
        assertThat(log.history("carol").turns().get(0).promoted()).isFalse();
    }

    @Test
    void onlyTheMatchingSessionIsPromotedAndABlankIdPromotesNothing() {
        ChatLog log = log();
        ChatTurn inSession = log.record("dave", NewTurn.rows("s1", "q1", "SELECT 1", 1, List.of("a")));
        ChatTurn otherSession = log.record("dave", NewTurn.rows("s2", "q2", "SELECT 2", 1, List.of("a")));
        ChatTurn noSession = log.record("dave", NewTurn.rows("", "q3", "SELECT 3", 1, List.of("a")));
        for (ChatTurn t : List.of(inSession, otherSession, noSession)) {
            log.setAccepted("dave", t.turnId(), true);
        }
        assertThat(log.endSession("dave", "")).isEqualTo(SessionOutcome.nothing());
        assertThat(log.endSession("dave", "s1").learned()).isEqualTo(1);
        assertThat(log.history("dave").turns()).extracting(ChatTurn::promoted).containsExactly(true, false, false);
        assertThat(reviewLogs.readHarvested(harvested()).rows()).extracting(HarvestedCandidate::question)
                .containsExactly("q1");
    }

    @Test
    void aLikedAnswerWithoutSqlIsNeverHarvested() {
        ChatLog log = log();
        ChatTurn schema = log.record("erin", NewTurn.text("s1", "Which tables hold deals?", "deals, deal_lines"));
        log.setAccepted("erin", schema.turnId(), true);
        SessionOutcome outcome = log.endSession("erin", "s1");
        assertThat(outcome).isEqualTo(new SessionOutcome(0, 0, 1));
        assertThat(outcome.summary()).startsWith("0 learned, 0 noted");
        assertThat(harvested()).doesNotExist();
        assertThat(log.history("erin").turns().get(0).promoted()).isTrue();
    }

    @Test
    void aCrashBetweenAppendAndMarkRepeatsNothing() throws Exception {
        ChatLog log = log();
        ChatTurn turn = log.record("fay", NewTurn.rows("s1", "q", "SELECT 1", 1, List.of("a")));
        log.setAccepted("fay", turn.turnId(), true);
        Path history = log.historyFile("fay");
        byte[] beforeEnd = Files.readAllBytes(history);
        log.endSession("fay", "s1");
        Files.write(history, beforeEnd); // as if the process died before the turn was marked promoted

        assertThat(log.endSession("fay", "s1").learned()).isEqualTo(1);
        assertThat(reviewLogs.readHarvested(harvested()).rows()).hasSize(1);
        assertThat(log.history("fay").turns().get(0).promoted()).isTrue();
        OmConformance.assertConforms(root);
    }

    @Test
    void theSessionRotatesAfterAnEndAndTheIdleTimerNeedsActivity() {
        ChatSession session = ChatSession.start("gus");
        Instant asked = Instant.parse("2026-08-16T10:00:00Z");
        assertThat(session.isIdleAt(asked.plusSeconds(3600))).isFalse();
        ChatSession active = session.askedAt(asked);
        assertThat(active.isIdleAt(asked.plusSeconds(299))).isFalse();
        assertThat(active.isIdleAt(asked.plusSeconds(300))).isTrue();
        ChatSession next = active.rotated();
        assertThat(next.id()).hasSize(32).isNotEqualTo(active.id());
        assertThat(next.isIdleAt(asked.plusSeconds(3600))).isFalse();
        assertThat(next.user()).isEqualTo("gus");
    }
}
