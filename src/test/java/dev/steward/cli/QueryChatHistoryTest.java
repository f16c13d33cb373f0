package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.chat.ChatHistoryReader;
import dev.steward.chat.ChatTurn;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** test_cli_query_chat_history.py: {@code steward query} records each answer in the asker's chat history. */
class QueryChatHistoryTest {
    private static final String REVENUE_SQL = "SELECT r.region, SUM(t.amount) AS revenue FROM transactions t "
            + "JOIN reps r ON r.rep_id = t.rep_id WHERE t.stage = 'closed_won' GROUP BY r.region ORDER BY r.region";

    @TempDir
    static Path tmp;

    private static Path sample;

    @BeforeAll
    static void copySample() throws Exception {
        sample = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private static int query(String... args) {
        String[] all = new String[args.length + 2];
        all[0] = "query";
        all[1] = sample.toString();
        System.arraycopy(args, 0, all, 2, args.length);
        return CliRun.run(tmp, new StringWriter(), new StringWriter(), all);
    }

    private static List<ChatTurn> turnsOf(String file) {
        return new ChatHistoryReader().read(sample.resolve("chat_history").resolve(file)).turns();
    }

    @Test
    void anAnswerIsRecordedForTheNamedUserWithItsRowsAndAFreshSession() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply(REVENUE_SQL);
            assertThat(query("Closed-won revenue by region?", "--user", "alice", "--llm-url",
                    ollama.baseUrl().toString())).isZero();
        }
        List<ChatTurn> turns = turnsOf("alice.jsonl");
        assertThat(turns).hasSize(1);
        ChatTurn turn = turns.get(0);
        assertThat(turn.sql()).isEqualTo(REVENUE_SQL);
        assertThat(turn.rowCount()).isEqualTo(5);
        assertThat(turn.columns()).containsExactly("region", "revenue");
        assertThat(turn.answer()).isEqualTo("Found 5 row(s) for: Closed-won revenue by region?");
        assertThat(turn.sessionId()).hasSize(32);
        assertThat(turn.accepted()).isNull();
        assertThat(turn.responseGenerated()).isTrue();
    }

    @Test
    void aFailureIsRecordedForTheDefaultUserWithItsError() {
        assertThat(query("Which rep closed the most deals?", "--llm-url", "http://127.0.0.1:9")).isEqualTo(1);

        List<ChatTurn> turns = turnsOf("tester.jsonl");
        assertThat(turns).hasSize(1);
        assertThat(turns.get(0).responseGenerated()).isFalse();
        assertThat(turns.get(0).error()).containsIgnoringCase("ollama");
        assertThat(turns.get(0).answer()).isEqualTo(turns.get(0).error());
    }
}
