package dev.steward.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion could lose a turn appended while feedback rewrote the file (§8 #32); Steward loses nothing. */
class ChatLogConcurrencyTest {
    private static final int WRITERS = 3;
    private static final int TURNS_PER_WRITER = 40;

    @TempDir
    Path root;

    @Test
    void turnsAppendedWhileVotesAndSessionEndsRunAreAllKept() throws Exception {
        ChatLog log = new ChatLog(root.resolve("chat_history"), root.resolve("examples"), new AtomicFiles(),
                Clock.systemUTC(), () -> ChatSession.start("x").id());
        List<ChatTurn> written = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 1);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                writers.add(pool.submit(() -> {
                    for (int i = 0; i < TURNS_PER_WRITER; i++) {
                        written.add(log.record("alice", NewTurn.rows("s" + writer, "q" + writer + "-" + i,
                                "SELECT " + i, 1, List.of("a"))));
                    }
                }));
            }
            Future<Integer> voter = pool.submit(() -> voteWhileWriting(log, written, writers));
            for (Future<?> writer : writers) {
                writer.get();
            }
            int votes = voter.get();
            assertThat(votes).isPositive();
        } finally {
            pool.shutdownNow();
        }

        Map<String, ChatTurn> onDisk = log.history("alice").turns().stream()
                .collect(Collectors.toMap(ChatTurn::turnId, Function.identity()));
        assertThat(log.history("alice").problems()).isEmpty();
        assertThat(onDisk).hasSize(WRITERS * TURNS_PER_WRITER);
        assertThat(onDisk.keySet()).containsExactlyInAnyOrderElementsOf(
                written.stream().map(ChatTurn::turnId).toList());
        long voted = onDisk.values().stream().filter(t -> t.accepted() != null).count();
        assertThat(voted).isPositive();
    }

    /** Votes on every turn seen so far, ending session s0 now and then, until the writers are done. */
    private static int voteWhileWriting(ChatLog log, List<ChatTurn> written, List<Future<?>> writers) {
        int votes = 0;
        while (votes == 0 || writers.stream().anyMatch(f -> !f.isDone())) {
            List<ChatTurn> seen = List.copyOf(written);
            if (seen.isEmpty()) {
                Thread.onSpinWait();
                continue;
            }
            ChatTurn turn = seen.get(votes % seen.size());
            assertThat(log.setAccepted("alice", turn.turnId(), votes % 2 == 0)).isTrue();
            if (votes % 5 == 0) {
                log.endSession("alice", "s0");
            }
            votes++;
        }
        return votes;
    }
}
